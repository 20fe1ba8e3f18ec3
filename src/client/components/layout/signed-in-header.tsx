import type { PublicUser } from '@shared/auth/user';
import { HeaderStatus } from './header-status';
import { UserMenu } from './user-menu';

/** What the header shows a signed-in user: badge and plan beside the account menu. */
export function SignedInControls({ user }: { user: PublicUser }) {
  return (
    <>
      {/* On a phone the badge is its icon alone, named for screen readers; the menu names it. */}
      <HeaderStatus user={user} compact />
      <UserMenu user={user} />
    </>
  );
}

export { HeaderStatus };
