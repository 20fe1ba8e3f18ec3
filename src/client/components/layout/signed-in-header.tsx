import type { PublicUser } from '@shared/auth/user';
import { HeaderStatus } from './header-status';
import { UserMenu } from './user-menu';

/** What the header shows a signed-in user: badge and plan beside the account menu. */
export function SignedInControls({ user }: { user: PublicUser }) {
  return (
    <>
      {/* On narrow phones these would crowd the logo; the menu shows them there. */}
      <HeaderStatus user={user} className="hidden sm:flex" />
      <UserMenu user={user} />
    </>
  );
}

export { HeaderStatus };
