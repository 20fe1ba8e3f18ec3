import { describe, expect, it } from 'vitest';
import { detectFillers } from './fillers';
import { scriptedTokens } from './testing/scripted-words';

/** The fillers found in a script ("|0.3|" is a 0.3 s silence; commas make it punctuated). */
const fillersIn = (script: string) =>
  detectFillers(scriptedTokens(script)).occurrences.map((item) => item.word);

describe('filled pauses (tier 1)', () => {
  it('always counts them and folds engine spellings into one word', () => {
    const result = detectFillers(scriptedTokens('umm well uhh ahh we hmmm mm er erm uhm go'));
    expect(result.detectedFillers).toEqual({ um: 2, uh: 1, ah: 1, hmm: 1, mm: 1, er: 1, erm: 1 });
    expect(result.filledPauseCount).toBe(8);
  });

  it('ignores words under 75% confidence, and keeps those at exactly 75%', () => {
    const result = detectFillers(scriptedTokens('um@0.74 we um@0.75 go'));
    expect(result.count).toBe(1);
    expect(result.ignoredLowConfidence).toBe(1);
  });

  it('lets the caller move the confidence line', () => {
    expect(detectFillers(scriptedTokens('um@0.4 go'), { minConfidence: 0.3 }).count).toBe(1);
  });
});

describe('"like"', () => {
  it.each([
    ['it was like |0.3| amazing', 'a pause after it'],
    ['she was, like, so tired', 'commas around it'],
    ['and like we just left', 'a clause start after "and", before a non-noun'],
    ["it's like really hard", 'running into an intensifier'],
    ['|0.5| like um the point', 'running into a filled pause'],
    ['I, like, think so', '"I" separated from it by a comma'],
  ])('is a filler in "%s" (%s)', (script) => {
    expect(fillersIn(script)).toContain('like');
  });

  it.each([
    ['I like pizza', 'a verb after a subject'],
    ['I would like to go', '"would like"'],
    ['it looks like rain', '"looks like"'],
    ['we need something like this', '"something like"'],
    ['it was like a dream', 'before a noun phrase, mid-clause'],
    ['|0.5| like this one', 'before "this"'],
    ['like I said we are done', '"like I said"'],
    ['I like |0.4| pizza', 'a verb even with a pause after it'],
  ])('is not a filler in "%s" (%s)', (script) => {
    expect(fillersIn(script)).not.toContain('like');
  });
});

describe('"you know"', () => {
  it.each([
    ['it was hard, you know, and long'],
    ['we tried you know |0.4| everything'],
    ['and you know we won'],
    ["that's life you know"],
  ])('is a filler in "%s"', (script) => {
    expect(fillersIn(script)).toEqual(['you know']);
  });

  it.each([
    ['do you know the way'],
    ['you know that it works'],
    ['you know what I did'],
    ['as you know we ship'],
    ['I will let you know tomorrow'],
  ])('is not a filler in "%s"', (script) => {
    expect(fillersIn(script)).toEqual([]);
  });
});

describe('"I mean"', () => {
  it.each([['I mean, it works'], ['|0.4| I mean we could try']])('is a filler in "%s"', (s) => {
    expect(fillersIn(s)).toEqual(['i mean']);
  });

  it.each([['what I mean is simple'], ['I mean it'], ['I mean to say hello']])(
    'is not a filler in "%s"',
    (script) => {
      expect(fillersIn(script)).toEqual([]);
    },
  );
});

describe('"so"', () => {
  it.each([
    ['So, the plan is simple', 'sentence-initial and set off by a comma'],
    ['we ended |0.5| so um we start', 'after a pause, into a filled pause'],
    ['|0.5| so so we began', 'stammered at a clause start (counted once)'],
  ])('is a filler in "%s" (%s)', (script) => {
    expect(fillersIn(script).filter((word) => word === 'so')).toHaveLength(1);
  });

  it.each([
    ['it was so much fun'],
    ['we left early so that we could rest'],
    ['I think so'],
    ['it was so so good'],
    ['done |0.5| so far we are fine'],
  ])('is not a filler in "%s"', (script) => {
    expect(fillersIn(script)).toEqual([]);
  });

  it('counts a bare sentence-initial "so" only when it is a habit (3 or more)', () => {
    const twice = 'so we start |0.5| so we build';
    const thrice = `${twice} |0.5| so we ship`;
    expect(fillersIn(twice)).toEqual([]);
    expect(fillersIn(thrice)).toEqual(['so', 'so', 'so']);
  });
});

describe('"basically", "actually", "literally"', () => {
  it.each([['Actually, we won'], ['and basically we left'], ['it took hours literally.']])(
    'is a filler in "%s"',
    (script) => {
      expect(fillersIn(script)).toHaveLength(1);
    },
  );

  it.each([['it actually works'], ['we literally ran home'], ['that is basically true']])(
    'is not a filler in "%s"',
    (script) => {
      expect(fillersIn(script)).toEqual([]);
    },
  );
});

describe('"kind of" and "sort of"', () => {
  it.each([
    ['it was kind of hard', 'kind of'],
    ['we sorta knew', 'sort of'],
    ["it's sort of |0.5| complicated", 'sort of'],
  ])('is a filler in "%s"', (script, word) => {
    expect(fillersIn(script)).toEqual([word]);
  });

  it.each([
    ['what kind of car'],
    ['this sort of problem'],
    ['kind of the best'],
    ['a kind of magic'],
    ['it is that kind of thing'],
    ['some kind of thing'],
  ])('is not a filler in "%s"', (script) => {
    expect(fillersIn(script)).toEqual([]);
  });
});

describe('"right"', () => {
  it.each([["it's a big market, right? we should go"], ['we go there right |0.4| and then']])(
    'is a filler as a tag in "%s"',
    (script) => {
      expect(fillersIn(script)).toEqual(['right']);
    },
  );

  it.each([
    ["you're right."],
    ['the right choice'],
    ['turn right |0.5| then stop'],
    ['|0.5| right |0.3| so we go'],
    ['right now we go'],
  ])('is not a filler in "%s"', (script) => {
    expect(fillersIn(script)).toEqual([]);
  });
});
