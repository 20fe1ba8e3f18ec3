import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LIVE_SESSION_STATUSES } from '@shared/recordings/live-schemas';
import { users } from './accounts';
import { createdAt, timestamptz, updatedAt } from './columns';
import { mediaType, speakingType } from './enums';
import { jobs, practiceSessions, recordings } from './practice';

/**
 * A live practice session: a recording streamed in pieces while it is made, analysed as the
 * pieces arrive (docs/architecture.md, "Live sessions"). At most one per user is open.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LIVE_SESSION_STATUSES }).notNull().default('recording'),
    mediaType: mediaType('media_type').notNull(),
    mimeType: text('mime_type').notNull(),
    speakingType: speakingType('speaking_type').notNull().default('practice'),
    practicePrompt: text('practice_prompt'),
    /** The month's practice-ledger entry, taken when the session was created. */
    ledgerEntryId: uuid('ledger_entry_id').references(() => practiceSessions.id, {
      onDelete: 'set null',
    }),
    pieceCount: integer('piece_count').notNull().default(0),
    byteCount: bigint('byte_count', { mode: 'number' }).notNull().default(0),
    /** Seconds of audio decoded from the pieces so far. */
    receivedSeconds: doublePrecision('received_seconds').notNull().default(0),
    /** Audio before this is transcribed and measured, in `live_session_parts`. */
    analyzedSeconds: doublePrecision('analysed_seconds').notNull().default(0),
    partCount: integer('part_count').notNull().default(0),
    recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    lastPieceAt: timestamptz('last_piece_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('live_sessions_one_open_per_user_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('recording', 'finishing')`),
    index('live_sessions_status_updated_idx').on(table.status, table.updatedAt),
  ],
);

/** One stored piece of a live session's media, encrypted in the media store. */
export const liveSessionPieces = pgTable(
  'live_session_pieces',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    mediaKey: text('media_key').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.seq] })],
);

/**
 * One analysed stretch of a live session, [start, end) seconds: its words, speech segments,
 * voice frames and voice embeddings, so Stop only analyses what came after the last one.
 */
export const liveSessionParts = pgTable(
  'live_session_parts',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    startSeconds: doublePrecision('start_seconds').notNull(),
    endSeconds: doublePrecision('end_seconds').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.index] })],
);
