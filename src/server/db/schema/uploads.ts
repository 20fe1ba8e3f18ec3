import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamptz } from './columns';

/**
 * A finished resumable upload being analysed (POST /api/transcribe {uploadId}): one row while
 * its analysis is admitted, so the same upload named twice at once (a retry after a gateway
 * time-out, two tabs) is analysed once, across web processes. Released when the analysis is
 * refused (the upload stays to be named again) or done (the upload is gone); a claim left by
 * a process that died is taken over once stale.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    uploadId: text('upload_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamptz('claimed_at').notNull(),
  },
  (table) => [index('upload_claims_claimed_at_idx').on(table.claimedAt)],
);
