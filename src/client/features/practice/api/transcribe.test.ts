import { afterEach, describe, expect, it, vi } from 'vitest';
import { BODY_LANGUAGE_FIELD, type BodyLanguageSamples } from '@shared/body-language/observation';
import {
  TRANSCRIBE_FILE_FIELD,
  transcribeFieldsSchema,
  transcribeUploadedRequestSchema,
} from '@shared/recordings/schemas';
import { fakeXhr, formFields } from '@client/test/fake-xhr';
import { buildJobReply, buildRecording } from '@client/test/recording-factory';
import { buildTranscribeForm, transcribe, transcribeUploadedRequest } from './transcribe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const audio = new Blob(['abc'], { type: 'audio/webm' });

describe('the transcribe form', () => {
  it('names the assignment a recording is submitted for (product rules R11.2)', () => {
    const form = buildTranscribeForm({
      file: audio,
      fileName: 'recording.webm',
      recordingMode: 'live',
      assignmentId: '11111111-1111-4111-8111-111111111111',
    });
    expect(form.get('assignmentId')).toBe('11111111-1111-4111-8111-111111111111');
    expect(
      transcribeUploadedRequest(
        { assignmentId: '11111111-1111-4111-8111-111111111111' },
        'up-1234567',
      ).assignmentId,
    ).toBe('11111111-1111-4111-8111-111111111111');
  });

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

describe("a live video's body-language samples", () => {
  const video = new Blob(['abc'], { type: 'video/webm;codecs=vp8,opus' });
  const samples: BodyLanguageSamples = {
    source: 'browser',
    sampleFps: 2,
    frameAspect: 1.333,
    frames: [{ t: 0.5, luma: 120, face: null, body: null, hands: [] }],
    analysisMsPerFrame: 140,
    recordingFps: 29.9,
  };

  it('travel as JSON before the file, and read back as the server reads them', () => {
    const form = buildTranscribeForm({
      file: video,
      fileName: 'recording.webm',
      recordingMode: 'live',
      bodyLanguage: samples,
    });
    const keys = [...form.keys()];
    expect(keys.indexOf(BODY_LANGUAGE_FIELD)).toBeLessThan(keys.indexOf(TRANSCRIBE_FILE_FIELD));
    expect(transcribeFieldsSchema.parse(formFields(form)).bodyLanguage).toEqual(samples);
  });

  it('are sent only with a live video that has frames', () => {
    const without = (input: Partial<Parameters<typeof buildTranscribeForm>[0]>) =>
      buildTranscribeForm({
        file: video,
        fileName: 'recording.webm',
        recordingMode: 'live',
        bodyLanguage: samples,
        ...input,
      }).has(BODY_LANGUAGE_FIELD);
    expect(without({ recordingMode: 'upload' })).toBe(false);
    expect(without({ file: audio })).toBe(false);
    expect(without({ bodyLanguage: null })).toBe(false);
    expect(without({ bodyLanguage: { ...samples, frames: [] } })).toBe(false);
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

describe('the JSON request for a resumable upload', () => {
  it('carries the upload id and the same fields as the form', () => {
    const request = transcribeUploadedRequest(
      {
        durationSeconds: 600,
        practicePrompt: '  My prompt ',
        notificationEmail: 'ada@example.com',
      },
      'up_123456789',
    );
    expect(request).toEqual({
      uploadId: 'up_123456789',
      speakingType: 'practice',
      recordingMode: 'upload',
      duration: 600,
      practicePrompt: 'My prompt',
      notification_email: 'ada@example.com',
      send_notification: true,
    });
    expect(transcribeUploadedRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out what is unknown or blank', () => {
    expect(
      transcribeUploadedRequest({ durationSeconds: null, practicePrompt: ' ' }, 'up_123456789'),
    ).toEqual({ uploadId: 'up_123456789', speakingType: 'practice', recordingMode: 'upload' });
  });
});
