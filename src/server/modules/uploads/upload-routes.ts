import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routes } from '@shared/api/contract';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { UPLOADS_IN_PROGRESS_ACCOUNT_BYTES } from '@shared/recordings/limits';
import { UPLOAD_MESSAGES } from '@shared/recordings/upload-messages';
import { AppError } from '../../lib/app-error';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser, type UserRow } from '../auth';
import { contractSchema } from '../../http/contract-schema';
import type { UploadActor } from './resumable-uploads';
import { uploadFailure } from './upload-failures';

/** The body of a PATCH (and of a creation carrying its first bytes). */
const [CHUNK_CONTENT_TYPE] = routes.appendUpload.consumes;
/** The request headers tus reads; no others reach it (Forwarded, Origin and so on). */
const TUS_REQUEST_HEADERS = [
  'tus-resumable',
  'upload-length',
  'upload-defer-length',
  'upload-metadata',
  'upload-offset',
  'upload-concat',
  'upload-checksum',
  'content-type',
  'content-length',
];
const TUS_RESUMABLE = '1.0.0';
/** Same origin only: the CORS headers tus adds are dropped, and so is what the reply sets itself. */
const DROPPED_HEADERS = /^(access-control-|content-length$|content-type$|connection$)/;
const SIGN_IN_TO_UPLOAD = PRACTICE_MESSAGES.loginRequiredUpload;

/** An answer whose news is in its status and tus headers, with no body. */
const noContent = (description: string) => z.null().meta({ description });

/** The Fastify request as the web Request @tus/server reads; the body is streamed, not read. */
function tusRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of TUS_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const withBody = request.method === 'PATCH' || request.method === 'POST';
  // The host is never used: Locations are relative (resumable-uploads.ts).
  return new Request(new URL(request.url, 'http://cadence.invalid'), {
    method: request.method,
    headers,
    ...(withBody
      ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: 'half' }
      : {}),
  } as RequestInit);
}

/**
 * Resumable uploads, tus 1.0.0 (creation, termination, expiration) at RESUMABLE_UPLOADS_PATH,
 * for a signed-in person's own uploads (decision 141). @tus/server does the protocol; its answer
 * goes out through Fastify, so the security headers and hooks apply, and its refusals as our
 * `{ code, message }` errors. There is no GET: uploaded bytes are never served back.
 */
export const uploadRoutes: FastifyPluginAsyncZod<
  AppDependencies & {
    /**
     * Refuses a new upload its owner could not practise with (the free limit reached): from
     * the practice module, which this one may not import (decision 164).
     */
    admitUpload: (user: UserRow) => Promise<void>;
  }
> = async (app, deps) => {
  const db = deps.database.db;
  const uploads = deps.uploads;

  // In this plugin's routes only: a chunk's bytes are left unread for tus, which streams them
  // to the store and enforces the upload's length (Fastify's bodyLimit does not apply to
  // them). Any other body is refused 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(CHUNK_CONTENT_TYPE, (_request, _payload, done) => done(null, undefined));

  const totalQuota = deps.config.UPLOADS_IN_PROGRESS_MAX_GB * 1024 ** 3;
  /**
   * Creations in this process one after the other: each checks the bytes in progress, then
   * creates, so two at once cannot both pass a quota only one of them fits in.
   */
  let creating: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const run = creating.then(work, work);
    creating = run.catch(() => undefined);
    return run;
  };

  /**
   * 413 when the announced length would pass the account's or the server's bytes in progress
   * (decision 165): with the limit on uploads an hour, one login cannot fill the disk.
   */
  async function checkQuota(userId: string, announced: string | undefined) {
    const length = Number(announced);
    if (!Number.isFinite(length) || length <= 0) return; // tus itself refuses a bad length.
    const { mine, total } = await uploads.bytesInProgress(userId);
    if (mine + length > UPLOADS_IN_PROGRESS_ACCOUNT_BYTES) {
      throw new AppError(
        'UPLOAD_QUOTA_EXCEEDED',
        UPLOAD_MESSAGES.accountQuota(`${(mine / 1024 ** 3).toFixed(1)} GB`),
        { bytesInProgress: mine, maxBytes: UPLOADS_IN_PROGRESS_ACCOUNT_BYTES },
      );
    }
    if (total + length > totalQuota) {
      throw new AppError('UPLOAD_QUOTA_EXCEEDED', UPLOAD_MESSAGES.serverFull);
    }
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, uploadId: string | null) {
    reply.header('Tus-Resumable', TUS_RESUMABLE);
    let actor: UploadActor | null = null;
    const creation = request.method === 'POST';
    if (request.method !== 'OPTIONS') {
      const user = await requireUser(request, db, SIGN_IN_TO_UPLOAD);
      // An account that cannot practise cannot start an upload (decision 165).
      if (creation) await deps.admitUpload(user);
      actor = { userId: user.id, uploadId };
    }
    const owner = actor?.userId ?? '';
    const { response, failure } = creation
      ? await oneAtATime(async () => {
          await checkQuota(owner, request.headers['upload-length'] as string | undefined);
          return uploads.answer(tusRequestOf(request), actor);
        })
      : await uploads.answer(tusRequestOf(request), actor);
    if (response.status >= 400) {
      if (response.status === 412) reply.header('Tus-Version', TUS_RESUMABLE);
      throw uploadFailure({
        failure,
        status: response.status,
        text: await response.text(),
        announcedLength: request.headers['upload-length'] as string | undefined,
        storeKind: uploads.kind,
      });
    }
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (!DROPPED_HEADERS.test(name)) reply.header(name, value);
    });
    return reply.send();
  }

  app.post(
    routes.createUpload.path,
    {
      // Each upload can fill gigabytes of disk for a day: counted with the uploads and live
      // sessions, so one login or address cannot open them without end.
      config: { limit: { rule: 'upload' } },
      schema: contractSchema(
        routes.createUpload,
        {
          tags: ['practice'],
          summary:
            'Creates a resumable upload (tus 1.0.0): Upload-Length in bytes, Upload-Metadata with filename and filetype',
        },
        { 201: noContent('Created: Location names the upload; Upload-Expires says until when') },
      ),
    },
    (request, reply) => answer(request, reply, null),
  );

  // What the server offers (Tus-Version, Tus-Extension, Tus-Max-Size): the same for anyone.
  app.options(
    routes.describeUploads.path,
    {
      // OPTIONS may carry a body; none is read here (UNSUPPORTED_MEDIA_TYPE).
      schema: contractSchema(
        routes.describeUploads,
        {
          tags: ['practice'],
          summary: 'What the resumable uploads offer: Tus-Version, Tus-Extension and Tus-Max-Size',
        },
        { 204: noContent('Tus-Version, Tus-Extension, Tus-Max-Size') },
      ),
    },
    (request, reply) => answer(request, reply, null),
  );

  app.route({
    method: routes.getUploadOffset.method,
    url: routes.getUploadOffset.path,
    schema: contractSchema(
      routes.getUploadOffset,
      {
        tags: ['practice'],
        summary: "How far one of the user's uploads got: Upload-Offset of Upload-Length",
      },
      { 200: noContent('Upload-Offset, Upload-Length, Upload-Metadata') },
    ),
    handler: (request, reply) => answer(request, reply, request.params.uploadId),
  });

  app.patch(
    routes.appendUpload.path,
    {
      schema: contractSchema(
        routes.appendUpload,
        {
          tags: ['practice'],
          summary: `Sends the next bytes of an upload (${CHUNK_CONTENT_TYPE}) from Upload-Offset`,
        },
        { 204: noContent('Received: Upload-Offset says where the upload now stands') },
      ),
    },
    (request, reply) => answer(request, reply, request.params.uploadId),
  );

  app.delete(
    routes.cancelUpload.path,
    {
      schema: contractSchema(
        routes.cancelUpload,
        {
          tags: ['practice'],
          summary: "Cancels one of the user's uploads and removes what it received",
        },
        { 204: noContent('Removed') },
      ),
    },
    (request, reply) => answer(request, reply, request.params.uploadId),
  );
};
