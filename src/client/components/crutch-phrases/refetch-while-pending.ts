import type { CrutchPhrases } from '@shared/progress/crutch-phrases';

/** While older sessions are still being counted, ask again this often (each ask counts more). */
export const PENDING_REFETCH_MS = 3000;

/** A query's refetchInterval: again soon while the answer says sessions are pending. */
export function refetchWhilePending(query: { state: { data: CrutchPhrases | undefined } }) {
  return (query.state.data?.sessionsPending ?? 0) > 0 ? PENDING_REFETCH_MS : false;
}
