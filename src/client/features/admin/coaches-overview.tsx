import { GraduationCap } from 'lucide-react';
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
import { Panel } from './admin-panel';

/** Every coach: 'active' once they chose their own password, 'pending' until then. */
export function CoachesOverview({ coaches }: { coaches: AdminStats['coaches'] }) {
  return (
    <Panel title="Coaches Overview" icon={GraduationCap} description={`${coaches.length} coaches`}>
      {coaches.length === 0 ? (
        <EmptyState icon={GraduationCap} title="No coaches yet">
          Create a coach account below; they receive an email with a temporary password.
        </EmptyState>
      ) : (
        <StackedTable
          label="Coaches"
          headings={['Name', 'Email', 'Status', 'Clients', 'Created']}
          tableClassName="md:min-w-[36rem]"
        >
          {coaches.map((coach) => (
            <StackedRow key={coach.id}>
              <RowTitle>{coach.name}</RowTitle>
              <StackedCell label="Email" wide className="max-md:wrap-anywhere">
                {coach.email}
              </StackedCell>
              <StackedCell label="Status">
                <Badge variant={coach.status === 'active' ? 'secondary' : 'accent'}>
                  {coach.status}
                </Badge>
              </StackedCell>
              <StackedCell label="Clients">{coach.clientCount}</StackedCell>
              <StackedCell label="Created" className="whitespace-nowrap">
                {formatLongDate(coach.createdAt)}
              </StackedCell>
            </StackedRow>
          ))}
        </StackedTable>
      )}
    </Panel>
  );
}
