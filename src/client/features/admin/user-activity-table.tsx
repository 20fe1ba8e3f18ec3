import { UsersRound } from 'lucide-react';
import type { AdminStats } from '@shared/admin/schemas';
import { EmptyState } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import {
  RowTitle,
  StackedCell,
  StackedRow,
  StackedTable,
} from '@client/components/ui/stacked-table';
import { formatLongDate } from '@client/lib/format';
import { cn } from '@client/lib/utils';
import {
  activityBand,
  averageRecordings,
  visibleActivity,
  type ActivityBand,
} from './activity-rules';
import { Panel } from './admin-panel';

const BAND_STYLE: Record<ActivityBand, string> = {
  high: 'bg-emerald-100 text-emerald-900',
  medium: 'bg-sky-100 text-sky-900',
  low: 'bg-amber-100 text-amber-900',
  none: 'bg-muted text-muted-foreground',
};

/** User Activity: the first 20 users by recordings, their band, and how many there are. */
export function UserActivityTable({ activity }: { activity: AdminStats['userActivity'] }) {
  const { rows, total } = visibleActivity(activity);
  return (
    <Panel
      title="User Activity"
      icon={UsersRound}
      description={`Average recordings per user: ${averageRecordings(activity)}`}
    >
      {total === 0 ? (
        <EmptyState icon={UsersRound} title="No users yet" />
      ) : (
        <>
          {/* Not 'User activity': the panel is a region of that name (axe landmark-unique). */}
          <StackedTable
            label="Users"
            headings={['Name', 'Email', 'Plan', 'Recordings', 'Last Activity', 'Joined']}
            tableClassName="md:min-w-[40rem]"
          >
            {rows.map((row) => (
              <StackedRow key={row.id}>
                <RowTitle>{row.name}</RowTitle>
                <StackedCell label="Email" wide className="max-md:wrap-anywhere">
                  {row.email}
                </StackedCell>
                <StackedCell label="Plan">
                  <Badge variant={row.premium ? 'accent' : 'secondary'}>
                    {row.premium ? 'Premium' : 'Basic'}
                  </Badge>
                </StackedCell>
                <StackedCell label="Recordings">
                  <span
                    data-band={activityBand(row.recordingCount)}
                    className={cn(
                      'inline-flex min-w-8 justify-center rounded-full px-2 py-0.5 font-semibold',
                      BAND_STYLE[activityBand(row.recordingCount)],
                    )}
                  >
                    {row.recordingCount}
                  </span>
                </StackedCell>
                <StackedCell label="Last Activity" className="whitespace-nowrap">
                  {row.lastActivity ? formatLongDate(row.lastActivity) : 'No recordings'}
                </StackedCell>
                <StackedCell label="Joined" className="whitespace-nowrap">
                  {formatLongDate(row.createdAt)}
                </StackedCell>
              </StackedRow>
            ))}
          </StackedTable>
          <p className="text-sm text-muted-foreground">
            Showing {rows.length} of {total} users
          </p>
        </>
      )}
    </Panel>
  );
}
