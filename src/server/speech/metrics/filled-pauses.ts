/**
 * Tier 1 (norms, lexicon tiers): pure interjections, always fillers. Engines spell them in
 * many ways ("umm", "uhh", "ahh", "hmmm"); each pattern maps a spelling to one canonical word.
 */
const FILLED_PAUSE_SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/^u+h*m+$/, 'um'],
  [/^u+h+$/, 'uh'],
  [/^e+r+m+$/, 'erm'],
  [/^e+r+$/, 'er'],
  [/^a+h+$/, 'ah'],
  [/^h+m+$/, 'hmm'],
  [/^m{2,}$/, 'mm'],
];

export const FILLED_PAUSES = ['um', 'uh', 'er', 'erm', 'ah', 'hmm', 'mm'] as const;

export function canonicalFilledPause(text: string): string | null {
  for (const [pattern, canonical] of FILLED_PAUSE_SPELLINGS) {
    if (pattern.test(text)) return canonical;
  }
  return null;
}
