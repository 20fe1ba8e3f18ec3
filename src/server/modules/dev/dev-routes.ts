import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../auth';
import { answerLoopbackOnly } from '../../http/loopback-only';
import { contractSchema } from '../../http/contract-schema';
import { errorResponses } from '../../http/error-responses';
import { createPracticeHistory } from './create-practice-history';
import { createTemporaryUser } from './create-temporary-user';
import { getOutboxMail } from './get-outbox-mail';
import { listOutboxMails } from './list-outbox-mails';
import { renderOutboxList, renderOutboxMail } from './outbox-pages';

/**
 * Development helpers, registered only when enabled (config: DEV_TOOLS, or listening on
 * loopback; never in production) and answering only clients on this machine: the
 * outbox (mails kept instead of sent) as pages and JSON, a way to make a user with a
 * temporary password, and practice history for the dashboard.
 */
export const devRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;
  const tags = ['development'];
  answerLoopbackOnly(app, deps.config.publicUrl);
  // To a client elsewhere, every route here answers 404 NOT_FOUND.
  const notHere = errorResponses('NOT_FOUND');
  const page = { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } };
  // The outbox pages set their own inline styles.
  const pageHeaders = {
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
  };

  app.get(
    '/dev/outbox',
    { schema: { hide: true, response: { 200: page, ...notHere } } },
    async (_request, reply) =>
      reply
        .type('text/html')
        .headers(pageHeaders)
        .send(renderOutboxList(await listOutboxMails(db))),
  );

  app.get(
    '/dev/outbox/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().uuid() }),
        response: { 200: page, ...notHere },
      },
    },
    async (request, reply) => {
      const mail = await getOutboxMail(db, { id: request.params.id });
      return reply.type('text/html').headers(pageHeaders).send(renderOutboxMail(mail));
    },
  );

  app.get(
    routes.listOutboxMails.path,
    {
      schema: contractSchema(routes.listOutboxMails, {
        tags,
        summary: 'Development only: mails kept in the outbox, newest first',
      }),
    },
    async (request) =>
      (await listOutboxMails(db, { to: request.query.to })).map((mail) => ({
        id: mail.id,
        to: mail.recipientEmail,
        subject: mail.subject,
        text: mail.bodyText,
        html: mail.bodyHtml,
        status: mail.status,
        sentAt: mail.sentAt.toISOString(),
      })),
  );

  app.post(
    routes.createTemporaryUser.path,
    {
      schema: contractSchema(routes.createTemporaryUser, {
        tags,
        summary: 'Development only: creates a user with an emailed temporary password',
      }),
    },
    async (request) => {
      const { user, temporaryPassword } = await createTemporaryUser(
        { db, email: deps.email, config: deps.config },
        { input: request.body },
      );
      return { email: user.email, temporaryPassword };
    },
  );

  app.post(
    routes.createPracticeHistory.path,
    {
      schema: contractSchema(routes.createPracticeHistory, {
        tags,
        summary:
          'Development only: adds analysed practice sessions with chosen scores to the signed-in user, as if recorded',
      }),
    },
    async (request) => {
      const user = await requireUser(request, db);
      return createPracticeHistory(db, { user, input: request.body });
    },
  );
};
