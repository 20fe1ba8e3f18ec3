import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeRecording } from './analyze-recording';
import { analyzeSpeech } from './analyze-transcript';
import { decodeToPcmFile } from './decode';
import { pcmReader } from './diarization/diarize';
import { identifySpeakers } from './diarization/identify-speakers';
import { recoverFillers } from './metrics/filler-recovery';
import { voiceFramesOfPcm } from './metrics/voice-frames';
import { espeakDialogue, tempDir } from './test/fixtures';
import type { Transcriber } from './transcriber';
import type { TranscribedWord } from './types';
import { detectSpeech } from './vad';

const dir = tempDir('overlap');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A transcriber that "hears" one word per speech segment, as an engine's words would fall. */
const segmentTranscriber: Transcriber = {
  name: 'pocketsphinx',
  capabilities: ['offline', 'word-timestamps', 'word-confidence'],
  async transcribe(pcm) {
    const speechSegments = await detectSpeech(pcm);
    const words: TranscribedWord[] = speechSegments.flatMap((segment, i) => [
      { word: `word${i}`, start: segment.start, end: segment.start + 0.3, confidence: 0.9 },
      { word: 'um', start: segment.start + 0.4, end: segment.start + 0.7, confidence: 0.6 },
    ]);
    return { words, engine: 'pocketsphinx', punctuated: false, speechSegments };
  },
};

describe('analyzeRecording, listening while transcribing', () => {
  it('gives the analysis the stages give one after another', async () => {
    const dialogue = espeakDialogue(dir);
    const overlapped = await analyzeRecording(dialogue.path, { transcriber: segmentTranscriber });

    // The same stages in sequence, as analyzeRecording ran them before they overlapped.
    const pcm = await decodeToPcmFile(dialogue.path, path.join(dir, 'sequential.pcm'));
    const transcription = await segmentTranscriber.transcribe(pcm);
    const voice = await voiceFramesOfPcm(pcm);
    const { words, speakers } = await identifySpeakers({
      words: recoverFillers(transcription.words, {
        voice,
        engine: transcription.engine,
        engineWritesDisfluencies: false,
      }),
      engineLabelsSpeakers: false,
      audio: { read: pcmReader(pcm), sampleRate: pcm.sampleRate },
      speechSegments: transcription.speechSegments ?? [],
      pitch: voice.pitch,
    });
    const analysis = analyzeSpeech({
      words,
      punctuated: false,
      voice,
      engine: transcription.engine,
      speechSegments: transcription.speechSegments ?? [],
      fillerMinConfidence: 0.5,
    });

    expect(speakers.count).toBe(2);
    expect(overlapped.speakers).toEqual(speakers);
    expect(overlapped.words).toEqual(words);
    expect(overlapped.analysis).toEqual(analysis);
  });

  it("fails with the transcriber's error while listening is under way", async () => {
    const dialogue = espeakDialogue(dir, 'failing');
    const failing: Transcriber = {
      ...segmentTranscriber,
      transcribe: () => Promise.reject(new Error('engine crashed')),
    };
    await expect(analyzeRecording(dialogue.path, { transcriber: failing })).rejects.toThrow(
      'engine crashed',
    );
  });
});
