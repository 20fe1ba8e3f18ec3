import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Rate-limit counters: one row per rule, subject (an account or a client address, hashed)
 * and fixed window. Every web process counts in the same rows with an atomic upsert, so a
 * limit holds across processes and restarts. Rows past `expires_at` are pruned by a job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<rule>:<account|address>:<sha-256 of the subject>`; no email or address in clear. */
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_expires_idx').on(table.expiresAt),
  ],
);
