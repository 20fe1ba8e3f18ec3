import { z } from 'zod';

/**
 * A person's filler exceptions (product rules R11.10): what their dismissals taught later analyses.
 * GET /api/user/filler-exceptions lists them; settings removes one or all.
 */
export const fillerExceptionSchema = z.object({
  id: z.string().uuid(),
  /** The filler, lower case ("like", "you know"). */
  word: z.string(),
  /** The word before it, lower case; '' when the rule holds after any word. */
  previousWord: z.string(),
  createdAt: z.string(),
});
export type FillerException = z.infer<typeof fillerExceptionSchema>;
export const fillerExceptionListSchema = z.array(fillerExceptionSchema);

export const fillerExceptionIdParamsSchema = z.object({
  id: z.string().uuid('Rule not found'),
});

/** "I" is written as people write it; every other word as heard. */
const shown = (word: string) => (word === 'i' ? 'I' : word.replace(/^i'/, "I'"));

/** A rule in words, as settings shows it: “like” after “I”. */
export function describeFillerException(rule: Pick<FillerException, 'word' | 'previousWord'>) {
  return rule.previousWord === ''
    ? `\u201c${shown(rule.word)}\u201d anywhere`
    : `\u201c${shown(rule.word)}\u201d after \u201c${shown(rule.previousWord)}\u201d`;
}
