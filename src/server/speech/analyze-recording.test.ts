import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeRecording, analyzeSpeakerOfRecording } from './analyze-recording';
import { AudioDecodeError } from './decode';
import { createPocketsphinxTranscriber } from './engines/pocketsphinx';
import {
  DIALOGUE_LINES,
  espeak,
  espeakDialogue,
  ffmpeg,
  LIBRIVOX_CLIP,
  tempDir,
} from './test/fixtures';

const dir = tempDir('analysis');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const transcriber = createPocketsphinxTranscriber();

describe('analyzeRecording', () => {
  it('turns real speech into a transcript, metrics, four scores and recommendations', async () => {
    const webm = path.join(dir, 'read.webm');
    ffmpeg('-i', LIBRIVOX_CLIP, '-c:a', 'libopus', webm);
    const steps = new Set<string>();
    const result = await analyzeRecording(webm, {
      transcriber,
      onProgress: (step) => steps.add(step),
    });
    expect([...steps]).toEqual(['decoding', 'transcribing', 'speakers', 'measuring']);
    expect(result.engine).toBe('pocketsphinx');
    const a = result.analysis;
    expect(a.noWordsDetected).toBe(false);
    expect(a.wordCount).toBeGreaterThan(15);
    // 23 words read in about 6.9 s: LibriVox narration is near 180-200 wpm.
    expect(a.paceWpm).toBeGreaterThan(150);
    expect(a.paceWpm).toBeLessThan(240);
    for (const score of [a.paceScore, a.fillerScore, a.clarityScore, a.confidenceLevel]) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
    }
    expect(a.paceReasoning).toContain(String(a.paceWpm));
    expect(a.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(a.recommendations.length).toBeLessThanOrEqual(5);
    expect(a.energyLevel).not.toBeNull();
    // One reader: one voice, with a signature a voice profile can keep.
    expect(result.speakers.source).toBe('diarization');
    expect(result.speakers.count).toBe(1);
    expect(Object.keys(result.speakers.signatures)).toEqual(['A']);
    expect(result.words.every((word) => word.speaker === 'A')).toBe(true);
  });

  it('tells two people apart, and scores only the chosen one on request', async () => {
    const dialogue = espeakDialogue(dir);
    const result = await analyzeRecording(dialogue.path, { transcriber });
    const { speakers } = result;
    expect(speakers.source).toBe('diarization');
    expect(speakers.count).toBe(2);
    expect(speakers.utterances.map((u) => u.speaker).join('')).toBe('ABABAB');
    // Each utterance lines up with the line its speaker said.
    speakers.utterances.forEach((utterance, i) => {
      const truth = dialogue.turns[i];
      expect(Math.abs(utterance.start - (truth?.start ?? 0))).toBeLessThan(0.75);
      expect(Math.abs(utterance.end - (truth?.end ?? 0))).toBeLessThan(0.75);
    });
    expect(Object.keys(speakers.signatures).sort()).toEqual(['A', 'B']);

    const onlyA = await analyzeSpeakerOfRecording(dialogue.path, result, 'A');
    const spokenByA = DIALOGUE_LINES.filter((_, i) => i % 2 === 0)
      .join(' ')
      .split(' ').length;
    const wordsOfA = result.words.filter((word) => word.speaker === 'A').length;
    expect(onlyA.wordCount).toBe(wordsOfA);
    expect(onlyA.wordCount).toBeLessThan(result.analysis.wordCount);
    // pocketsphinx splits and merges some words, but the count stays near what A said.
    expect(Math.abs(onlyA.wordCount - spokenByA)).toBeLessThan(spokenByA * 0.35);
    expect(onlyA.energyLevel).not.toBeNull();
  });

  it('measures the pace and hears the fillers of synthetic speech', async () => {
    const wav = path.join(dir, 'fillers.wav');
    espeak(
      'Today I want to talk about practice. Um, the first thing is to start small. ' +
        'Uh, the second thing is to keep going, um, every single day. ' +
        'And the last thing, uh, is to listen back to yourself.',
      wav,
      { wpm: 150 },
    );
    const a = (await analyzeRecording(wav, { transcriber })).analysis;
    expect(a.wordCount).toBeGreaterThan(20);
    // espeak-ng speaks at the 150 wpm asked for; timestamps are reliable even where words are not.
    expect(a.paceWpm).toBeGreaterThanOrEqual(135);
    expect(a.paceWpm).toBeLessThanOrEqual(165);
    // Four fillers were spoken; pocketsphinx writes most of them as 'ah'.
    expect(a.fillerWords).toBeGreaterThanOrEqual(2);
    expect(a.fillerScore).toBeLessThan(8);
  });

  it("says it couldn't hear any words in noise without speech, with no made-up scores", async () => {
    const noise = path.join(dir, 'noise.wav');
    ffmpeg('-f', 'lavfi', '-i', 'anoisesrc=color=brown:amplitude=0.05:r=16000', '-t', '4', noise);
    const a = (await analyzeRecording(noise, { transcriber })).analysis;
    expect(a.noWordsDetected).toBe(true);
    expect(a.wordCount).toBe(0);
    expect([a.paceScore, a.clarityScore, a.confidenceLevel, a.fillerScore]).toEqual([5, 5, 6, 5]);
  });

  it('says a silent recording is silent: the no-words result, with its length', async () => {
    const silence = path.join(dir, 'silence.wav');
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '5', silence);
    const result = await analyzeRecording(silence, { transcriber });
    expect(result.durationSeconds).toBeCloseTo(5, 1);
    expect(result.analysis).toMatchObject({ noWordsDetected: true, audioIssue: 'silence' });
    expect(result.analysis.recommendations[0]?.description).toMatch(/^This recording is silent\./);
  });

  it('says music without speech is not speech (a plucked melody VAD takes for a voice)', async () => {
    const melody = path.join(dir, 'melody.wav');
    const notes = ['C4', 'E4', 'G4', 'C5', 'A4', 'F4', 'D4', 'G4', 'E4', 'C4', 'B3', 'D4'];
    const files = notes.map((note, i) => {
      const file = path.join(dir, `note-${i}.wav`);
      execFileSync('sox', ['-n', '-r', '16000', '-c', '1', file, 'synth', '0.5', 'pluck', note]);
      return file;
    });
    execFileSync('sox', [...files, ...files, melody]);
    const a = (await analyzeRecording(melody, { transcriber })).analysis;
    expect(a).toMatchObject({ noWordsDetected: true, audioIssue: 'no_speech', wordCount: 0 });
  });

  it('scores clear speech it could not recognise on its voice, without guessing the language', async () => {
    const french = path.join(dir, 'french.wav');
    espeak(
      "Bonjour à tous. Aujourd'hui je voudrais vous parler de l'importance de la pratique. " +
        "Quand on s'entraîne chaque jour, on devient meilleur dans les choses qui nous tiennent à cœur. " +
        'Parler en public est une compétence comme une autre, et plus on répète, plus on se sent calme devant un auditoire.',
      french,
      { voice: 'fr' },
    );
    const result = await analyzeRecording(french, { transcriber });
    expect(result.analysis.transcriptReliability.level).toBe('unrecognised');
    // pocketsphinx cannot tell French from English heard badly: no "not English" on its doubt
    // alone (decision 170). The scores are capped and say what they rest on.
    expect(result.analysis).toMatchObject({ noWordsDetected: false, audioIssue: null });
    expect(result.analysis.clarityScore).toBeLessThanOrEqual(8);
    expect(result.analysis.confidenceReasoning).toContain('rests on what the audio measures');
    // What the engine heard stays with the recording.
    expect(result.words.length).toBeGreaterThan(10);
  });

  it('passes decoding errors through, typed', async () => {
    const broken = path.join(dir, 'broken.mp3');
    fs.writeFileSync(broken, Buffer.alloc(4000, 7));
    await expect(analyzeRecording(broken, { transcriber })).rejects.toBeInstanceOf(
      AudioDecodeError,
    );
  });
});
