import type { Database } from './client';

/**
 * A statement built and prepared once per database handle, for the queries every request
 * makes (decision 192): drizzle then skips building the SQL, and node-postgres sends a named
 * statement that PostgreSQL parses and plans once per connection. `build` must call
 * `.prepare(name)` with a name no other statement uses.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
