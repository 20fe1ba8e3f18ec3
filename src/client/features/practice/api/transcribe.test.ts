import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSCRIBE_FILE_FIELD } from '@shared/recordings/schemas';
import { fakeXhr, formFields } from '@client/test/fake-xhr';
import { buildJobReply, buildRecording } from '@client/test/recording-factory';
import { buildTranscribeForm, transcribe } from './transcribe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const audio = new Blob(['abc'], { type: 'audio/webm' });

describe('the transcribe form', () => {
  it('carries the text fields before the file part', () => {
    const form = buildTranscribeForm({
      file: audio,
      fileName: 'recording.webm',
      recordingMode: 'live',
      durationSeconds: 42,
      practicePrompt: '  My prompt ',
    });
    expect([...form.keys()]).toEqual([
      'duration',
      'speakingType',
      'recordingMode',
      'practicePrompt',
      TRANSCRIBE_FILE_FIELD,
    ]);
    expect(formFields(form)).toEqual({
      duration: '42',
      speakingType: 'practice',
      recordingMode: 'live',
      practicePrompt: 'My prompt',
    });
    expect((form.get(TRANSCRIBE_FILE_FIELD) as File).name).toBe('recording.webm');
  });

  it('leaves out an unknown duration and a blank prompt, and asks for an email when wanted', () => {
    const form = buildTranscribeForm({
      file: audio,
      fileName: 'talk.mp3',
      recordingMode: 'upload',
      durationSeconds: null,
      practicePrompt: null,
      notificationEmail: 'ada@example.com',
    });
    expect(formFields(form)).toEqual({
      speakingType: 'practice',
      recordingMode: 'upload',
      notification_email: 'ada@example.com',
      send_notification: 'true',
    });
  });
});

describe('sending a recording', () => {
  const input = { file: audio, fileName: 'recording.webm', recordingMode: 'live' as const };

  it('returns the analysis done in the request', async () => {
    const recording = buildRecording();
    fakeXhr(() => ({ status: 200, body: recording }));
    await expect(transcribe(input)).resolves.toEqual({ kind: 'recording', recording });
  });

  it('returns the job of a long recording', async () => {
    const job = buildJobReply();
    fakeXhr(() => ({ status: 202, body: job }));
    await expect(transcribe(input)).resolves.toEqual({ kind: 'job', job });
  });
});
