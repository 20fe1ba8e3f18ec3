import { describe, expect, it } from 'vitest';
import { analyzeSpeech } from '../analyze-transcript';
import { isExcepted, taughtException } from './filler-exceptions';
import { detectFillers } from './fillers';
import { scriptedWords } from './testing/scripted-words';
import { prepareTokens } from './tokens';

const SCRIPT =
  'so yesterday i |0.3| like |0.3| went to the market and we |0.3| like |0.3| bought apples ' +
  'um and then you know |0.3| we left |0.5| um it was fine';
const tokens = () => prepareTokens(scriptedWords(SCRIPT), false);
const words = (found: ReturnType<typeof detectFillers>) =>
  found.occurrences.map((item) => `${item.word}@${item.index}`);

describe('filler exceptions (product rules R11.10)', () => {
  it('matches the word after the word taught, or after any word for ""', () => {
    const rules = [{ word: 'like', previousWord: 'i' }];
    expect(isExcepted(rules, 'like', 'i')).toBe(true);
    expect(isExcepted(rules, 'like', 'we')).toBe(false);
    expect(isExcepted(rules, 'so', 'i')).toBe(false);
    expect(isExcepted([{ word: 'like', previousWord: '' }], 'like', 'we')).toBe(true);
  });

  it('leaves out only the fillers a rule covers', () => {
    const all = detectFillers(tokens());
    expect(words(all)).toEqual(['like@3', 'like@10', 'um@13', 'you know@16', 'um@20']);
    const taught = detectFillers(tokens(), { exceptions: [{ word: 'like', previousWord: 'i' }] });
    expect(words(taught)).toEqual(['like@10', 'um@13', 'you know@16', 'um@20']);
    expect(taught.detectedFillers).toEqual({ like: 1, um: 2, 'you know': 1 });
  });

  it('a later analysis of the same words with the exception does not count it', () => {
    const before = analyzeSpeech({ words: scriptedWords(SCRIPT), punctuated: false });
    const after = analyzeSpeech({
      words: scriptedWords(SCRIPT),
      punctuated: false,
      fillerExceptions: [{ word: 'like', previousWord: 'i' }],
    });
    expect(after.fillerWords).toBe(before.fillerWords - 1);
    expect(after.detectedFillers.like).toBe(1);
    expect(after.fillerPercentage).toBeLessThan(before.fillerPercentage);
  });

  it('is taught by a discourse marker in context, never by a filled pause or a first word', () => {
    expect(taughtException({ word: 'like', tier: 'discourse-marker' }, 'i')).toEqual({
      word: 'like',
      previousWord: 'i',
    });
    expect(taughtException({ word: 'you know', tier: 'discourse-marker' }, 'then')).toEqual({
      word: 'you know',
      previousWord: 'then',
    });
    expect(taughtException({ word: 'um', tier: 'filled-pause' }, 'apples')).toBeNull();
    expect(taughtException({ word: 'so', tier: 'discourse-marker' }, '')).toBeNull();
  });
});
