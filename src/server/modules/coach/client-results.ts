import type { ClientResult } from '@shared/coach/schemas';
import type { Database } from '../../db/client';
import type { UserRow } from '../auth';
import { listClientsOfCoach, listRecentPaces, summarizeClientRecordings } from './coach-repository';

/** "Recent" pace: the latest 5 analysed recordings. */
export const RECENT_PACE_RECORDINGS = 5;

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * GET /api/coach/client-results: per client of the coach, scores out of 10 shown as percents
 * (× 10), recent words per minute and fillers per recording to one decimal; zeros without
 * sessions.
 */
export async function getClientResults(
  db: Database,
  options: { coach: UserRow },
): Promise<ClientResult[]> {
  const clients = await listClientsOfCoach(db, options.coach.id);
  const ids = clients.map((client) => client.id);
  const [summaries, paces] = await Promise.all([
    summarizeClientRecordings(db, ids),
    listRecentPaces(db, ids, RECENT_PACE_RECORDINGS),
  ]);
  return clients.map((client) => {
    const summary = summaries.find((row) => row.userId === client.id);
    const recent = paces
      .filter((row) => row.userId === client.id && row.paceWpm !== null)
      .map((row) => row.paceWpm as number);
    return {
      clientId: client.id,
      clientName: client.name,
      totalRecordings: summary?.total ?? 0,
      averageClarity: Math.round((summary?.clarity ?? 0) * 10),
      averageConfidence: Math.round((summary?.confidence ?? 0) * 10),
      recentAverageWPM: Math.round(mean(recent)),
      averageFillerWords: Math.round((summary?.fillers ?? 0) * 10) / 10,
    };
  });
}
