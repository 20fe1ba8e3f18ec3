import { KeyRound } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useAuth } from '@client/lib/auth';
import { useSignOut } from '@client/lib/sign-out';
import { PasswordChangeForm } from './password-change-form';

const stay = (event: Event) => event.preventDefault();

/**
 * 'Change Your Password': whenever the user must replace a temporary password,
 * on the dashboards (product rules R2.70). It has no close button, and Escape and
 * clicks outside do nothing; it goes away once the password has changed.
 */
export function ForcedPasswordChangeDialog() {
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user?.requiresPasswordChange) return null;
  return (
    <Dialog open>
      <DialogContent
        hideCloseButton
        onEscapeKeyDown={stay}
        onPointerDownOutside={stay}
        onInteractOutside={stay}
      >
        <DialogHeader className="pr-0">
          <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Change Your Password</DialogTitle>
          <DialogDescription>
            You signed in with a temporary password. Choose your own password to continue.
          </DialogDescription>
        </DialogHeader>
        <PasswordChangeForm currentLabel="Temporary Password" submitLabel="Change Password" />
        <p className="border-t border-border pt-4 text-sm text-muted-foreground">
          Not you, or want to do this later?{' '}
          <Button
            variant="link"
            className="h-auto p-0"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            Sign out
          </Button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
