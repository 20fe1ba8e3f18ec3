import fs from 'node:fs';
import { POCKETSPHINX_DICTIONARY } from '../engines/pocketsphinx-fillers';

/**
 * Whether a word the engine wrote could be a filled pause it misheard, by its pronunciation
 * in the pocketsphinx dictionary (read once, lazily; empty when pocketsphinx is missing).
 */
const CENTRAL_VOWELS = new Set(['AH', 'AA', 'AO', 'ER', 'UH', 'AW']);
const VOWELS = /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/;
let pronunciations: Map<string, string[][]> | null = null;

function dictionary(): Map<string, string[][]> {
  if (pronunciations) return pronunciations;
  pronunciations = new Map();
  if (!fs.existsSync(POCKETSPHINX_DICTIONARY)) return pronunciations;
  for (const line of fs.readFileSync(POCKETSPHINX_DICTIONARY, 'utf8').split('\n')) {
    const [head, ...phones] = line.trim().split(/\s+/);
    if (!head || phones.length === 0) continue;
    const word = head.replace(/\(\d+\)$/, '');
    const list = pronunciations.get(word) ?? [];
    list.push(phones);
    pronunciations.set(word, list);
  }
  return pronunciations;
}

/**
 * 'um' or 'uh' when a pronunciation of `word` could be a filled pause heard as a word:
 * one central vowel, at most one consonant before it and one after. null otherwise.
 */
export function fillerLikePronunciation(word: string): 'um' | 'uh' | null {
  for (const phones of dictionary().get(word.toLowerCase()) ?? []) {
    const vowels = phones.filter((p) => VOWELS.test(p));
    if (vowels.length !== 1 || !CENTRAL_VOWELS.has(vowels[0] ?? '')) continue;
    const at = phones.findIndex((p) => VOWELS.test(p));
    if (at > 1 || phones.length - at - 1 > 1) continue;
    return phones.at(-1) === 'M' ? 'um' : 'uh';
  }
  return null;
}
