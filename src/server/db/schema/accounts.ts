import {
  boolean,
  index,
  integer,
  json,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { subscriptionPlan, subscriptionStatus, userRole } from './enums';

/** users (product rules R3.2 and R3.1). Secrets (passwords, tokens) are stored only as hashes. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    provider: text('provider').notNull().default('local'),
    providerId: text('provider_id'),
    profileImageUrl: text('profile_image_url'),
    isFirstSession: boolean('is_first_session').notNull().default(true),
    totalSessions: integer('total_sessions').notNull().default(0),
    isAdmin: boolean('is_admin').notNull().default(false),
    userRole: userRole('user_role').notNull().default('user'),
    coachId: uuid('coach_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isCoachManaged: boolean('is_coach_managed').notNull().default(false),
    temporaryPasswordHash: text('temporary_password_hash'),
    temporaryPasswordExpiry: timestamptz('temporary_password_expiry'),
    /** When the temporary password signed someone in: it signs in once (decision 167). */
    temporaryPasswordUsedAt: timestamptz('temporary_password_used_at'),
    requiresPasswordChange: boolean('requires_password_change').notNull().default(false),
    isAdminCreated: boolean('is_admin_created').notNull().default(false),
    originalRole: userRole('original_role'),
    isInSwitchedMode: boolean('is_in_switched_mode').notNull().default(false),
    resetToken: text('reset_token'),
    resetTokenExpiry: timestamptz('reset_token_expiry'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    subscriptionStatus: subscriptionStatus('subscription_status').notNull().default('free'),
    subscriptionPlan: subscriptionPlan('subscription_plan'),
    subscriptionEndsAt: timestamptz('subscription_ends_at'),
    monthlyPracticeCount: integer('monthly_practice_count').notNull().default(0),
    practiceMonthReset: timestamptz('practice_month_reset'),
    /** Settings: "Delete my audio after analysis" (product rules R1.18). */
    deleteAudioAfterAnalysis: boolean('delete_audio_after_analysis').notNull().default(false),
    /** Settings: emails about coaching (a new assignment, a client's submission). */
    coachingEmails: boolean('coaching_emails').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('users_coach_id_idx').on(table.coachId),
    index('users_created_at_idx').on(table.createdAt),
    index('users_reset_token_idx').on(table.resetToken),
  ],
);

/**
 * sessions: the logins (code says login; the table keeps its published name, decision 136).
 * sid, sess (json), expire, as connect-pg-simple lays it out (decision 1). sid holds a hash of the
 * token the browser carries, never the token itself; user_id lets every login of a user be ended at
 * once (password change, account deletion).
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').$type<Record<string, unknown>>().notNull(),
    expire: timestamp('expire', { precision: 6, mode: 'date' }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('sessions_expire_idx').on(table.expire),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/** A sign-up waiting for its 6-digit code. The code is stored only as a hash. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'signup' holds a pending account; 'email_change' a signed-in user's new address. */
    purpose: text('purpose', { enum: ['signup', 'email_change'] })
      .notNull()
      .default('signup'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    verificationCode: text('verification_code').notNull(),
    /** Wrong codes tried against this one; at most 5 are allowed (accounts issue). */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_verifications_email_idx').on(table.email, table.createdAt),
    index('email_verifications_user_idx').on(table.userId),
  ],
);

/** Every email sent, or held in the development outbox when no SMTP server is configured. */
export const emailLogs = pgTable(
  'email_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    emailType: text('email_type').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    subject: text('subject'),
    bodyText: text('body_text'),
    bodyHtml: text('body_html'),
    status: text('status').notNull().default('sent'),
    /** The provider's message id (the column keeps its published name). */
    sendgridMessageId: text('sendgrid_message_id'),
    errorMessage: text('error_message'),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [
    index('email_logs_sent_at_idx').on(table.sentAt),
    index('email_logs_recipient_idx').on(table.recipientEmail, table.sentAt),
  ],
);

/** Messages sent through /contact. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
