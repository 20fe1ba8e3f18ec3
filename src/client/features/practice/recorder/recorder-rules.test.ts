import { describe, expect, it } from 'vitest';
import {
  LIVE_AUDIO_MAX_BYTES,
  LIVE_AUTO_STOP_SECONDS,
  LIVE_MAX_MINUTES,
  LIVE_VIDEO_MAX_BYTES,
  LIVE_VIDEO_WARN_BYTES,
} from '@shared/recordings/limits';
import { PRACTICE_MESSAGES } from '@shared/recordings/messages';
import {
  RecorderStartError,
  checkLiveRecording,
  liveDurationSeconds,
  pickRecorderMimeType,
  recordingFileName,
  sizeCapAction,
  startFailureMessage,
  timerStage,
} from './recorder-rules';

describe('the recording timer', () => {
  it('is plain until the last 10 seconds, red from 170 s, and at the maximum from 180 s', () => {
    expect(timerStage(0, false)).toBe('normal');
    expect(timerStage(169, false)).toBe('normal');
    expect(timerStage(170, false)).toBe('warning');
    expect(timerStage(179, false)).toBe('warning');
    expect(timerStage(LIVE_AUTO_STOP_SECONDS, false)).toBe('maximum');
  });

  it('is at the maximum once the recorder says so, whatever the clock shows', () => {
    expect(timerStage(179, true)).toBe('maximum');
  });
});

describe('the duration sent for a live recording', () => {
  it('is the larger of the measured and timer values', () => {
    expect(liveDurationSeconds(42.4, 41)).toBe(42);
    expect(liveDurationSeconds(40, 43)).toBe(43);
  });

  it('is at least 1 second', () => {
    expect(liveDurationSeconds(0.2, 0)).toBe(1);
    expect(liveDurationSeconds(0, 0)).toBe(1);
  });

  it('ignores a measurement the browser could not make', () => {
    expect(liveDurationSeconds(Number.NaN, 12)).toBe(12);
    expect(liveDurationSeconds(Infinity, 7)).toBe(7);
  });
});

describe('the size caps while recording', () => {
  it('stops audio at 85 MB', () => {
    expect(sizeCapAction(LIVE_AUDIO_MAX_BYTES - 1, false, false)).toBeNull();
    expect(sizeCapAction(LIVE_AUDIO_MAX_BYTES, false, false)).toBe('stop');
  });

  it('warns once about a video past 400 MB and stops it at 600 MB', () => {
    expect(sizeCapAction(LIVE_VIDEO_WARN_BYTES - 1, true, false)).toBeNull();
    expect(sizeCapAction(LIVE_VIDEO_WARN_BYTES, true, false)).toBe('warn');
    expect(sizeCapAction(LIVE_VIDEO_WARN_BYTES + 10, true, true)).toBeNull();
    expect(sizeCapAction(LIVE_VIDEO_MAX_BYTES, true, true)).toBe('stop');
  });

  it('lets a video grow past the audio cap', () => {
    expect(sizeCapAction(LIVE_AUDIO_MAX_BYTES, true, false)).toBeNull();
  });
});

describe('the checks of a finished live recording', () => {
  const fine = { chunkCount: 3, sizeBytes: 1_000, durationSeconds: 60, video: false };

  it('passes a normal recording', () => {
    expect(checkLiveRecording(fine)).toBeNull();
  });

  it('reports no data, then an empty file', () => {
    expect(checkLiveRecording({ ...fine, chunkCount: 0 })).toBe(PRACTICE_MESSAGES.noAudioData);
    expect(checkLiveRecording({ ...fine, sizeBytes: 0 })).toBe(PRACTICE_MESSAGES.emptyAudio);
  });

  it('refuses more than 30 minutes', () => {
    const seconds = LIVE_MAX_MINUTES * 60 + 30;
    expect(checkLiveRecording({ ...fine, durationSeconds: seconds })).toBe(
      PRACTICE_MESSAGES.liveTooLong(30.5),
    );
  });

  it('refuses a file over the cap of its kind', () => {
    expect(checkLiveRecording({ ...fine, sizeBytes: LIVE_AUDIO_MAX_BYTES + 1 })).toMatch(
      /^Recording file too large: 85 MB\. .* under 85 MB\.$/,
    );
    expect(
      checkLiveRecording({ ...fine, video: true, sizeBytes: LIVE_AUDIO_MAX_BYTES + 1 }),
    ).toBeNull();
  });
});

describe('the recorder format', () => {
  it('takes the first container the browser supports', () => {
    const supported = (type: string) => type === 'video/webm' || type === 'audio/mp4';
    expect(pickRecorderMimeType(true, supported)).toBe('video/webm');
    expect(pickRecorderMimeType(false, supported)).toBe('audio/mp4');
  });

  it('gives none when nothing is supported or the check throws', () => {
    expect(pickRecorderMimeType(true, () => false)).toBeUndefined();
    expect(
      pickRecorderMimeType(false, () => {
        throw new Error('nope');
      }),
    ).toBeUndefined();
  });

  it('names the file after the container', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingFileName('video/mp4')).toBe('recording.mp4');
    expect(recordingFileName('audio/ogg')).toBe('recording.ogg');
    expect(recordingFileName('')).toBe('recording.webm');
  });
});

describe('start failures', () => {
  it('keeps the unsupported-browser messages as they are', () => {
    expect(startFailureMessage(new RecorderStartError(PRACTICE_MESSAGES.mediaUnsupported))).toBe(
      PRACTICE_MESSAGES.mediaUnsupported,
    );
  });

  it('explains a refused or missing microphone and appends the permissions advice', () => {
    expect(startFailureMessage(new DOMException('Permission denied', 'NotAllowedError'))).toBe(
      `Microphone access was denied. ${PRACTICE_MESSAGES.permissionSuffix}`,
    );
    expect(startFailureMessage(new DOMException('', 'NotFoundError'))).toBe(
      `No microphone was found. ${PRACTICE_MESSAGES.permissionSuffix}`,
    );
  });

  it('uses any other error text, ending it as a sentence', () => {
    expect(startFailureMessage(new Error('Device busy'))).toBe(
      `Device busy. ${PRACTICE_MESSAGES.permissionSuffix}`,
    );
  });
});
