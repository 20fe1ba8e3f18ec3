import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  METADATA_TIMEOUT_MS,
  RESUMABLE_UPLOAD_THRESHOLD_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_ESTIMATED_MINUTES,
} from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import { checkUploadFile } from './use-upload-check';
import {
  isExtendedRecording,
  readMediaDuration,
  uploadFileProblem,
  uploadLength,
  uploadLengthProblem,
  usesResumableUpload,
} from './upload-rules';

const MB = 1024 * 1024;
const fakeFile = (name: string, type: string, size: number) => ({ name, type, size });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the type and size checks', () => {
  it('accepts media by type or by extension', () => {
    expect(uploadFileProblem(fakeFile('talk.mp3', 'audio/mpeg', MB))).toBeNull();
    expect(uploadFileProblem(fakeFile('talk.mkv', '', MB))).toBeNull();
    expect(uploadFileProblem(fakeFile('talk', 'video/quicktime', MB))).toBeNull();
  });

  it('refuses anything else with the message of product rules R5.19', () => {
    expect(uploadFileProblem(fakeFile('notes.pdf', 'application/pdf', MB))).toBe(
      PRACTICE_MESSAGES.unsupportedFormat,
    );
  });

  it('refuses files over 2.5 GB', () => {
    expect(uploadFileProblem(fakeFile('big.mp4', 'video/mp4', UPLOAD_MAX_BYTES))).toBeNull();
    expect(uploadFileProblem(fakeFile('big.mp4', 'video/mp4', UPLOAD_MAX_BYTES + MB))).toBe(
      PRACTICE_MESSAGES.fileTooLarge(2561),
    );
  });
});

describe('how a file is sent', () => {
  it('sends files over the threshold resumably, and the rest in one request', () => {
    expect(RESUMABLE_UPLOAD_THRESHOLD_BYTES).toBe(8 * MB);
    expect(usesResumableUpload({ size: MB })).toBe(false);
    expect(usesResumableUpload({ size: RESUMABLE_UPLOAD_THRESHOLD_BYTES })).toBe(false);
    expect(usesResumableUpload({ size: RESUMABLE_UPLOAD_THRESHOLD_BYTES + 1 })).toBe(true);
  });
});

describe('the length of an upload', () => {
  it('comes from the metadata when it could be read', () => {
    expect(uploadLength(fakeFile('a.mp3', 'audio/mpeg', MB), 90)).toEqual({
      minutes: 1.5,
      durationSeconds: 90,
    });
  });

  it('is otherwise estimated at 3 MB a minute for audio and 25 for video', () => {
    expect(uploadLength(fakeFile('a.mp3', 'audio/mpeg', 30 * MB), null)).toEqual({
      minutes: 10,
      durationSeconds: null,
    });
    expect(uploadLength(fakeFile('a.mov', '', 50 * MB), Number.NaN).minutes).toBe(2);
  });

  it('is refused above 800 minutes', () => {
    expect(
      uploadLengthProblem({ minutes: UPLOAD_MAX_ESTIMATED_MINUTES, durationSeconds: null }),
    ).toBeNull();
    expect(uploadLengthProblem({ minutes: 801.4, durationSeconds: null })).toBe(
      PRACTICE_MESSAGES.uploadTooLong(801.4),
    );
  });

  it("counts as 'extended' above 15 minutes", () => {
    expect(isExtendedRecording(15)).toBe(false);
    expect(isExtendedRecording(15.1)).toBe(true);
  });
});

describe('checking a chosen file', () => {
  const file = (name: string, type: string, size: number) =>
    Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });

  it('passes a readable file with its rounded duration', async () => {
    const result = await checkUploadFile(file('a.wav', 'audio/wav', MB), async () => 61.6);
    expect(result).toEqual({ ok: true, minutes: 61.6 / 60, durationSeconds: 62 });
  });

  it('stops at the first problem, before reading the metadata', async () => {
    const read = vi.fn(async () => 10);
    expect(await checkUploadFile(file('a.txt', 'text/plain', MB), read)).toEqual({
      ok: false,
      message: PRACTICE_MESSAGES.unsupportedFormat,
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses an estimate over the limit', async () => {
    const result = await checkUploadFile(file('a.mp3', 'audio/mpeg', 2_500 * MB), async () => null);
    expect(result.ok).toBe(false);
  });
});

describe('reading the duration from the metadata', () => {
  function stubObjectUrls() {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    return revoke;
  }

  it('resolves with the duration once the metadata loads', async () => {
    const revoke = stubObjectUrls();
    const created: HTMLMediaElement[] = [];
    const original = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = original(tag);
      if (element instanceof HTMLMediaElement) created.push(element);
      return element;
    });
    const pending = readMediaDuration(new File(['x'], 'a.mp3', { type: 'audio/mpeg' }));
    const element = created[0]!;
    expect(element.tagName).toBe('AUDIO');
    Object.defineProperty(element, 'duration', { value: 42 });
    element.onloadedmetadata?.(new Event('loadedmetadata'));
    await expect(pending).resolves.toBe(42);
    expect(revoke).toHaveBeenCalledWith('blob:x');
  });

  it('gives up after the 5-second time-out', async () => {
    stubObjectUrls();
    vi.useFakeTimers();
    const pending = readMediaDuration(new File(['x'], 'a.mov', { type: '' }));
    await vi.advanceTimersByTimeAsync(METADATA_TIMEOUT_MS);
    await expect(pending).resolves.toBeNull();
  });
});
