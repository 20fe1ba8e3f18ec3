import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { UploadCipher } from './upload-cipher';

const cipher = new UploadCipher(crypto.randomBytes(32));
const through = (bytes: Buffer, id: string, offset: number) =>
  buffer(cipher.through(Readable.from([bytes]), id, offset));

describe('UploadCipher', () => {
  it('encrypts a PATCH at any offset exactly as the whole upload, byte for byte as long', async () => {
    const plain = crypto.randomBytes(100_003);
    const whole = await through(plain, 'upload-1', 0);
    expect(whole.length).toBe(plain.length);
    expect(whole.equals(plain)).toBe(false);
    // Cut anywhere, in or across 16-byte blocks, as resumed PATCHes are.
    const cuts = [0, 1, 15, 16, 17, 4_097, 65_536, 99_999, plain.length];
    const pieces = await Promise.all(
      cuts
        .slice(0, -1)
        .map((from, i) => through(plain.subarray(from, cuts[i + 1]), 'upload-1', from)),
    );
    expect(Buffer.concat(pieces).equals(whole)).toBe(true);
    // Decrypting is the same operation.
    expect((await through(whole, 'upload-1', 0)).equals(plain)).toBe(true);
  });

  it('gives each upload a keystream of its own', async () => {
    const zeros = Buffer.alloc(64);
    expect((await through(zeros, 'a', 0)).equals(await through(zeros, 'b', 0))).toBe(false);
  });

  it('seals names so only the same upload opens them, and refuses altered ones', () => {
    const sealed = cipher.sealName('upload-1', 'my talk.wav');
    expect(sealed).not.toContain('talk');
    expect(cipher.openName('upload-1', sealed)).toBe('my talk.wav');
    expect(cipher.openName('upload-2', sealed)).toBeNull();
    const altered = Buffer.from(sealed, 'base64');
    altered[14] = (altered[14] ?? 0) ^ 1;
    expect(cipher.openName('upload-1', altered.toString('base64'))).toBeNull();
    expect(cipher.openName('upload-1', 'short')).toBeNull();
  });

  it('passes a failing source on, so the store does not wait for bytes that never come', async () => {
    const source = new Readable({ read() {} });
    const out = cipher.through(source, 'upload-1', 0);
    source.destroy(new Error('client went away'));
    await expect(buffer(out)).rejects.toThrow('client went away');
  });
});
