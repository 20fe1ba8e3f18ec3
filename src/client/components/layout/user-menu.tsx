import { Link } from 'wouter';
import {
  ArrowLeftRight,
  ChevronDown,
  History,
  LayoutDashboard,
  LogOut,
  Settings,
  Users,
} from 'lucide-react';
import { isAdmin, isCoach } from '@shared/auth/roles';
import type { PublicUser } from '@shared/auth/user';
import { Avatar, initialsOf } from '@client/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { homePathFor } from '@client/lib/auth';
import { useSwitchBack } from '@client/lib/endpoints/switch-back';
import { useSwitchToPremium } from '@client/lib/endpoints/switch-to-premium';
import { useSignOut } from '@client/lib/sign-out';

/**
 * The signed-in header's account menu (product rules R2.31). Dashboard leads home: /admin for an
 * admin, /coach-dashboard for a coach, /dashboard for everyone else; an admin who also
 * coaches gets the coach dashboard as an item of its own.
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={accountMenuLabel(user.name)}
        className="flex items-center gap-1 rounded-full p-0.5 pr-1.5 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=open]:bg-muted"
      >
        <Avatar name={user.name} />
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar name={user.name} className="size-10" />
          <span className="grid min-w-0">
            <span className="truncate font-semibold">{user.name}</span>
            <span className="truncate text-sm font-normal text-muted-foreground" title={user.email}>
              {user.email}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={homePathFor(user)}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        {isAdmin(user) && isCoach(user) ? (
          <DropdownMenuItem asChild>
            <Link href="/coach-dashboard">
              <Users aria-hidden="true" />
              Coach Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link href="/recordings">
            <History aria-hidden="true" />
            History
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        {isCoach(user) ? <CoachModeItem switched={user.isInSwitchedMode} /> : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The menu button's name ends with the initials its avatar shows, so a person who reads them on
 * screen can say them to voice control (WCAG 2.5.3, label in name; axe
 * label-content-name-mismatch).
 */
export function accountMenuLabel(name: string): string {
  const initials = initialsOf(name);
  return initials ? `Account menu for ${name}, ${initials}` : `Account menu for ${name}`;
}

/**
 * A coach previews the product as premium, and comes back (product rules R2.31, R4.25 and R4.26).
 */
function CoachModeItem({ switched }: { switched: boolean }) {
  const toPremium = useSwitchToPremium();
  const back = useSwitchBack();
  const mutation = switched ? back : toPremium;
  return (
    <DropdownMenuItem disabled={mutation.isPending} onSelect={() => mutation.mutate()}>
      <ArrowLeftRight aria-hidden="true" />
      {switched ? 'Back to Coach Mode' : 'Experience as Premium User'}
    </DropdownMenuItem>
  );
}
