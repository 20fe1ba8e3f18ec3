import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('defaults to port 5000, ./data and the embedded database', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseMode).toBe('embedded');
    expect(config.publicUrl).toBe('http://localhost:5000');
    // Unset: the server chooses at start (speech/choose-engine.ts).
    expect(config.SPEECH_ENGINE).toBeUndefined();
  });

  it('bills through Stripe with a key, in test mode without one, and not at all in production', () => {
    expect(loadConfig({}).billingMode).toBe('test');
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.billingMode).toBe('stripe');
    const key = Buffer.alloc(32).toString('base64');
    expect(loadConfig({ NODE_ENV: 'production', MEDIA_ENCRYPTION_KEY: key }).billingMode).toBe(
      'off',
    );
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY/),
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_PRICE_MONTHLY: 'x' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: must be a Stripe secret key/),
      'STRIPE_PRICE_MONTHLY: must be a Stripe price id',
    ]);
  });

  it('listens on loopback with the development helpers outside production, on every interface without them in production', () => {
    const development = loadConfig({});
    expect(development.HOST).toBe('127.0.0.1');
    expect(development.devToolsEnabled).toBe(true);
    const key = Buffer.alloc(32).toString('base64');
    const production = loadConfig({ NODE_ENV: 'production', MEDIA_ENCRYPTION_KEY: key });
    expect(production.HOST).toBe('0.0.0.0');
    expect(production.devToolsEnabled).toBe(false);
  });

  it('turns the development helpers off on a network address unless enabled explicitly', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      const config = loadConfig({ HOST });
      expect(config.devToolsEnabled).toBe(false);
      // The test-mode checkout is one of the helpers.
      expect(config.billingMode).toBe('off');
    }
    for (const HOST of ['localhost', '127.0.0.1', '::1', '[::1]']) {
      expect(loadConfig({ HOST }).devToolsEnabled).toBe(true);
    }
    expect(loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: 'true' }).devToolsEnabled).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_TOOLS: 'true' }).billingMode).toBe('test');
    expect(loadConfig({ DEV_TOOLS: 'false' }).devToolsEnabled).toBe(false);
    const key = Buffer.alloc(32).toString('base64');
    expect(
      problemsOf({ NODE_ENV: 'production', MEDIA_ENCRYPTION_KEY: key, DEV_TOOLS: 'true' }),
    ).toEqual(['DEV_TOOLS: development helpers never run in production; remove DEV_TOOLS']);
  });

  it('takes the admin account as an email and password pair', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'ada@example.com' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD are set together',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'ada@example.com', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD: must be at least 8 characters',
    ]);
    const config = loadConfig({ ADMIN_EMAIL: ' Ada@Example.com ', ADMIN_PASSWORD: 'long-enough' });
    expect(config.ADMIN_EMAIL).toBe('ada@example.com');
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/cadence' });
    expect(config.databaseMode).toBe('postgres');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).databaseMode).toBe('embedded');
  });

  it('refuses bad values with a message naming each variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SPEECH_ENGINE: 'siri' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT: /m);
      expect(problems).toMatch(/^DATABASE_URL: must start with postgres:\/\//m);
      expect(problems).toMatch(/^SPEECH_ENGINE: /m);
    }
  });

  it('needs a 32-byte MEDIA_ENCRYPTION_KEY in production, and checks any key given', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'MEDIA_ENCRYPTION_KEY: required in production: generate one with `openssl rand -base64 32`',
    ]);
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(problemsOf({ NODE_ENV: 'production', MEDIA_ENCRYPTION_KEY: key })).toEqual([]);
    expect(problemsOf({ MEDIA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toEqual([
      'MEDIA_ENCRYPTION_KEY: must be 32 bytes in base64 (openssl rand -base64 32)',
    ]);
    expect(problemsOf({})).toEqual([]);
  });

  it('keeps media locally by default, and in an S3-compatible bucket with MEDIA_STORE=s3', () => {
    const local = loadConfig({});
    expect(local.MEDIA_STORE).toBe('local');
    expect(local.S3_REGION).toBe('us-east-1');
    expect(local.S3_FORCE_PATH_STYLE).toBe(false);

    const minio = loadConfig({
      MEDIA_STORE: 's3',
      S3_BUCKET: 'cadence-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio).toMatchObject({
      MEDIA_STORE: 's3',
      S3_BUCKET: 'cadence-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: true,
    });
    // AWS itself, with the SDK's own credentials (an instance role): a bucket is enough.
    expect(problemsOf({ MEDIA_STORE: 's3', S3_BUCKET: 'cadence-media' })).toEqual([]);
  });

  it('refuses an S3 media store without a bucket, or with half its keys or bad values', () => {
    expect(problemsOf({ MEDIA_STORE: 's3' })).toEqual([
      'S3_BUCKET: required when MEDIA_STORE=s3: the bucket that keeps the media',
    ]);
    expect(problemsOf({ MEDIA_STORE: 'gcs' })).toEqual([expect.stringMatching(/^MEDIA_STORE: /)]);
    expect(problemsOf({ S3_BUCKET: 'cadence-media' })).toEqual([
      'MEDIA_STORE: S3_BUCKET is set but media are kept locally: set MEDIA_STORE=s3 (or remove S3_BUCKET)',
    ]);
    expect(
      problemsOf({ MEDIA_STORE: 's3', S3_BUCKET: 'cadence-media', S3_ACCESS_KEY_ID: 'minio' }),
    ).toEqual(['S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together']);
    expect(
      problemsOf({
        MEDIA_STORE: 's3',
        S3_BUCKET: 'Cadence_Media',
        S3_ENDPOINT: 'ftp://storage.example',
        S3_FORCE_PATH_STYLE: 'maybe',
      }),
    ).toEqual([
      'S3_BUCKET: must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
      'S3_ENDPOINT: must be an http:// or https:// URL',
      expect.stringMatching(/^S3_FORCE_PATH_STYLE: /),
    ]);
  });

  it('needs ASSEMBLYAI_API_KEY when SPEECH_ENGINE=assemblyai', () => {
    expect(problemsOf({ SPEECH_ENGINE: 'assemblyai' })).toEqual([
      'ASSEMBLYAI_API_KEY: required when SPEECH_ENGINE=assemblyai',
    ]);
    expect(problemsOf({ SPEECH_ENGINE: 'assemblyai', ASSEMBLYAI_API_KEY: '' })).toEqual([
      'ASSEMBLYAI_API_KEY: required when SPEECH_ENGINE=assemblyai',
    ]);
    // Reported together with other bad values, so one start shows every problem.
    expect(problemsOf({ SPEECH_ENGINE: 'assemblyai', PORT: 'eighty' })).toEqual([
      expect.stringMatching(/^PORT: /),
      'ASSEMBLYAI_API_KEY: required when SPEECH_ENGINE=assemblyai',
    ]);
    expect(problemsOf({ ASSEMBLYAI_BASE_URL: 'not a url' })).toEqual([
      expect.stringMatching(/^ASSEMBLYAI_BASE_URL: /),
    ]);

    const config = loadConfig({
      SPEECH_ENGINE: 'assemblyai',
      ASSEMBLYAI_API_KEY: 'key',
      ASSEMBLYAI_BASE_URL: 'http://127.0.0.1:8080',
    });
    expect(config.ASSEMBLYAI_API_KEY).toBe('key');
    expect(config.ASSEMBLYAI_BASE_URL).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ ASSEMBLYAI_API_KEY: 'key' }).SPEECH_ENGINE).toBeUndefined();
  });

  it('reads HF_ENDPOINT, the mirror whisper models come from, as an address', () => {
    expect(loadConfig({ HF_ENDPOINT: 'https://hf-mirror.com' }).HF_ENDPOINT).toBe(
      'https://hf-mirror.com',
    );
    expect(problemsOf({ HF_ENDPOINT: 'hf-mirror' })).toEqual([
      expect.stringMatching(/^HF_ENDPOINT: /),
    ]);
  });

  it('needs WHISPER_MODEL, naming an existing file, when SPEECH_ENGINE=whisper', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-config-'));
    try {
      const model = path.join(dir, 'ggml-base.en.bin');
      fs.writeFileSync(model, 'model');
      const missing = path.join(dir, 'ggml-missing.bin');

      expect(problemsOf({ SPEECH_ENGINE: 'whisper' })).toEqual([
        'WHISPER_MODEL: required when SPEECH_ENGINE=whisper: run `npm run models:download base.en` and set the path it prints',
      ]);
      expect(problemsOf({ SPEECH_ENGINE: 'whisper', WHISPER_MODEL: missing })).toEqual([
        `WHISPER_MODEL: no model file at ${missing}: run \`npm run models:download base.en\` and set the path it prints`,
      ]);
      // A folder is not a model file either.
      expect(problemsOf({ SPEECH_ENGINE: 'whisper', WHISPER_MODEL: dir })).toEqual([
        expect.stringMatching(/^WHISPER_MODEL: no model file at /),
      ]);
      // Reported together with other bad values.
      expect(problemsOf({ SPEECH_ENGINE: 'whisper', PORT: 'eighty' })).toEqual([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^WHISPER_MODEL: required when SPEECH_ENGINE=whisper/),
      ]);
      // Only a forced whisper engine reads the model, so it is not checked otherwise.
      expect(loadConfig({ WHISPER_MODEL: missing }).SPEECH_ENGINE).toBeUndefined();

      const relative = path.relative(process.cwd(), model);
      const config = loadConfig({ SPEECH_ENGINE: 'whisper', WHISPER_MODEL: relative });
      expect(config.SPEECH_ENGINE).toBe('whisper');
      expect(config.WHISPER_MODEL).toBe(model);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('uses secure cookies when the public address is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cadence.example/' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://cadence.example/' }).publicUrl).toBe(
      'https://cadence.example',
    );
    expect(loadConfig({}).cookieSecure).toBe(false);
  });
});
