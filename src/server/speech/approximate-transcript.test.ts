import { describe, expect, it } from 'vitest';
import { analyzeSpeech } from './analyze-transcript';
import { TEST_SAMPLE_RATE, noise, tone } from './metrics/testing/synthetic-audio';
import garbled from './test/fixtures/garbled-reading.json';
import type { DecodedAudio, TranscribedWord } from './types';

/*
 * The rule of docs/decisions.md, "Approximate transcripts", on a real garbled transcript:
 * pocketsphinx on clear espeak-ng speech (scripts/record-garbled-transcript-fixture.ts), most
 * of whose words are wrong and doubted by the engine. Before the rule, such a reading scored
 * Pace 10, Fillers 10, Clarity 10 and Confidence 9, with reasoning that praised the words.
 */

const ENGINE = 'pocketsphinx';
const words = garbled.words as TranscribedWord[];
const spoken = words.filter((word) => !/^(<.*>|\[.*\])$/.test(word.word));

/** The reading's audio as tones under its words, a different pitch on each: a lively voice. */
function voiceUnder(timed: readonly TranscribedWord[], withNoise = false): DecodedAudio {
  const samples = withNoise
    ? noise(garbled.durationSeconds, 0.05)
    : new Float32Array(Math.round(garbled.durationSeconds * TEST_SAMPLE_RATE));
  timed.forEach((word, i) => {
    const part = tone(140 + 25 * (i % 5), Math.max(0.05, word.end - word.start), 0.2);
    const offset = Math.round(word.start * TEST_SAMPLE_RATE);
    part.forEach((value, k) => {
      if (offset + k < samples.length) samples[offset + k] = (samples[offset + k] ?? 0) + value;
    });
  });
  return { samples, sampleRate: TEST_SAMPLE_RATE, durationSeconds: garbled.durationSeconds };
}

const audio = voiceUnder(spoken);
const analyze = (input: TranscribedWord[], sound: DecodedAudio = audio) =>
  analyzeSpeech({ words: input, punctuated: false, engine: ENGINE, audio: sound });

/** Points a score lost, from its basis lines ("...: -2"). */
const pointsLost = (basis: readonly string[]) =>
  basis.reduce(
    (sum, line) => sum + [...line.matchAll(/: -(\d+)/g)].reduce((a, m) => a + Number(m[1]), 0),
    0,
  );

/** The fixture's words as if the engine had been sure of each. */
const sureWords = words.map((word) => ({ ...word, confidence: 0.95 }));

describe('a garbled transcript (pocketsphinx on espeak-ng)', () => {
  const result = analyze(words);

  it('is flagged approximate, with how much the engine doubted', () => {
    expect(result.transcriptReliability).toMatchObject({
      level: 'approximate',
      doubtfulBelow: 0.5,
      wordCount: spoken.length,
    });
    expect(result.transcriptReliability.doubtfulShare).toBeGreaterThan(0.5);
    expect(result.audioIssue).toBeNull();
    expect(result.noWordsDetected).toBe(false);
  });

  it('never earns a confident 10 on a score that rests on words', () => {
    expect(result.clarityScore).toBeLessThanOrEqual(8);
    expect(result.confidenceLevel).toBeLessThanOrEqual(8);
    expect(result.fillerScore).toBeLessThanOrEqual(8);
    // Confidence lost no point on what was measured: the engine's doubt alone holds it at 8.
    const lost = pointsLost(result.metrics.scoreBasis.confidence);
    expect(10 - lost).toBeGreaterThan(8);
    expect(result.confidenceLevel).toBe(8);
    expect(result.metrics.scoreBasis.confidence).toContain('approximate transcript: at most 8');
    // The same words, had the engine been sure of them, are not capped.
    const sure = analyze(sureWords);
    expect(sure.transcriptReliability.level).toBe('reliable');
    expect(sure.confidenceLevel).toBe(10 - pointsLost(sure.metrics.scoreBasis.confidence));
  });

  it('says Clarity and Confidence rest on the audio, not on praise of the words', () => {
    for (const reasoning of [result.clarityReasoning, result.confidenceReasoning]) {
      expect(reasoning).toMatch(/^The transcript is approximate \(the engine doubted \d+% of/);
      expect(reasoning).toContain('rests on what the audio measures reliably');
      expect(reasoning).not.toMatch(/well recognised|clearly recognised|your words came through/i);
    }
    // The cap is said where it held a score down, and only there.
    expect(result.confidenceReasoning).toContain('goes no higher than 8');
    expect(result.clarityScore).toBeLessThan(8);
    expect(result.clarityReasoning).not.toContain('goes no higher');
    expect(result.clarityReasoning).toContain('the timing of your pauses');
    expect(result.confidenceReasoning).toContain('your pitch variation, your volume');
    expect(result.confidenceReasoning).toContain('Among the words the engine was sure of');
  });

  it('gives word counts with their certainty', () => {
    expect(result.fillerReasoning).toMatch(
      /^The transcript is approximate .* fillers are counted only among the \d+ words it heard clearly, and some may be missed\./,
    );
    expect(result.paceReasoning).toContain('may be off by up to a fifth');
  });

  it('quotes no doubtful word as said: each quote holds only sure words or [unclear]', () => {
    const sure = new Set(
      spoken.filter((word) => word.confidence >= 0.5).map((word) => word.word.toLowerCase()),
    );
    const quotes = result.recommendations.flatMap((item) => (item.quote ? [item.quote] : []));
    for (const quote of quotes) {
      for (const word of quote
        .replace(/\u2026/g, ' ')
        .split(/\s+/)
        .filter(Boolean)) {
        if (word !== '[unclear]') expect(sure).toContain(word.toLowerCase());
      }
    }
  });
});

describe('a doubtful offensive word', () => {
  const withWord = (word: string, confidence: number) =>
    words.map((item, i) => (i === 12 ? { ...item, word, confidence } : item));

  it('never reaches the transcript, the quotes or the reasoning', () => {
    const result = analyze(withWord('prostitutes', 0.2));
    const everything = JSON.stringify({
      transcript: result.transcript,
      recommendations: result.recommendations,
      reasoning: [result.clarityReasoning, result.confidenceReasoning, result.fillerReasoning],
    });
    expect(everything).not.toContain('prostitutes');
    expect(result.transcript).toContain('[unclear]');
  });

  it('is kept when the engine was sure of it: the person said it', () => {
    expect(analyze(withWord('damn', 0.97)).transcript).toContain('damn');
  });
});

describe('speech the engine could not recognise at all', () => {
  // What pocketsphinx made of clear French or German: almost every word doubted.
  const unrecognised = words.map((word) => ({ ...word, confidence: word.confidence * 0.45 }));

  it("is not called another language on the engine's doubt alone, and is scored on the audio", () => {
    const result = analyze(unrecognised);
    expect(result.transcriptReliability.level).toBe('unrecognised');
    expect(result.audioIssue).toBeNull();
    expect(result.noWordsDetected).toBe(false);
    expect(result.paceScore).toBeLessThanOrEqual(8);
    expect(result.clarityScore).toBeLessThanOrEqual(8);
    expect(result.confidenceLevel).toBeLessThanOrEqual(8);
    expect(result.confidenceReasoning).toContain('rests on what the audio measures reliably');
    // Nothing doubtful is quoted: no recommendation carries a quote.
    expect(result.recommendations.every((item) => item.quote === undefined)).toBe(true);
  });

  it('is called another language when the engine said it heard one', () => {
    // whisper writes its note with no confidence in place of the words (whisper-words.ts).
    const noted = unrecognised.map((word, i) =>
      i < 4
        ? { ...word, word: ['(speaking', 'in', 'foreign', 'language)'][i] ?? '', confidence: 0 }
        : word,
    );
    const result = analyze(noted);
    expect(result.audioIssue).toBe('other_language');
    expect(result.noWordsDetected).toBe(false);
    expect(result.clarityScore).toBeLessThanOrEqual(8);
  });

  it('under noise, is put down to the noise: an approximate transcript', () => {
    const result = analyze(unrecognised, voiceUnder(spoken, true));
    expect(result.metrics.snrDb).toBeLessThan(20);
    expect(result.audioIssue).toBeNull();
    expect(result.transcriptReliability.level).toBe('unrecognised');
    expect(result.clarityScore).toBeLessThanOrEqual(8);
    expect(result.clarityReasoning).toContain('rests on what the audio measures reliably');
  });
});
