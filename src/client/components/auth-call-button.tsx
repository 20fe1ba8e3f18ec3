import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { AUTH_DIALOG_INTENT, openAuthDialog, type AuthMode } from '@client/hooks/use-auth-dialog';
import { homePathFor, useAuth } from '@client/lib/auth';

type AuthCallButtonProps = {
  /** The dialog's mode for a guest: 'signup' or 'signin'. */
  mode: Extract<AuthMode, 'signup' | 'signin'>;
  /** What a guest reads on the button. */
  guestLabel: string;
  size?: 'default' | 'lg';
  variant?: 'default' | 'accent' | 'outline';
  /** Where a signed-in person goes instead: their dashboard (default) or the recorder. */
  signedInTo?: 'dashboard' | 'practice';
};

/**
 * A public page's call to action: a guest gets the sign-in or sign-up dialog, a signed-in
 * person goes to their dashboard (a coach's is /coach-dashboard) or to the recorder instead.
 * While the user loads, a dashboard button shows the guest's version, which is what most
 * visitors of a public page are; a practice button links to /record, which itself asks
 * guests to sign up, so a signed-in user is never shown a sign-up form.
 */
export function AuthCallButton({
  mode,
  guestLabel,
  size = 'lg',
  variant = 'default',
  signedInTo = 'dashboard',
}: AuthCallButtonProps) {
  const { user, isLoading } = useAuth();
  const toPractice = signedInTo === 'practice';
  if (user || (toPractice && isLoading)) {
    return (
      <Button asChild size={size} variant={variant}>
        <Link href={toPractice || !user ? '/record' : homePathFor(user)}>
          {toPractice ? 'Start Practising' : 'Go to Dashboard'}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant={variant}
      {...AUTH_DIALOG_INTENT}
      onClick={() => openAuthDialog(mode)}
    >
      {guestLabel}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
