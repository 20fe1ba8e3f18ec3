import { describe, expect, it } from 'vitest';
import { analyzeSpeech, speakingPaceLabel } from './analyze-transcript';
import { scriptedWords } from './metrics/testing/scripted-words';
import { TEST_SAMPLE_RATE, concat, silence, tone } from './metrics/testing/synthetic-audio';
import type { TranscribedWord } from './types';

/** About a minute of speech: three points, some fillers and hedges, one long mid-clause pause. */
const TALK = [
  'good morning everyone |0.8| today I want to show you how our team cut reporting time in half',
  '|0.9| um so the first step was to measure where the hours actually went |0.6| we found that',
  'most of the time was spent copying numbers between |1.4| spreadsheets by hand |0.7| and I think',
  'that is where we could help |0.8| um the second step was a small tool that pulls the numbers',
  'for you |0.6| it took us about 3 weeks to build |0.7| and the result was clear |0.8| reports',
  'that took two days now take one |0.9| so that is the story |0.6| thank you for listening',
].join(' ');

const talkWords = () => scriptedWords(TALK, { start: 1.2, confidence: 0.9 });

describe('analyzeSpeech: a spoken talk', () => {
  const result = analyzeSpeech({ words: talkWords(), punctuated: false });

  it('fills every field of the recording row', () => {
    expect(result.noWordsDetected).toBe(false);
    expect(result.wordCount).toBe(talkWords().length);
    expect(result.transcript.startsWith('good morning everyone today I want')).toBe(true);
    expect(result.paceWpm).toBeGreaterThan(100);
    expect(result.articulationRate).toBeGreaterThan(2);
    expect(['slow', 'moderate', 'fast']).toContain(result.speakingPace);
    expect(result.fillerWords).toBe(2);
    expect(result.detectedFillers).toEqual({ um: 2 });
    expect(result.fillerPercentage).toBe(Math.round((2 / result.wordCount) * 10000) / 100);
    expect(['natural', 'frequent', 'rushed']).toContain(result.pauseAnalysis);
    expect(result.energyLevel).not.toBeNull(); // pace alone without audio
  });

  it('gives four integer scores from 0 to 10, each with reasoning', () => {
    for (const score of [
      result.paceScore,
      result.fillerScore,
      result.clarityScore,
      result.confidenceLevel,
    ]) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
    }
    expect(result.paceReasoning).toContain(`${result.paceWpm} words per minute`);
    expect(result.fillerReasoning).toContain("'um' (2)");
    expect(result.clarityReasoning).toMatch(/^Clarity is based on where you pause/);
    expect(result.confidenceReasoning).toMatch(/no audio was analysed/);
  });

  it('recommends 3 to 5 items, quoting the user with timestamps', () => {
    expect(result.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(result.recommendations.length).toBeLessThanOrEqual(5);
    const pause = result.recommendations.find(
      (item) => item.title === 'Keep each sentence in one breath',
    );
    expect(pause?.description).toContain("after 'between'");
    expect(pause?.timestamp).toMatch(/^\d+:\d\d$/);
  });

  it('keeps the detail in metrics, including why each score is what it is', () => {
    expect(result.metrics.pauses.longestMidClausePauses[0]?.wordBefore).toBe('between');
    expect(result.metrics.language.hedges.occurrences.map((item) => item.phrase)).toEqual([
      'i think',
      'about',
    ]);
    expect(result.metrics.scoreBasis.clarity.length).toBeGreaterThan(0);
    expect(result.metrics.pitch).toBeNull();
    expect(JSON.parse(JSON.stringify(result.metrics))).toEqual(result.metrics);
  });

  it('is deterministic', () => {
    expect(analyzeSpeech({ words: talkWords(), punctuated: false })).toEqual(result);
  });
});

describe('analyzeSpeech: transcription errors', () => {
  /** About 3 minutes (a practice session), with both boundary and mid-clause pauses. */
  const SESSION = [
    'good morning everyone |0.8| today I want to show you how our team cut reporting time in',
    'half |0.9| the first step was to measure where the hours went |0.6| we found that most of',
    'the time was spent copying numbers between |1.4| spreadsheets by hand |0.7| and that is',
    'where we could help |0.8| the second step was a small tool that pulls the |1.1| numbers',
    'for you |0.6| it took us three weeks to build |0.7| and the result was clear |0.8| reports',
    'that took two days now take one |0.9| next we looked at the review process |0.7| every',
    'report went through four people |0.6| and each of them checked the same |1.0| figures',
    'again |0.8| we cut that to one careful review |0.7| with a checklist that everyone can',
    'use |0.8| the third change was about the |0.9| meetings |0.6| we used to meet every monday',
    'for an hour |0.7| now we share a short summary instead |0.8| and people read it when they',
    'have time |0.9| what did we learn |0.6| small tools beat big projects |0.7| measuring first',
    'tells you where to start |0.8| and people will change how they work |1.2| when the new',
    'way is easier |0.7| thank you for listening',
  ].join(' ');
  const session = scriptedWords(`${SESSION} |0.9| ${SESSION}`, { confidence: 0.64 });

  /** 35% of words misheard (pocketsphinx on native speech) with its low posteriors. */
  function mishear(words: TranscribedWord[], seed: number): TranscribedWord[] {
    let state = seed;
    const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    return words.map((word) =>
      random() < 0.35
        ? { ...word, word: 'banana', confidence: 0.2 + random() * 0.3 }
        : { ...word, confidence: 0.5 + random() * 0.3 },
    );
  }

  it('moves clarity and confidence by at most a point, usually not at all, at 35% WER', () => {
    const right = analyzeSpeech({ words: session, punctuated: false, engine: 'pocketsphinx' });
    const shifts = Array.from({ length: 12 }, (_, seed) => {
      const wrong = analyzeSpeech({
        words: mishear(session, seed + 1),
        punctuated: false,
        engine: 'pocketsphinx',
      });
      expect(wrong.transcriptReliability.level).toBe('reliable');
      expect(wrong.paceScore).toBe(right.paceScore);
      return [
        wrong.clarityScore - right.clarityScore,
        wrong.confidenceLevel - right.confidenceLevel,
      ];
    });
    for (const [clarity, confidence] of shifts) {
      expect(Math.abs(clarity ?? 0)).toBeLessThanOrEqual(1);
      expect(Math.abs(confidence ?? 0)).toBeLessThanOrEqual(1);
    }
  });

  it('does not count a doubtful repeat or hedge', () => {
    const plain = scriptedWords(
      'our team cut reporting time in half |0.8| we measured where the hours went |0.7| most ' +
        'of it was copying numbers by hand |0.9| so we built a small tool',
      { confidence: 0.64 },
    );
    const withDoubts = plain.map((word, i) =>
      i === 4 ? { ...word, word: 'maybe', confidence: 0.3 } : word,
    );
    withDoubts.splice(9, 0, { ...plain[9]!, confidence: 0.3 }); // a doubtful "the the"
    const right = analyzeSpeech({ words: plain, punctuated: false });
    const doubtful = analyzeSpeech({ words: withDoubts, punctuated: false });
    expect(doubtful.metrics.language.hedges.count).toBe(0);
    expect(doubtful.metrics.language.repetition.reliableRepeatCount).toBe(0);
    expect(doubtful.clarityScore).toBe(right.clarityScore);
    expect(doubtful.confidenceLevel).toBe(right.confidenceLevel);
  });
});

describe('analyzeSpeech: with audio', () => {
  it('measures pitch and loudness inside the words and uses them for energy and confidence', () => {
    const words = scriptedWords('we built a tool that saves a day every week', {
      start: 1,
      wordSeconds: 0.8,
      gapSeconds: 0.2,
    });
    const end = words.at(-1)!.end;
    const samples = concat(silence(1), tone(180, end - 1, 0.2), silence(1));
    const result = analyzeSpeech({
      words,
      punctuated: false,
      audio: { samples, sampleRate: TEST_SAMPLE_RATE, durationSeconds: samples.length / 16_000 },
    });
    expect(result.metrics.pitch?.medianHz).toBeCloseTo(180, 0);
    expect(result.metrics.pitch?.monotoneShare).toBe(1);
    expect(result.metrics.loudness?.tooQuiet).toBe(false);
    expect(result.energyLevel).toBe('low');
    expect(result.confidenceReasoning).toContain(
      'stayed flat (under 2) in 100% of your speaking time',
    );
    expect(result.recommendations.map((item) => item.title)).toContain('Let your pitch move');
  });
});

describe('analyzeSpeech: nothing heard', () => {
  it.each([
    ['no words', []],
    ['only engine markers', [{ word: '<sil>', start: 0, end: 2, confidence: 1 }]],
  ])('with %s: default scores, no invented reasoning, only "record again"', (_label, words) => {
    const result = analyzeSpeech({ words, punctuated: false });
    expect(result).toMatchObject({
      noWordsDetected: true,
      wordCount: 0,
      transcript: '',
      paceWpm: null,
      speakingPace: 'moderate',
      fillerWords: 0,
      pauseAnalysis: null,
      energyLevel: null,
      paceScore: 5,
      clarityScore: 5,
      confidenceLevel: 6,
      fillerScore: 5,
      recommendations: [
        {
          title: 'Record again',
          description:
            "We couldn't hear you clearly - Please try recording again and speak a bit louder.",
        },
      ],
    });
    expect(result.paceReasoning).toBe(
      'No speech was detected, so pace could not be measured and the default score is shown.',
    );
  });

  it('keeps the audio level, which tells whether the microphone heard anything', () => {
    const samples = silence(2);
    const result = analyzeSpeech({
      words: [],
      punctuated: false,
      audio: { samples, sampleRate: TEST_SAMPLE_RATE, durationSeconds: 2 },
    });
    expect(result.metrics.loudness?.tooQuiet).toBe(true);
    expect(result.recommendations).toHaveLength(1);
  });

  it('with one word: pace and clarity keep their defaults', () => {
    const result = analyzeSpeech({ words: scriptedWords('hello'), punctuated: false });
    expect(result).toMatchObject({
      noWordsDetected: false,
      wordCount: 1,
      paceScore: 5,
      clarityScore: 5,
    });
    expect(result.pauseAnalysis).toBeNull();
  });
});

describe('speakingPaceLabel', () => {
  it.each([
    [129, 'slow'],
    [130, 'moderate'],
    [170, 'moderate'],
    [171, 'fast'],
    [null, 'moderate'],
  ])('labels %s wpm as %s', (wpm, label) => {
    expect(speakingPaceLabel(wpm)).toBe(label);
  });
});
