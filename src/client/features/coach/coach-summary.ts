import type { ClientResult, CoachClient } from '@shared/coach/schemas';

export type CoachSummary = {
  totalClients: number;
  /** Clients with at least one session. */
  activeClients: number;
  /** Every client's recordings together. */
  totalSessions: number;
  /** The clients' mean clarity, as a whole percent. */
  averageProgress: number;
};

/** The coach dashboard's four summary numbers (product rules R9.13). */
export function coachSummary(
  clients: readonly Pick<CoachClient, 'totalSessions'>[],
  results: readonly Pick<ClientResult, 'totalRecordings' | 'averageClarity'>[],
): CoachSummary {
  const totalSessions = results.reduce((sum, result) => sum + result.totalRecordings, 0);
  const clarity = results.reduce((sum, result) => sum + result.averageClarity, 0);
  return {
    totalClients: clients.length,
    activeClients: clients.filter((client) => client.totalSessions > 0).length,
    totalSessions,
    averageProgress: results.length === 0 ? 0 : Math.round(clarity / results.length),
  };
}
