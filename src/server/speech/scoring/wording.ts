/** Small text helpers so reasoning reads naturally ("1 pause", "3 pauses"). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** once, twice, 3 times. */
export function times(count: number): string {
  if (count === 1) return 'once';
  if (count === 2) return 'twice';
  return `${count} times`;
}

/** Lexicon phrases are lower case; the pronoun I is written as a capital for people. */
export function displayPhrase(phrase: string): string {
  return phrase.replace(/\bi\b/g, 'I');
}

/** "'um' (4), 'uh' (2) and 'like' (1)". */
export function countedWords(items: ReadonlyArray<{ word: string; count: number }>): string {
  const parts = items.map((item) => `'${displayPhrase(item.word)}' (${item.count})`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Drops empty sentences and joins the rest. */
export function sentences(...parts: Array<string | null | false | undefined>): string {
  return parts.filter((part): part is string => Boolean(part)).join(' ');
}

/** Strips a trailing ".0" so 2.0 reads as 2. */
export function num(value: number, decimals = 1): string {
  return String(Number(value.toFixed(decimals)));
}
