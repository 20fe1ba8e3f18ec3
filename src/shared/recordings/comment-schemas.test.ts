import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  commentFormSchema,
  formatMoment,
  formatMomentPrecise,
  parseMoment,
} from './comment-schemas';

describe('moments', () => {
  it.each([
    ['0:04', 4],
    ['0:04.5', 4.5],
    ['1:30', 90],
    ['12', 12],
    ['4.5', 4.5],
    [' 2:05 ', 125],
  ])('reads %s as %s seconds', (typed, seconds) => {
    expect(parseMoment(typed)).toBe(seconds);
  });

  it.each(['', 'abc', '1:75', '-3', '1:2:3', '0:04s'])('refuses %j', (typed) => {
    expect(parseMoment(typed)).toBeNull();
  });

  it('writes m:ss, and m:ss.s when editing', () => {
    expect(formatMoment(4.5)).toBe('0:04');
    expect(formatMoment(125)).toBe('2:05');
    expect(formatMomentPrecise(4.5)).toBe('0:04.5');
    expect(formatMomentPrecise(4.04)).toBe('0:04');
    expect(formatMomentPrecise(59.96)).toBe('1:00');
    expect(parseMoment(formatMomentPrecise(83.3))).toBe(83.3);
  });
});

describe('the comment form', () => {
  const form = commentFormSchema(10);

  it('gives the request its seconds and trimmed text', () => {
    expect(form.parse({ atSeconds: '0:04.5', text: '  Slow down  ' })).toEqual({
      atSeconds: 4.5,
      text: 'Slow down',
    });
  });

  it.each([
    [{ atSeconds: 'soon', text: 'Hi' }, COMMENT_MESSAGES.timeInvalid],
    [{ atSeconds: '0:11', text: 'Hi' }, COMMENT_MESSAGES.timePastEnd(10)],
    [{ atSeconds: '0:01', text: ' ' }, COMMENT_MESSAGES.textRequired],
    [{ atSeconds: '0:01', text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, COMMENT_MESSAGES.textTooLong],
  ])('refuses %j', (values, message) => {
    const result = form.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('takes any time when the length is unknown', () => {
    expect(commentFormSchema(null).parse({ atSeconds: '99:00', text: 'Hi' }).atSeconds).toBe(5940);
  });
});
