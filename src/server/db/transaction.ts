import type { Database } from './client';

/** Work to run once the outermost transaction a handle belongs to has committed. */
const committedWork = new WeakMap<Database, (() => void)[]>();

/**
 * One unit of work: `work` runs in a transaction that commits when it returns and rolls back
 * when it throws. The convention for every use case that reads and then writes on what it
 * read (a count against a limit, a code's attempts, a stored id):
 *
 * - Start by locking the row that owns the rule (`lockUserRow`, or the row itself with
 *   `for update`), then read, decide and write, all through `tx`. On PostgreSQL concurrent
 *   requests queue on that lock and each reads what the one before it committed.
 * - Use only `tx` inside `work`. The embedded database (PGlite) runs one transaction at a time
 *   behind a mutex, and a query on the outer handle waits for that mutex: inside `work` it
 *   would wait for ever.
 * - Keep slow or outside work (analysis, Stripe, email, files) out of `work`: on PGlite the
 *   whole database waits while a transaction is open, on PostgreSQL the locked row does.
 * - A refusal that must keep its writes (a wrong code's attempt) is returned from `work` and
 *   thrown after the commit; a throw inside `work` undoes everything.
 *
 * Called with a transaction handle it nests as a savepoint.
 */
export async function withTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const outer = committedWork.get(db);
  const pending = outer ?? [];
  const result = await db.transaction((tx) => {
    committedWork.set(tx as unknown as Database, pending);
    return work(tx as unknown as Database);
  });
  if (!outer) for (const run of pending) run();
  return result;
}

/**
 * Runs `run` now and, when `db` is a transaction of withTransaction, once more after it
 * commits: for forgetting what a process keeps in memory about rows the transaction writes
 * (decision 192). A read made meanwhile by another connection still sees the old rows, and
 * what it keeps of them must be forgotten again once the new ones are visible.
 */
export function nowAndAfterCommit(db: Database, run: () => void) {
  run();
  committedWork.get(db)?.push(run);
}
