import type { Database } from '../../db/client';
import { nowAndAfterCommit } from '../../db/transaction';
import type { LoginData } from './login-repository';
import type { UserRow } from './user-repository';

/** A login as every API request reads it: its row and the user it signs in (decision 192). */
export interface LoginRecord {
  /** The stored hash of the browser's token. */
  sid: string;
  data: LoginData;
  expire: Date;
  /** Null when the row names no user, or one that no longer exists: a guest. */
  user: UserRow | null;
}

/** What a change forgets: one login, or every login of a user and of the clients it coaches. */
export type LoginCacheChange = { sid: string } | { userId: string };

interface Entry {
  record: LoginRecord;
  /** When the read that found it began: the entry is as old as the moment it was read. */
  readAt: number;
}

/** The caches of this process: one per running app, so usually one. */
const caches = new Set<LoginCache>();

const copyOf = (record: LoginRecord): LoginRecord => ({
  ...record,
  data: { ...record.data },
  user: record.user ? { ...record.user } : null,
});

/**
 * The logins this process read in the last `ttlMs` milliseconds, at most `maxEntries`, so
 * that a burst of requests from one browser reads the database once (decision 192).
 *
 * Every write to users or logins forgets what it changes here through forgetCachedLogins,
 * called by the two repositories and nowhere else, so in the process that made a change the
 * next request reads it. Another web process over the same PostgreSQL keeps its copy until
 * its `ttlMs` has passed since the read: that is the bound on staleness between processes.
 * A read that a change overtook (it began before the change was forgotten) is used for its
 * own request but not kept. Requests that change state read the database every time
 * (`fresh`), so nothing is decided and written on a copy: the copy only answers reads.
 */
export class LoginCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way: requests that arrive meanwhile wait for them rather than read too. */
  private readonly loading = new Map<
    string,
    { changes: number; promise: Promise<LoginRecord | null> }
  >();
  /** Counts the changes forgotten, so a read overtaken by one is not kept. */
  private changes = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    caches.add(this);
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * The login `sid` names, from memory when read recently enough, else through `load`.
   * `fresh` always loads (and keeps what it loaded): for requests that change state.
   */
  async read(
    sid: string,
    load: () => Promise<LoginRecord | null>,
    options: { fresh?: boolean } = {},
  ): Promise<LoginRecord | null> {
    const startedAt = this.now();
    const entry = this.entries.get(sid);
    if (entry && !options.fresh) {
      const fresh = startedAt - entry.readAt < this.options.ttlMs;
      if (fresh && entry.record.expire.getTime() > startedAt) return copyOf(entry.record);
      this.entries.delete(sid);
    }
    const underWay = this.loading.get(sid);
    // Fifty requests of a page arriving as the copy expires make one read, not fifty; one
    // begun before a change is not waited for.
    if (underWay && underWay.changes === this.changes && !options.fresh) {
      const record = await underWay.promise;
      return record && copyOf(record);
    }
    const changesBefore = this.changes;
    const promise = load();
    this.loading.set(sid, { changes: changesBefore, promise });
    let record: LoginRecord | null;
    try {
      record = await promise;
    } finally {
      if (this.loading.get(sid)?.promise === promise) this.loading.delete(sid);
    }
    // What was read replaces what was kept, also when it is not kept itself.
    this.entries.delete(sid);
    if (record && this.options.ttlMs > 0 && this.changes === changesBefore) {
      if (this.entries.size >= this.options.maxEntries) {
        // The oldest read goes first (a Map keeps insertion order).
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(sid, { record: copyOf(record), readAt: startedAt });
    }
    return record;
  }

  forget(change: LoginCacheChange) {
    this.changes += 1;
    if ('sid' in change) {
      this.entries.delete(change.sid);
      return;
    }
    for (const [sid, { record }] of this.entries) {
      const user = record.user;
      // A deleted coach's clients lose their coach (the foreign key sets it null).
      const id = change.userId;
      if (record.data.userId === id || user?.id === id || user?.coachId === id) {
        this.entries.delete(sid);
      }
    }
  }

  get size() {
    return this.entries.size;
  }

  /** Stops taking part in forgetCachedLogins (the app closed). */
  close() {
    this.entries.clear();
    caches.delete(this);
  }
}

/**
 * The one owner of invalidation (decision 192): every write to the `users` or `sessions`
 * table goes through user-repository.ts or login-repository.ts, which call this with what
 * they change. Inside a transaction it forgets now and once more after the commit.
 */
export function forgetCachedLogins(db: Database, change: LoginCacheChange) {
  nowAndAfterCommit(db, () => {
    for (const cache of caches) cache.forget(change);
  });
}
