import type { PublicUser } from '@shared/auth/user';
import { Badge } from '@client/components/ui/badge';
import { isPremiumUser } from '@client/lib/auth';
import { cn } from '@client/lib/utils';
import { AchievementBadge } from './achievement-badge';

/** 'Premium' for subscribers, coaches and their clients; 'Basic' otherwise. */
export function PlanTag({ user }: { user: PublicUser }) {
  const premium = isPremiumUser(user);
  return <Badge variant={premium ? 'default' : 'secondary'}>{premium ? 'Premium' : 'Basic'}</Badge>;
}

/** What the signed-in header shows beside the account menu: the achievement badge and plan. */
export function HeaderStatus({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <AchievementBadge />
      <PlanTag user={user} />
    </div>
  );
}
