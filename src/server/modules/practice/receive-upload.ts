import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { REQUEST_MESSAGES } from '@shared/api/request-messages';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@shared/api/request-text';
import { UPLOAD_MAX_BYTES, megabytes } from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { TRANSCRIBE_FILE_FIELD } from '@shared/recordings/schemas';
import { AppError } from '../../lib/app-error';
import { SNIFF_BYTES } from '../recordings';
import { ownedFileName } from '../../lib/work-dir';

/** Where uploads arrive, still plaintext, before they are encrypted into the media store. */
export const incomingDirOf = (mediaDir: string) => path.join(mediaDir, 'incoming');

/**
 * A pass-through that counts an upload's bytes and keeps its first ones, for checking the
 * content: used by the multipart upload and by the copy of a finished resumable upload.
 */
export function measureUpload() {
  let size = 0;
  let head = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      }
      callback(null, chunk);
    },
  });
  return { stream, size: () => size, head: () => head };
}

export interface ReceivedUpload {
  /** Plaintext, on local disk, for ffmpeg; the caller removes it. */
  path: string;
  fileName: string;
  mimeType: string;
  size: number;
  /** The first bytes, for checking the content. */
  head: Buffer;
  /** The text fields as sent (multipart: strings), for transcribeFieldsSchema. */
  fields: Record<string, unknown>;
}

/**
 * Streams the multipart upload's file to a local file (never into memory), keeping the text
 * fields. Over the size limit the stream is cut and the request refused with the message of
 * product rules R5.21; nothing is kept.
 */
export async function receiveUpload(
  request: FastifyRequest,
  incomingDir: string,
): Promise<ReceivedUpload> {
  await fs.promises.mkdir(incomingDir, { recursive: true });
  const fields: Record<string, string> = {};
  let upload: ReceivedUpload | null = null;
  const target = path.join(incomingDir, ownedFileName(crypto.randomUUID()));
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw new AppError('PAYLOAD_TOO_LARGE', REQUEST_MESSAGES.multipartTooLarge);
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== TRANSCRIBE_FILE_FIELD || upload) {
        part.file.resume();
        continue;
      }
      const measure = measureUpload();
      await pipeline(part.file, measure.stream, fs.createWriteStream(target));
      if (part.file.truncated) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          PRACTICE_MESSAGES.fileTooLarge(megabytes(UPLOAD_MAX_BYTES + 1)),
        );
      }
      upload = {
        path: target,
        fileName: part.filename || 'recording',
        mimeType: part.mimetype || 'application/octet-stream',
        size: measure.size(),
        head: measure.head(),
        fields,
      };
    }
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        PRACTICE_MESSAGES.fileTooLarge(megabytes(UPLOAD_MAX_BYTES + 1)),
      );
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError(
        'BAD_REQUEST',
        'Send the recording as multipart/form-data, in the field "audio".',
      );
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', REQUEST_MESSAGES.multipartTooLarge);
    }
    // Writing the file failed on our side (a full disk): that is ours, not the request's.
    if ((error as { syscall?: string }).syscall) throw error;
    // Everything else is the parser refusing the body: no boundary, cut short, malformed.
    throw new AppError('BAD_REQUEST', REQUEST_MESSAGES.badMultipart);
  }
  if (!upload) {
    throw new AppError('BAD_REQUEST', PRACTICE_MESSAGES.noAudioData);
  }
  // The fields skip the route schemas, so the rule every other request meets applies here.
  const unsafe = findUnsafeText(fields).map((path) => String(path[0]));
  if (unsafe.length > 0) {
    await fs.promises.rm(target, { force: true });
    throw new AppError('VALIDATION_FAILED', UNSAFE_TEXT_MESSAGE, {
      fields: Object.fromEntries(unsafe.map((name) => [name, [UNSAFE_TEXT_MESSAGE]])),
    });
  }
  return upload;
}
