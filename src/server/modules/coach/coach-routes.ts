import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@shared/auth/schemas';
import {
  clientIdParamsSchema,
  clientRecordingParamsSchema,
  clientRecordingsResponseSchema,
  clientResultListSchema,
  coachClientListSchema,
  coachSwitchResponseSchema,
  createClientRequestSchema,
  createClientResponseSchema,
} from '@shared/coach/schemas';
import { recordingSchema } from '@shared/recordings/schemas';
import { crutchPhrasesSchema } from '@shared/progress/crutch-phrases';
import type { AppDependencies } from '../../app-dependencies';
import { signedInUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
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
/** Every coach route: a guest is asked to sign in, anyone but a coach is refused. */
const COACH_ERRORS = ['UNAUTHENTICATED', 'FORBIDDEN'] as const;

export const coachRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;
  const context: AuthContext = { db, email: deps.email, config: deps.config };

  app.get(
    '/api/coach/clients',
    {
      schema: {
        tags,
        summary: "The coach's clients, newest first",
        response: { 200: coachClientListSchema, ...errorResponses(...COACH_ERRORS) },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return (await listClients(db, { coach })).map(presentClient);
    },
  );

  app.get(
    '/api/coach/client-results',
    {
      schema: {
        tags,
        summary: "Each client's averages over their analysed recordings",
        response: { 200: clientResultListSchema, ...errorResponses(...COACH_ERRORS) },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return getClientResults(db, { coach });
    },
  );

  app.get(
    '/api/coach/clients/:id/recordings',
    {
      schema: {
        tags,
        summary: 'One client and their analysed recordings, newest first',
        params: clientIdParamsSchema,
        response: {
          200: clientRecordingsResponseSchema,
          ...errorResponses(...COACH_ERRORS, 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      const { client, recordings } = await getClientRecordings(db, {
        coach,
        clientId: request.params.id,
      });
      return { client: presentClient(client), recordings: recordings.map(presentClientRecording) };
    },
  );

  app.get(
    '/api/coach/clients/:id/recordings/:recordingId',
    {
      schema: {
        tags,
        summary: "One of a client's recordings with its analysis, to replay and comment on",
        params: clientRecordingParamsSchema,
        response: { 200: recordingSchema, ...errorResponses(...COACH_ERRORS, 'NOT_FOUND') },
      },
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
    '/api/coach/clients/:id/crutch-phrases',
    {
      schema: {
        tags,
        summary:
          "One client's crutch phrases across their analysed sessions, as on their dashboard",
        params: clientIdParamsSchema,
        response: {
          200: crutchPhrasesSchema,
          ...errorResponses(...COACH_ERRORS, 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return getClientCrutchPhrases(db, { coach, clientId: request.params.id });
    },
  );

  app.post(
    '/api/coach/create-client',
    {
      schema: {
        tags,
        summary: 'Creates a client account and emails its temporary password',
        body: createClientRequestSchema,
        response: {
          200: createClientResponseSchema,
          ...errorResponses(...COACH_ERRORS, 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      const result = await createClient(context, { coach, input: request.body });
      return { ...result, client: presentClient(result.client) };
    },
  );

  app.delete(
    '/api/coach/clients/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a client account and everything it owns',
        params: clientIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...COACH_ERRORS, 'NOT_FOUND') },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return deleteClient(context, { coach, clientId: request.params.id });
    },
  );

  app.post(
    '/api/coach/switch-to-premium',
    {
      schema: {
        tags,
        summary: 'The coach previews the product as a premium user',
        response: {
          200: coachSwitchResponseSchema,
          ...errorResponses(...COACH_ERRORS, 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const result = await switchToPremium(db, requireCoach(await signedInUser(request, db)));
      return { message: result.message, user: await presentUserWithCoach(db, result.user) };
    },
  );

  app.post(
    '/api/coach/switch-back',
    {
      schema: {
        tags,
        summary: 'Back to coach mode',
        response: {
          200: coachSwitchResponseSchema,
          ...errorResponses(...COACH_ERRORS, 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const result = await switchBack(db, requireCoach(await signedInUser(request, db)));
      return { message: result.message, user: await presentUserWithCoach(db, result.user) };
    },
  );
};
