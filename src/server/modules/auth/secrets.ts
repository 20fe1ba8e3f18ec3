import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { VERIFICATION_CODE_LENGTH } from '@shared/auth/limits';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2 } as const;

export const hashSecret = (secret: string) => hash(secret, ARGON2_OPTIONS);

export async function verifySecret(storedHash: string | null, secret: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

/** Verifying against this keeps a failed sign-in as slow for unknown emails as for known ones. */
let dummyHash: Promise<string> | null = null;
export async function burnVerification(secret: string) {
  dummyHash ??= hashSecret('cadence-timing-equaliser');
  await verifySecret(await dummyHash, secret);
}

export const generateVerificationCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

/** Single-use tokens (password reset): 256 random bits; only their SHA-256 is stored. */
export const generateToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Readable temporary passwords: no 0/O or 1/l/I, grouped for reading aloud or typing. */
const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function generateTemporaryPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}
