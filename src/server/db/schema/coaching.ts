import {
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { recordings } from './practice';

/**
 * A comment pinned to a moment of a recording: by the owner's coach, or by the owner in
 * reply. Plain text, never rendered as HTML.
 */
export const recordingComments = pgTable(
  'recording_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Seconds from the start of the recording. */
    atSeconds: real('at_seconds').notNull(),
    text: text('text').notNull(),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => recordingComments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('recording_comments_recording_idx').on(table.recordingId, table.atSeconds)],
);

/**
 * How often one recording used each crutch phrase (filler, hedge, repeated phrase), counted
 * from its stored words after its dismissed fillers are taken out. Rewritten when the
 * recording is analysed or corrected; removed with it.
 */
export const recordingPhraseCounts = pgTable(
  'recording_phrase_counts',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    /** 'filler' | 'hedge' | 'repeat'. */
    kind: text('kind', { enum: ['filler', 'hedge', 'repeat'] }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.recordingId, table.phrase] }),
    index('recording_phrase_counts_user_idx').on(table.userId, table.phrase),
  ],
);

/**
 * A detected filler the person marked "not a filler". filler_index is the filler's place in
 * the recording's list of detected fillers (in time order), which never changes once analysed.
 */
export const fillerDismissals = pgTable(
  'filler_dismissals',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    fillerIndex: integer('filler_index').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.recordingId, table.fillerIndex] })],
);

/**
 * What a person's dismissals taught: this word, after this word (or '' for any), is not a
 * filler for them in later analyses ("like" after "I"). Viewed and cleared in settings.
 */
export const fillerExceptions = pgTable(
  'filler_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The filler as detected, lower case ("like", "you know"). */
    word: text('word').notNull(),
    /** The word before it, lower case; '' when the exception holds after any word. */
    previousWord: text('previous_word').notNull().default(''),
    /** The recording whose dismissal taught it, while that recording exists. */
    sourceRecordingId: uuid('source_recording_id').references(() => recordings.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('filler_exceptions_rule_unq').on(table.userId, table.word, table.previousWord),
  ],
);
