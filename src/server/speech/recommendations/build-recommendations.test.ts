import { describe, expect, it } from 'vitest';
import { detectFillers } from '../metrics/fillers';
import { analyzeLanguage } from '../metrics/language';
import { measurePace } from '../metrics/pace';
import { measurePauses } from '../metrics/pauses';
import { scriptedTokens, wordsAtPace } from '../metrics/testing/scripted-words';
import { type SpokenToken, prepareTokens } from '../metrics/tokens';
import { loudnessMetrics, pitchMetrics } from '../scoring/testing/metric-fixtures';
import { buildRecommendations } from './build-recommendations';
import { recordAgainRecommendation } from './general-tips';
import type { RecommendationInputs } from './types';

/** Real metrics from the tokens; scores and voice metrics are set by each test. */
function inputsFor(
  tokens: SpokenToken[],
  overrides: Partial<RecommendationInputs> = {},
): RecommendationInputs {
  const pace = measurePace(tokens);
  return {
    tokens,
    scores: { pace: 10, fillers: 10, clarity: 10, confidence: 10 },
    pace,
    fillers: detectFillers(tokens),
    pauses: measurePauses(tokens, pace.wpm),
    language: analyzeLanguage(tokens),
    pitch: null,
    loudness: null,
    ...overrides,
  };
}

const FILLER_TALK =
  'we grew fast |0.5| um so the next step was hiring |0.4| and um we hired ten people um ' +
  'quickly |0.6| um then we launched';

describe('buildRecommendations: quoting', () => {
  it("quotes the user's filler with its timestamp and how many opened a new point", () => {
    const tokens = scriptedTokens(FILLER_TALK, { start: 40 });
    const [first] = buildRecommendations(
      inputsFor(tokens, { scores: { pace: 10, fillers: 3, clarity: 10, confidence: 10 } }),
    );
    expect(first).toEqual({
      title: "Replace 'um' with a silent pause",
      description:
        "You said 'um' 4 times, 2 of them right before a new point (0:41 'um so the next step\u2026'). " +
        'Pause silently instead: close your mouth, breathe, then start the next point.',
      quote: 'um so the next step\u2026',
      timestamp: '0:41',
    });
  });

  it('quotes a long mid-sentence pause with the words around it', () => {
    const tokens = scriptedTokens('so today we entered the |1.4| market with a new product', {
      start: 62,
    });
    const items = buildRecommendations(
      inputsFor(tokens, { scores: { pace: 10, fillers: 10, clarity: 6, confidence: 10 } }),
    );
    expect(items[0]).toMatchObject({
      title: 'Keep each sentence in one breath',
      description:
        "At 1:03 you stopped for 1.4 s in the middle of a sentence, after 'the' " +
        "('\u2026we entered the market with\u2026'). Finish the thought first, then pause at the end of the sentence.",
      timestamp: '1:03',
    });
  });

  it('shows a relational hedge removed from the user\u2019s own sentence', () => {
    const tokens = scriptedTokens(
      'I think we should launch in May |0.5| and I think the team is ready',
    );
    const items = buildRecommendations(
      inputsFor(tokens, { scores: { pace: 10, fillers: 10, clarity: 10, confidence: 6 } }),
    );
    expect(items[0]?.description).toBe(
      "You used 2 hedges, most often 'I think' (0:00 'I think we should launch in May'). " +
        "Try 'We should launch in May' instead. Keep hedges for what you are truly unsure of.",
    );
  });

  it('quotes a restarted word among reliable words', () => {
    const tokens = scriptedTokens('we moved into the the market last year', { start: 5 });
    const item = buildRecommendations(
      inputsFor(tokens, { scores: { pace: 10, fillers: 10, clarity: 8, confidence: 10 } }),
    ).find((entry) => entry.title === 'Restart less, keep going');
    expect(item?.description).toMatch(
      /^You repeated 'the' at 0:06 \('\u2026into the the market\u2026'\)\./,
    );
  });

  it('quotes the start of the fastest stretch', () => {
    const tokens = prepareTokens(wordsAtPace(200, 100), false);
    const [first] = buildRecommendations(
      inputsFor(tokens, { scores: { pace: 4, fillers: 10, clarity: 10, confidence: 10 } }),
    );
    expect(first?.title).toBe('Slow down where you rush');
    expect(first?.description).toMatch(
      /^Between 0:00 and 0:20 you reached 201 wpm, starting with 'word0 word1 word2 word3 word4 word5…'\./,
    );
  });
});

describe('buildRecommendations: words the engine may have misheard', () => {
  it('gives the time but not the words when the quote is doubtful', () => {
    const tokens = scriptedTokens(
      'we grew |0.5| um so@0.3 the@0.2 next@0.3 step@0.3 |0.4| um we@0.3 hired@0.4 people',
      { start: 40 },
    );
    const [first] = buildRecommendations(
      inputsFor(tokens, { scores: { pace: 10, fillers: 3, clarity: 10, confidence: 10 } }),
    );
    expect(first).toEqual({
      title: "Replace 'um' with a silent pause",
      description:
        "You said 'um' twice, each right before a new point (at 0:41). Pause silently instead: " +
        'close your mouth, breathe, then start the next point.',
      timestamp: '0:41',
    });
  });

  it('does not quote a misheard opening or ending, and still gives three items', () => {
    // About 150 wpm, so only strengths apply: 6 words over 2.41 s.
    const tokens = scriptedTokens('what@0.3 are@0.2 you@0.3 knew@0.3 we@0.3 want@0.2', {
      wordSeconds: 0.36,
    });
    const items = buildRecommendations(inputsFor(tokens));
    expect(items.map((item) => item.title)).toEqual([
      'Keep this pace',
      'Speak from a three-point outline',
    ]);
  });
});

describe('buildRecommendations: choice and order', () => {
  it('puts the weakest score first', () => {
    const tokens = scriptedTokens(FILLER_TALK);
    const titles = (scores: RecommendationInputs['scores']) =>
      buildRecommendations(
        inputsFor(tokens, {
          scores,
          pitch: pitchMetrics({
            monotoneShare: 0.6,
            windows: [
              {
                start: 0,
                end: 8,
                voicedSeconds: 4,
                sdSemitones: 1.2,
                rangeSemitones: 2,
                flat: true,
              },
            ],
          }),
        }),
      ).map((item) => item.title);
    expect(titles({ pace: 10, fillers: 4, clarity: 10, confidence: 7 })[0]).toBe(
      "Replace 'um' with a silent pause",
    );
    expect(titles({ pace: 10, fillers: 7, clarity: 10, confidence: 4 })[0]).toBe(
      'Let your pitch move',
    );
  });

  it('gives at most 2 items per score and at most 5 in all', () => {
    const tokens = scriptedTokens(FILLER_TALK);
    const items = buildRecommendations(
      inputsFor(tokens, {
        scores: { pace: 10, fillers: 3, clarity: 10, confidence: 4 },
        pitch: pitchMetrics({
          monotoneShare: 0.6,
          windows: [
            { start: 0, end: 8, voicedSeconds: 4, sdSemitones: 1.2, rangeSemitones: 2, flat: true },
          ],
        }),
        loudness: loudnessMetrics({ tooQuiet: true, medianDbfs: -36, variationDb: 2 }),
      }),
    );
    expect(items.length).toBeLessThanOrEqual(5);
    const confidenceItems = [
      'Let your pitch move',
      'Speak up or move closer to the microphone',
      'Stress your key words',
    ];
    expect(items.filter((item) => confidenceItems.includes(item.title))).toHaveLength(2);
  });

  it('fills a clean talk up to 3 items with strengths that still quote the user', () => {
    const tokens = scriptedTokens(
      'our product saves time. |0.8| teams finish reports in half the time. |0.7| try it today.',
    );
    const items = buildRecommendations(inputsFor(tokens));
    // About 150 wpm: inside the ideal band, so keeping the pace is the second strength.
    expect(items.map((item) => item.title)).toEqual([
      'Keep your purposeful pauses',
      'Keep this pace',
      'End on your key message',
    ]);
    expect(items[0]?.description).toBe(
      "Your 0.8 s pause at 0:01, after 'our product saves time.', let the point land. Use the same pause after each key point.",
    );
    expect(items[2]?.quote).toBe('try it today.'); // the last spoken run
  });

  it('is deterministic', () => {
    const inputs = inputsFor(scriptedTokens(FILLER_TALK), {
      scores: { pace: 9, fillers: 5, clarity: 7, confidence: 6 },
    });
    expect(buildRecommendations(inputs)).toEqual(buildRecommendations(inputs));
  });

  it('asks only to record again, louder, when nothing was heard', () => {
    expect(recordAgainRecommendation()).toEqual({
      title: 'Record again',
      description:
        "We couldn't hear you clearly - Please try recording again and speak a bit louder.",
    });
  });
});
