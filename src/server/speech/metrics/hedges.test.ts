import { describe, expect, it } from 'vitest';
import { HEDGES, detectHedges } from './hedges';
import { scriptedTokens } from './testing/scripted-words';

const hedgesIn = (script: string) =>
  detectHedges(scriptedTokens(script)).occurrences.map((item) => item.phrase);

describe('detectHedges', () => {
  it('curates about 40 distinct relational and propositional hedges', () => {
    const phrases = new Set(HEDGES.map((entry) => entry.phrase));
    expect(phrases.size).toBeGreaterThanOrEqual(40);
    expect(phrases.size).toBeLessThanOrEqual(60);
  });

  it.each([
    ['I think we should launch', 'i think'],
    ['|0.4| I guess it works', 'i guess'],
    ['the plan I believe is sound', 'i believe'],
    ["I'm not sure it scales", 'not sure'],
    ['I feel like we rushed', 'i feel like'],
    ['it was kind of hard', 'kind of'],
    ['it took about 20 minutes', 'about'],
    ['around five hundred people came', 'around'],
    ['maybe we wait', 'maybe'],
    ["I don't know, it might work", "i don't know"],
    ['ten minutes or so', 'or so'],
    ['a little bit slow', 'a little bit'],
  ])('finds a hedge in "%s"', (script, phrase) => {
    expect(hedgesIn(script)).toContain(phrase);
  });

  it.each([
    ['I think about it daily'],
    ['I think of you'],
    ['what I think is clear'],
    ['I believe in you'],
    ["I don't know what to do"],
    ['what kind of car'],
    ['we talked about 3 things'],
    ['I am sure'],
    ['they treated us fairly.'],
    ['in a way that works'],
  ])('finds no hedge in "%s"', (script) => {
    expect(hedgesIn(script)).toEqual([]);
  });

  it('counts the longest phrase once: "I\'m not sure" is one hedge, "a little bit" not "a bit"', () => {
    expect(hedgesIn("I'm not sure and a little bit lost")).toEqual(['not sure', 'a little bit']);
    expect(hedgesIn('it seems like it works')).toEqual(['it seems']);
  });

  it('reports kinds, rate per 100 words, timestamps and top phrases', () => {
    const result = detectHedges(
      scriptedTokens('I think it is maybe ready and I think maybe we ship it now or later'),
    );
    expect(result.count).toBe(4);
    expect(result.per100Words).toBe(25); // 4 in 16 words
    expect(result.relationalCount).toBe(2);
    expect(result.propositionalCount).toBe(2);
    expect(result.occurrences[0]).toEqual({
      phrase: 'i think',
      kind: 'relational',
      start: 0,
      end: 0.65,
      index: 0,
    });
    expect(result.topHedges).toEqual([
      { phrase: 'i think', count: 2 },
      { phrase: 'maybe', count: 2 },
    ]);
  });

  it('leaves out hedges the engine was unsure of (under 0.5), so misrecognitions do not count', () => {
    const result = detectHedges(scriptedTokens('maybe@0.3 we go maybe@0.5 now'));
    expect(result.count).toBe(1);
    expect(result.ignoredLowConfidence).toBe(1);
  });
});
