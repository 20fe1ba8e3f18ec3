import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_PIECE_MAX_BYTES } from '@shared/recordings/limits';
import {
  LIVE_PIECE_CONTENT_TYPE,
  createLiveSessionSchema,
  finishLiveSessionBodySchema,
  livePieceParamsSchema,
  livePieceReplySchema,
  liveSessionParamsSchema,
  liveSessionSchema,
  openLiveSessionReplySchema,
} from '@shared/recordings/live-schemas';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { asyncJobReplySchema, recordingSchema } from '@shared/recordings/schemas';
import type { AppDependencies } from '../../../app-dependencies';
import { requireUser } from '../../auth';
import { errorResponses } from '../../../http/error-responses';
import { openLiveSession } from './create-live-session';
import { discardLiveSession } from './discard-live-session';
import { finishLiveSession } from './finish-live-session';
import { getOpenLiveSession } from './get-open-live-session';
import { presentLiveSession } from './live-session-presenter';
import { pieceTooLarge, receiveLivePiece } from './receive-live-piece';

const SIGN_IN_TO_RECORD = PRACTICE_MESSAGES.loginRequiredRecord;

/** Live practice sessions: a recording streamed while it is made (src/shared/recordings/live-schemas.ts). */
export const liveSessionRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;

  // A piece is raw bytes, read up to LIVE_PIECE_MAX_BYTES (this plugin's routes only).
  app.addContentTypeParser(LIVE_PIECE_CONTENT_TYPE, (request, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > LIVE_PIECE_MAX_BYTES) {
      done(pieceTooLarge(), undefined);
      payload.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > LIVE_PIECE_MAX_BYTES) {
        failed = true;
        done(pieceTooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (!failed) done(error, undefined);
      failed = true;
    });
  });

  app.post(
    '/api/live-sessions',
    {
      config: { limit: { rule: 'upload' } },
      schema: {
        tags: ['practice'],
        summary:
          'Opens a live practice session at the countdown; it counts once against the free limit',
        body: createLiveSessionSchema,
        response: {
          201: liveSessionSchema,
          ...errorResponses(
            'UNAUTHENTICATED',
            'LIVE_SESSION_OPEN',
            'PRACTICE_LIMIT_REACHED',
            // For an assignment (product rules R11.3): not the person's (404), closed, audio when
            // video is required, or no attempts left.
            'NOT_FOUND',
            'ASSIGNMENT_CLOSED',
            'VIDEO_REQUIRED',
            'ATTEMPTS_EXHAUSTED',
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      const session = await openLiveSession(db, user, request.body);
      return reply.code(201).send(presentLiveSession(session));
    },
  );

  app.get(
    '/api/live-sessions/open',
    {
      schema: {
        tags: ['practice'],
        summary:
          "The person's unfinished live session, if any (after a reload or a lost connection)",
        response: { 200: openLiveSessionReplySchema, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      const session = await getOpenLiveSession(db, { user });
      return { session: session ? presentLiveSession(session) : null };
    },
  );

  app.put(
    '/api/live-sessions/:id/pieces/:seq',
    {
      schema: {
        tags: ['practice'],
        summary: 'One piece of a live recording, in order, as raw bytes (application/octet-stream)',
        params: livePieceParamsSchema,
        consumes: [LIVE_PIECE_CONTENT_TYPE],
        response: {
          200: livePieceReplySchema,
          ...errorResponses(
            'UNAUTHENTICATED',
            'NOT_FOUND',
            'LIVE_SESSION_CLOSED',
            'PIECE_OUT_OF_ORDER',
            'PIECE_ALREADY_RECEIVED',
            'INVALID_PIECE',
            'PIECE_TOO_LARGE',
            'PAYLOAD_TOO_LARGE',
            'RECORDING_TOO_LONG',
          ),
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveLivePiece(db, deps, deps.queue, {
        user,
        liveSessionId: request.params.id,
        seq: request.params.seq,
        body,
      });
    },
  );

  app.post(
    '/api/live-sessions/:id/finish',
    {
      schema: {
        tags: ['practice'],
        summary:
          'Analyses what arrived of a live session: the recording (200), or a job for a video without body-language samples (202)',
        params: liveSessionParamsSchema,
        body: finishLiveSessionBodySchema,
        response: {
          200: recordingSchema,
          202: asyncJobReplySchema,
          ...errorResponses(
            'UNAUTHENTICATED',
            'NOT_FOUND',
            'LIVE_SESSION_CLOSED',
            'RECORDING_TOO_SHORT',
            'BAD_REQUEST',
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      const outcome = await finishLiveSession(db, deps, deps.queue, {
        user,
        liveSessionId: request.params.id,
        input: request.body,
      });
      if (outcome.kind === 'job') return reply.code(202).send(outcome.reply);
      return outcome.recording;
    },
  );

  app.delete(
    '/api/live-sessions/:id',
    {
      schema: {
        tags: ['practice'],
        summary: 'Discards an unfinished live session and gives its practice session back',
        params: liveSessionParamsSchema,
        response: {
          204: z.null(),
          ...errorResponses('UNAUTHENTICATED', 'NOT_FOUND', 'LIVE_SESSION_CLOSED'),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      await discardLiveSession(db, deps, { user, liveSessionId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
