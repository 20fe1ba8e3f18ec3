import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { openAuthDialog, type AuthMode } from '@client/hooks/use-auth-dialog';
import { homePathFor, useAuth } from '@client/lib/auth';

type AuthCallButtonProps = {
  /** The dialog's mode for a guest: 'signup' or 'signin'. */
  mode: Extract<AuthMode, 'signup' | 'signin'>;
  /** What a guest reads on the button. */
  guestLabel: string;
  size?: 'default' | 'lg';
  variant?: 'default' | 'accent' | 'outline';
};

/**
 * A public page's call to action: a guest gets the sign-in or sign-up dialog, a signed-in
 * person goes to their dashboard instead (a coach's is /coach-dashboard). While the user loads it shows the guest's button,
 * which is what most visitors of a public page are.
 */
export function AuthCallButton({
  mode,
  guestLabel,
  size = 'lg',
  variant = 'default',
}: AuthCallButtonProps) {
  const { user } = useAuth();
  if (user) {
    return (
      <Button asChild size={size} variant={variant}>
        <Link href={homePathFor(user)}>
          Go to Dashboard
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    );
  }
  return (
    <Button size={size} variant={variant} onClick={() => openAuthDialog(mode)}>
      {guestLabel}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
