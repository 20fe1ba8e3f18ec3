import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { PRODUCT_NAME } from '@shared/product';
import { UPLOAD_MAX_BYTES } from '@shared/recordings/limits';
import type { AppDependencies } from './app-dependencies';
import {
  answerClientError,
  answerHttpRefusals,
  answerFrameworkError,
  registerQueryCheck,
  requestValidatorCompiler,
} from './http/bad-input';
import { CONTENT_SECURITY_DIRECTIVES } from './http/content-security';
import { crossSitePlugin } from './http/cross-site';
import { registerErrorHandling } from './http/error-handler';
import { COMMON_ERROR_CODES_TEXT } from './http/error-responses';
import { describeRoute, documentRoutes } from './http/openapi';
import { rateLimitPlugin } from './modules/abuse';
import { LOGIN_COOKIE, loginPlugin } from './modules/auth';
import { registerDetectorModels } from './http/detector-models';
import { registerSiteFiles } from './http/site-files';
import { COMPRESSIBLE_TYPES, registerStaticClient } from './http/static-client';
import { checkDeclaredErrors } from './http/undeclared-errors';
import { APP_VERSION } from './lib/version';
import { startTestModeStripe, testModeStripeRoutes } from './dev-services/stripe/test-mode-stripe';
import { accountRoutes } from './modules/account/account-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { assignmentRoutes } from './modules/assignments/assignment-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { billingRoutes } from './modules/billing/billing-routes';
import { createBilling } from './modules/billing';
import { coachRoutes } from './modules/coach/coach-routes';
import { commentRoutes } from './modules/comments/comment-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { devRoutes } from './modules/dev/dev-routes';
import { goalRoutes } from './modules/goals/goal-routes';
import { healthRoutes } from './modules/health/health-routes';
import { progressRoutes } from './modules/progress/progress-routes';
import { promptRoutes } from './modules/prompts/prompt-routes';
import { liveSessionRoutes } from './modules/practice/live/live-session-routes';
import { recordingRoutes } from './modules/recordings/recording-routes';
import { fillerRoutes } from './modules/practice/filler-routes';
import { practiceRoutes } from './modules/practice/practice-routes';
import { assertCanPractice } from './modules/practice';
import { uploadRoutes } from './modules/uploads/upload-routes';

export interface BuildAppOptions extends AppDependencies {
  /** Where the built client lives; tests point this elsewhere or leave it unbuilt. */
  clientDist?: string;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    trustProxy: config.TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Requests without Host reach the app, which answers them in its own shape (bad-input.ts).
    http: { requireHostHeader: false },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Each route answers only the error codes it declares (tests fail on others; dev logs them).
  if (config.NODE_ENV !== 'production') checkDeclaredErrors(app);
  registerQueryCheck(app);

  // The security headers, from helmet's middleware built once. @fastify/helmet built it again
  // for every request, reading the whole policy each time: about 5% of the CPU of a login
  // read (decision 193). The headers are the same.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        ...CONTENT_SECURITY_DIRECTIVES,
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Pages stay apart from other sites' windows, except the windows they open: checkout is
    // Stripe's site in a popup, which the page must still see (open, closed) to follow the
    // payment. With `same-origin` the browser cut it off at once and the page said the popup
    // was blocked (decision 182).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // After the security headers, so its refusals carry them too.
  answerHttpRefusals(app);
  // Text over 1 KB goes out compressed to a client that asks (decision 175). Built assets are
  // compressed at build time and served as they are (static-client.ts); media never is.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
  });
  await app.register(fastifyCookie);
  // Before the login is read: a request from another site is refused without a lookup.
  await app.register(crossSitePlugin, { publicUrl: config.publicUrl });
  // Uploads stream to disk in the recordings module; these limits cut anything larger.
  await app.register(fastifyMultipart, {
    // A long live video's body-language samples are the largest field (about 1 MB at 30 minutes).
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 2 * 1024 * 1024 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: APP_VERSION,
        description:
          `The HTTP API of ${PRODUCT_NAME}. Errors are JSON { message, code, fields? }, ` +
          `some with details of their code. ${COMMON_ERROR_CODES_TEXT}`,
      },
      components: {
        securitySchemes: {
          // The login's cookie, under the name the published document has always given it.
          sessionCookie: { type: 'apiKey', in: 'cookie', name: LOGIN_COOKIE },
        },
      },
    },
    transform: describeRoute,
    transformObject: documentRoutes,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles; allow them on the docs pages only.
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
  await app.register(loginPlugin, {
    db: options.database.db,
    ttlDays: config.SESSION_TTL_DAYS,
    cookieSecure: config.cookieSecure,
    cacheMs: config.LOGIN_CACHE_MS,
  });
  await app.register(rateLimitPlugin, {
    db: options.database.db,
    addressScale: config.RATE_LIMIT_ADDRESS_SCALE,
  });

  await app.register(healthRoutes, options);
  // Test mode (no Stripe keys; development and tests only, never production): billing's
  // Stripe client is the local stand-in, which also serves the test-mode checkout.
  const testModeStripe =
    config.billingMode === 'test'
      ? await startTestModeStripe({ db: options.database.db, publicUrl: config.publicUrl })
      : null;
  const billing = createBilling(config, options.database.db, testModeStripe?.sdk ?? null);
  await app.register(authRoutes, options);
  await app.register(accountRoutes, { ...options, billing });
  await app.register(goalRoutes, options);
  await app.register(recordingRoutes, options);
  await app.register(practiceRoutes, options);
  await app.register(fillerRoutes, options);
  await app.register(commentRoutes, options);
  await app.register(uploadRoutes, {
    ...options,
    admitUpload: (user) => assertCanPractice(options.database.db, user),
  });
  await app.register(liveSessionRoutes, options);
  await app.register(promptRoutes, options);
  await app.register(progressRoutes, options);
  await app.register(coachRoutes, options);
  await app.register(assignmentRoutes, options);
  await app.register(adminRoutes, options);
  await app.register(contactRoutes, options);
  await app.register(billingRoutes, { ...options, billing });
  if (testModeStripe) {
    await app.register(testModeStripeRoutes, {
      stripe: testModeStripe,
      webhookSecret: billing.context.settings.webhookSecret,
      publicUrl: config.publicUrl,
    });
  }
  if (config.devToolsEnabled) await app.register(devRoutes, options);

  registerDetectorModels(app);
  registerSiteFiles(app, config.publicUrl);
  await registerStaticClient(app, options.clientDist);
  return app;
}
