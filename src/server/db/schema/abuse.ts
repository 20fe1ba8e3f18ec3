import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Rate-limit counters: one row per rule and subject (an account or a client address,
 * hashed), counting within a window that opens at the first attempt. Every web process
 * counts in the same row with an atomic upsert, so a limit holds across processes and
 * restarts. Rows past `expires_at` are pruned by a job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<rule>:<account|address>:<sha-256 of the subject>`; no email or address in clear. */
    key: text('key').primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
    /** The window's end: the counter starts again at 1 after it, and the row may be pruned. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('rate_limit_counters_expires_idx').on(table.expiresAt)],
);
