import { createUser, signInAs } from './factories';
import type { TestServer } from './test-server';

/** A user made by the factory, signed in: `session` is the token of their login. */
export async function signedInUser(
  server: TestServer,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(server.db, overrides);
  return { user, session: await signInAs(server.db, user.id) };
}

export interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/** The multipart body of POST /api/transcribe: text fields and the `audio` file part. */
export function transcribeForm(file: UploadFile | null, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file)
    body.append('audio', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

export const wavUpload = (bytes: Buffer, name = 'speech.wav'): UploadFile => ({
  bytes,
  name,
  type: 'audio/wav',
});
