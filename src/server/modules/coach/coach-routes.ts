import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { signedInUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
import { type AuthContext, presentUserWithCoach } from '../auth';
import { getClientResults } from './client-results';
import { presentClient, presentClientRecording } from './coach-presenter';
import { requireCoach } from './coach-policy';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { presentRecording } from '../recordings';
import { getClientRecording } from './get-client-recording';
import { getClientCrutchPhrases } from './get-client-crutch-phrases';
import { getClientRecordings } from './get-client-recordings';
import { listClients } from './list-clients';
import { switchBack, switchToPremium } from './switch-mode';

const tags = ['coach'];

export const coachRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;
  const context: AuthContext = { db, email: deps.email, config: deps.config };

  app.get(
    routes.listCoachClients.path,
    {
      schema: contractSchema(routes.listCoachClients, {
        tags,
        summary: "The coach's clients, newest first",
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return (await listClients(db, { coach })).map(presentClient);
    },
  );

  app.get(
    routes.listClientResults.path,
    {
      schema: contractSchema(routes.listClientResults, {
        tags,
        summary: "Each client's averages over their analysed recordings",
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return getClientResults(db, { coach });
    },
  );

  app.get(
    routes.getClientRecordings.path,
    {
      schema: contractSchema(routes.getClientRecordings, {
        tags,
        summary: 'One client and a page of their analysed recordings, newest first',
        description:
          'Keyset pages (decision 188): pass `nextCursor` as `cursor` for the next page; null after the last.',
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      const { client, rows, nextCursor } = await getClientRecordings(db, {
        coach,
        clientId: request.params.id,
        limit: request.query.limit,
        cursor: request.query.cursor,
      });
      return {
        client: presentClient(client),
        recordings: rows.map(presentClientRecording),
        nextCursor,
      };
    },
  );

  app.get(
    routes.getClientRecording.path,
    {
      schema: contractSchema(routes.getClientRecording, {
        tags,
        summary: "One of a client's recordings with its analysis, to replay and comment on",
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      const { recording } = await getClientRecording(db, {
        coach,
        clientId: request.params.id,
        recordingId: request.params.recordingId,
      });
      return presentRecording(recording);
    },
  );

  app.get(
    routes.getClientCrutchPhrases.path,
    {
      schema: contractSchema(routes.getClientCrutchPhrases, {
        tags,
        summary:
          "One client's crutch phrases across their analysed sessions, as on their dashboard",
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return getClientCrutchPhrases(db, { coach, clientId: request.params.id });
    },
  );

  app.post(
    routes.createClient.path,
    {
      schema: contractSchema(routes.createClient, {
        tags,
        summary: 'Creates a client account and emails its temporary password',
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      const result = await createClient(context, { coach, input: request.body });
      return { ...result, client: presentClient(result.client) };
    },
  );

  app.delete(
    routes.deleteClient.path,
    {
      schema: contractSchema(routes.deleteClient, {
        tags,
        summary: 'Deletes a client account and everything it owns',
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return deleteClient(
        { db, media: deps.media, uploads: deps.uploads },
        { coach, clientId: request.params.id },
      );
    },
  );

  app.post(
    routes.switchToPremium.path,
    {
      schema: contractSchema(routes.switchToPremium, {
        tags,
        summary: 'The coach previews the product as a premium user',
      }),
    },
    async (request) => {
      const result = await switchToPremium(db, requireCoach(await signedInUser(request, db)));
      return { message: result.message, user: await presentUserWithCoach(db, result.user) };
    },
  );

  app.post(
    routes.switchBack.path,
    {
      schema: contractSchema(routes.switchBack, { tags, summary: 'Back to coach mode' }),
    },
    async (request) => {
      const result = await switchBack(db, requireCoach(await signedInUser(request, db)));
      return { message: result.message, user: await presentUserWithCoach(db, result.user) };
    },
  );
};
