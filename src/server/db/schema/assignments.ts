import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, timestamptz, updatedAt } from './columns';

/**
 * A speaking task a coach sets for some of their clients: a prompt, optional instructions,
 * a due date, a number of attempts (0 = unlimited) and whether video is required. Closing it
 * (closed_at) stops submissions without losing them.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    prompt: text('prompt').notNull(),
    instructions: text('instructions'),
    dueAt: timestamptz('due_at'),
    /** Submissions allowed per client; 0 means unlimited. */
    maxAttempts: integer('max_attempts').notNull().default(0),
    videoRequired: boolean('video_required').notNull().default(false),
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('assignments_coach_created_idx').on(table.coachId, table.createdAt.desc())],
);

/** The clients an assignment was given to. */
export const assignmentClients = pgTable(
  'assignment_clients',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.clientId] }),
    index('assignment_clients_client_idx').on(table.clientId),
  ],
);
