import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import { LIVE_PIECE_MAX_BYTES } from '@shared/recordings/limits';
import { LIVE_PIECE_CONTENT_TYPE } from '@shared/recordings/live-schemas';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import type { AppDependencies } from '../../../app-dependencies';
import { requireUser } from '../../auth';
import { contractSchema } from '../../../http/contract-schema';
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
    routes.createLiveSession.path,
    {
      config: { limit: { rule: 'upload' } },
      schema: contractSchema(routes.createLiveSession, {
        tags: ['practice'],
        summary:
          'Opens a live practice session at the countdown; it counts once against the free limit',
      }),
    },
    async (request, reply) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      const session = await openLiveSession(db, user, request.body);
      return reply.code(201).send(presentLiveSession(session));
    },
  );

  app.get(
    routes.getOpenLiveSession.path,
    {
      schema: contractSchema(routes.getOpenLiveSession, {
        tags: ['practice'],
        summary:
          "The person's unfinished live session, if any (after a reload or a lost connection)",
      }),
    },
    async (request) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      const session = await getOpenLiveSession(db, { user });
      return { session: session ? presentLiveSession(session) : null };
    },
  );

  app.put(
    routes.putLivePiece.path,
    {
      config: { limit: { rule: 'livePiece' } },
      schema: contractSchema(routes.putLivePiece, {
        tags: ['practice'],
        summary: 'One piece of a live recording, in order, as raw bytes (application/octet-stream)',
      }),
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
    routes.finishLiveSession.path,
    {
      schema: contractSchema(routes.finishLiveSession, {
        tags: ['practice'],
        summary:
          'Analyses what arrived of a live session: the recording (200), or a job for a video without body-language samples (202)',
      }),
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
    routes.discardLiveSession.path,
    {
      schema: contractSchema(routes.discardLiveSession, {
        tags: ['practice'],
        summary: 'Discards an unfinished live session and gives its practice session back',
      }),
    },
    async (request, reply) => {
      const user = await requireUser(request, db, SIGN_IN_TO_RECORD);
      await discardLiveSession(db, deps, { user, liveSessionId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
