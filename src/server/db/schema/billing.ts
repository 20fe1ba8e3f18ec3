import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/**
 * Stripe events already handled, by event id. Handling syncs from Stripe's own state, so a
 * repeat would be harmless; the record skips the extra API call and leaves an audit trail.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  objectId: text('object_id'),
  processedAt: timestamptz('processed_at').notNull().defaultNow(),
});

/**
 * The offline test-mode stand-in for Stripe keeps its customers, checkout sessions,
 * subscriptions and events here, so they survive a restart and every process sees them.
 * Never used when STRIPE_SECRET_KEY is set.
 */
export const localStripeObjects = pgTable(
  'local_stripe_objects',
  {
    id: text('id').primaryKey(),
    objectType: text('object_type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('local_stripe_objects_type_idx').on(table.objectType, table.createdAt)],
);
