import {
  Crown,
  GraduationCap,
  Mic,
  PieChart,
  Activity,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminStats } from '@shared/admin/schemas';
import { activityBand, averageRecordings, planShares } from './activity-rules';
import { Panel } from './admin-panel';

/** Total users, coaches, recordings and premium users. */
export function StatsCards({ stats }: { stats: AdminStats }) {
  const cards: { label: string; value: number; icon: LucideIcon }[] = [
    { label: 'Total Users', value: stats.totalUsers, icon: Users },
    { label: 'Coaches', value: stats.totalCoaches, icon: GraduationCap },
    { label: 'Total Recordings', value: stats.totalRecordings, icon: Mic },
    { label: 'Premium Users', value: stats.premiumUsers, icon: Crown },
  ];
  return (
    <ul aria-label="Platform totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <li
          key={label}
          className="grid gap-1 rounded-xl border border-border bg-surface p-4 shadow-sm"
        >
          <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {label}
          </h2>
          <p className="text-2xl font-bold text-ink">{value.toLocaleString('en-US')}</p>
        </li>
      ))}
    </ul>
  );
}

/** Basic against premium users, as one stacked bar with its numbers beside it. */
export function DistributionPanel({ stats }: { stats: AdminStats }) {
  const shares = planShares(stats);
  return (
    <Panel title="User Distribution" icon={PieChart} description="Basic and premium accounts">
      <div
        role="img"
        aria-label={`${stats.basicUsers} basic (${shares.basic}%) and ${stats.premiumUsers} premium (${shares.premium}%)`}
        className="flex h-4 overflow-hidden rounded-full bg-muted"
      >
        <div className="bg-primary/40" style={{ width: `${shares.basic}%` }} />
        <div className="bg-accent" style={{ width: `${shares.premium}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Share
          label="Basic"
          count={stats.basicUsers}
          percent={shares.basic}
          swatch="bg-primary/40"
        />
        <Share
          label="Premium"
          count={stats.premiumUsers}
          percent={shares.premium}
          swatch="bg-accent"
        />
      </dl>
    </Panel>
  );
}

function Share({
  label,
  count,
  percent,
  swatch,
}: {
  label: string;
  count: number;
  percent: number;
  swatch: string;
}) {
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-muted-foreground">
        <span className={`size-3 rounded-sm ${swatch}`} aria-hidden="true" />
        {label}
      </dt>
      <dd className="font-semibold text-ink">
        {count} ({percent}%)
      </dd>
    </div>
  );
}

/** How much the platform is used: per user, this week, and who has practised at all. */
export function UsagePanel({ stats }: { stats: AdminStats }) {
  const thisWeek = stats.dailyRecordings.reduce((sum, day) => sum + day.count, 0);
  const practised = stats.userActivity.filter((row) => activityBand(row.recordingCount) !== 'none');
  return (
    <Panel title="Usage" icon={Activity} description="Across every user">
      <dl className="grid gap-3 text-sm">
        <UsageRow label="Avg. recordings per user" value={averageRecordings(stats.userActivity)} />
        <UsageRow label="Recordings in the last 7 days" value={String(thisWeek)} />
        <UsageRow
          label="Users who have practised"
          value={`${practised.length} of ${stats.userActivity.length}`}
        />
      </dl>
    </Panel>
  );
}

function UsageRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-border pb-2 last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}
