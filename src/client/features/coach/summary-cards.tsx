import { Activity, TrendingUp, UserCheck, Users, type LucideIcon } from 'lucide-react';
import type { CoachSummary } from './coach-summary';

type SummaryCardsProps = {
  /** Null while either list is still loading or failed to load. */
  summary: CoachSummary | null;
};

const CARDS: { key: keyof CoachSummary; label: string; icon: LucideIcon; unit?: string }[] = [
  { key: 'totalClients', label: 'Total Clients', icon: Users },
  { key: 'activeClients', label: 'Active Clients', icon: UserCheck },
  { key: 'totalSessions', label: 'Total Sessions', icon: Activity },
  { key: 'averageProgress', label: 'Average Progress', icon: TrendingUp, unit: '%' },
];

/**
 * Total Clients, Active Clients, Total Sessions and Average Progress (product rules R2.71 and
 * R9.13).
 */
export function SummaryCards({ summary }: SummaryCardsProps) {
  return (
    <ul aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, unit = '' }) => (
        <li
          key={key}
          className="grid gap-1 rounded-xl border border-border bg-surface p-4 shadow-sm"
        >
          <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {label}
          </h2>
          <p className="text-2xl font-bold text-ink" aria-live="polite">
            {summary ? `${summary[key]}${unit}` : '–'}
          </p>
        </li>
      ))}
    </ul>
  );
}
