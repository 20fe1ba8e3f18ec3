import { ShieldCheck } from 'lucide-react';
import { isAdmin } from '@shared/auth/roles';
import type { PublicUser } from '@shared/auth/user';
import { Badge } from '@client/components/ui/badge';
import { isPremiumUser } from '@client/lib/auth';
import { cn } from '@client/lib/utils';
import { AchievementBadge } from './achievement-badge';

/**
 * 'Premium' for subscribers, coaches and their clients; 'Basic' otherwise. An admin's plan
 * says nothing about them, so theirs names the role (docs/decisions.md).
 */
export function AccountTag({ user }: { user: PublicUser }) {
  if (isAdmin(user)) {
    return (
      <Badge variant="accent">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        Admin
      </Badge>
    );
  }
  const premium = isPremiumUser(user);
  return <Badge variant={premium ? 'default' : 'secondary'}>{premium ? 'Premium' : 'Basic'}</Badge>;
}

/**
 * What the signed-in header shows beside the account menu: the achievement badge and plan, or
 * for an admin the role alone (their mastery overview is not even read).
 */
export function HeaderStatus({
  user,
  className,
  compact = false,
}: {
  user: PublicUser;
  className?: string;
  /** The header's: the badge as its icon alone on a phone. */
  compact?: boolean;
}) {
  return (
    <div className={cn('flex items-center gap-1.5 sm:gap-2', className)}>
      {isAdmin(user) ? null : <AchievementBadge compact={compact} />}
      <AccountTag user={user} />
    </div>
  );
}
