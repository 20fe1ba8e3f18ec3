import { GraduationCap } from 'lucide-react';
import type { AdminStats } from '@shared/admin/schemas';
import { EmptyState } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
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
        <div
          role="region"
          aria-label="Coaches"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-muted">
              <tr>
                {['Name', 'Email', 'Status', 'Clients', 'Created'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
