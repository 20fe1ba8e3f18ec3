/**
 * Words never shown when the speech engine doubts them (docs/decisions.md, "Approximate transcripts"). A garbled
 * transcript can put words in a person's mouth: clear synthetic speech "Hello everyone. Today
 * I want to talk about why practice matters" came back from pocketsphinx as "what about like
 * prostitutes ah does when you freak...". A doubtful word is shown greyed; one of these is
 * replaced by "[unclear]" on every screen. Words the engine is sure of are shown as heard.
 * A short list of profanity, sexual terms and slurs, in the forms pocketsphinx's dictionary
 * writes them; matching is on the lower-case word without punctuation.
 */
const OFFENSIVE_WORDS: ReadonlySet<string> = new Set([
  'arse',
  'ass',
  'asses',
  'asshole',
  'bastard',
  'bitch',
  'bitches',
  'bollocks',
  'boobs',
  'cock',
  'cocks',
  'crap',
  'cunt',
  'damn',
  'dick',
  'dicks',
  'dildo',
  'fag',
  'faggot',
  'fuck',
  'fucked',
  'fucker',
  'fucking',
  'hooker',
  'hookers',
  'horny',
  'masturbate',
  'nazi',
  'nazis',
  'nigga',
  'nigger',
  'orgasm',
  'penis',
  'piss',
  'porn',
  'porno',
  'prick',
  'prostitute',
  'prostitutes',
  'pussy',
  'rape',
  'raped',
  'rapist',
  'retard',
  'retarded',
  'semen',
  'sex',
  'sexy',
  'shit',
  'shitty',
  'slut',
  'sluts',
  'spic',
  'tits',
  'twat',
  'vagina',
  'wank',
  'whore',
  'whores',
]);

/** The word as the lists hold it: lower case, pronunciation markers and punctuation removed. */
function bareWord(word: string): string {
  return word
    .trim()
    .replace(/\(\d+\)$/, '')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

export function isOffensiveWord(word: string): boolean {
  return OFFENSIVE_WORDS.has(bareWord(word));
}
