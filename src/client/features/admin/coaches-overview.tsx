import { GraduationCap } from 'lucide-react';
import type { AdminStats } from '@shared/admin/schemas';
import { EmptyState } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import { ScrollTable } from '@client/components/ui/scroll-table';
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
        <ScrollTable
          label="Coaches"
          headings={['Name', 'Email', 'Status', 'Clients', 'Created']}
          tableClassName="min-w-[36rem]"
        >
          {coaches.map((coach) => (
            <tr key={coach.id} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-medium">
                {coach.name}
              </th>
              <td className="px-3 py-2">{coach.email}</td>
              <td className="px-3 py-2">
                <Badge variant={coach.status === 'active' ? 'secondary' : 'accent'}>
                  {coach.status}
                </Badge>
              </td>
              <td className="px-3 py-2">{coach.clientCount}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatLongDate(coach.createdAt)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </Panel>
  );
}
