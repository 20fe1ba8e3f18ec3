import crypto from 'node:crypto';
import { ERRORS, Server } from '@tus/server';
import { UPLOAD_MAX_BYTES } from '@shared/recordings/limits';
import { RESUMABLE_UPLOADS_PATH } from '@shared/recordings/schemas';
import type { AppConfig } from '../../config';
import { asStorageFailure } from '../../media/s3-errors';
import { createUploadStore } from './create-upload-store';
import { CIPHER_METADATA_KEY, CIPHER_NAME } from './upload-cipher';
import { isEncrypted } from './upload-store';

/** The metadata key that names an upload's owner; set by the server, whatever the client sent. */
export const OWNER_METADATA_KEY = 'owner';

import type {
  OwnUpload,
  ResumableUploads,
  TusAnswer,
  UploadActor,
} from '../../media/resumable-uploads';

export type { OwnUpload, ResumableUploads, TusAnswer, UploadActor };

const isTusError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status_code' in error &&
  !(error instanceof Error);

/** A new upload's id: 128 random bits, as tus's default, within uploadIdSchema. */
const newUploadId = () => crypto.randomBytes(16).toString('hex');

export async function createResumableUploads(config: AppConfig): Promise<ResumableUploads> {
  const { store, keyPrefix, cipher } = await createUploadStore(config);
  /** A bucket that cannot be reached answers 503, as for the media store. */
  const storeCall = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw store.kind === 's3' && !isTusError(error) ? asStorageFailure(error) : error;
    }
  };
  const keyOf = (uploadId: string) => `${keyPrefix}${uploadId}`;
  const uploadIdOf = (key: string) => key.slice(keyPrefix.length);
  // The actor of each request in flight, handed to the tus hooks with the request itself.
  const actors = new WeakMap<Request, UploadActor & { failure?: unknown }>();
  const actorOf = (request: Request) => {
    const actor = actors.get(request);
    if (!actor) throw new Error('A tus request reached the server without its actor');
    return actor;
  };

  const tus = new Server({
    path: RESUMABLE_UPLOADS_PATH,
    datastore: store,
    maxSize: UPLOAD_MAX_BYTES,
    // Same origin only: no Access-Control-Allow-Origin on any answer.
    allowedOrigins: [],
    namingFunction: () => keyOf(newUploadId()),
    // The Location is relative and names the upload by its id alone, not its key in the store.
    generateUrl: (_request, { path, id }) => `${path}/${uploadIdOf(id)}`,
    // The route validated the id (uploadIdSchema); the URL is not read again here.
    getFileIdFromRequest: (request) => {
      const { uploadId } = actorOf(request);
      return uploadId ? keyOf(uploadId) : undefined;
    },
    onIncomingRequest: async (request, key) => {
      if (request.method === 'POST') return;
      const info = await store.findInfo(key);
      // Another person's upload answers as a missing one.
      if (info?.metadata[OWNER_METADATA_KEY] !== actorOf(request).userId) {
        throw ERRORS.FILE_NOT_FOUND;
      }
    },
    // The names the client sent are sealed, and the bytes will be encrypted (decision 168).
    onUploadCreate: async (request, upload) => ({
      metadata: {
        ...Object.fromEntries(
          Object.entries(upload.metadata ?? {}).map(([name, value]) => [
            name,
            value === null ? null : cipher.sealName(upload.id, value),
          ]),
        ),
        [OWNER_METADATA_KEY]: actorOf(request).userId,
        [CIPHER_METADATA_KEY]: CIPHER_NAME,
      },
    }),
    onResponseError: (request, error) => {
      actorOf(request).failure = error;
      return undefined;
    },
  });

  return {
    kind: store.kind,
    location: store.location,

    async answer(request, actor) {
      const state: Partial<UploadActor> & { failure?: unknown } = { ...actor };
      if (actor) actors.set(request, state as UploadActor);
      const response = await tus.handleWeb(request);
      return { response, failure: state.failure };
    },

    async findOwn(userId, uploadId) {
      const key = keyOf(uploadId);
      const info = await storeCall(() => store.findInfo(key));
      if (!info || info.metadata[OWNER_METADATA_KEY] !== userId) return null;
      const expiry = store.getExpiration();
      if (info.createdAt && expiry > 0 && Date.now() > info.createdAt.getTime() + expiry) {
        return null;
      }
      let upload;
      try {
        upload = await storeCall(() => store.getUpload(key));
      } catch (error) {
        if (isTusError(error)) return null;
        throw error;
      }
      const named = (name: string) => {
        const value = info.metadata[name] ?? null;
        if (value === null || !isEncrypted(info)) return value;
        return cipher.openName(key, value);
      };
      return {
        uploadId,
        offset: upload.offset,
        length: upload.size ?? 0,
        fileName: named('filename'),
        fileType: named('filetype'),
      };
    },

    async read(uploadId) {
      return storeCall(() => store.readPlain(keyOf(uploadId)));
    },

    async remove(uploadId) {
      await storeCall(() => store.removeQuietly(keyOf(uploadId)));
    },

    async bytesInProgress(userId) {
      const uploads = await storeCall(() => store.listUploads());
      let mine = 0;
      let total = 0;
      for (const { info } of uploads) {
        const size = info.size ?? 0;
        total += size;
        if (info.metadata[OWNER_METADATA_KEY] === userId) mine += size;
      }
      return { mine, total };
    },

    async removeAllOf(userId) {
      const uploads = await storeCall(() => store.listUploads());
      const theirs = uploads.filter(({ info }) => info.metadata[OWNER_METADATA_KEY] === userId);
      for (const { id } of theirs) await storeCall(() => store.removeQuietly(id));
      return theirs.length;
    },

    async removeExpired(now) {
      if (!now) return tus.cleanUpExpiredUploads();
      return store.removeCreatedBefore(new Date(now.getTime() - store.getExpiration()));
    },

    close() {
      store.close();
    },
  };
}
