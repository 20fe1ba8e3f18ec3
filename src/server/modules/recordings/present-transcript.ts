import { z } from 'zod';
import { audioIssueSchema } from '@shared/recordings/audio-issues';
import { isOffensiveWord } from '@shared/recordings/offensive-words';
import type { SpeakerUtterance, StoredWord } from '@shared/recordings/schemas';
import {
  UNCLEAR_WORD,
  shownWord,
  transcriptReliabilitySchema,
} from '@shared/recordings/transcript-reliability';

/*
 * The words of a recording as screens may show them (docs/decisions.md, "Approximate
 * transcripts"): the stored words stay as the engine wrote them; what leaves the server never
 * shows a doubtful offensive word, and speaker utterances read "[unclear]" for each doubtful
 * word (one for one, so their word counts hold; quotes fold the runs).
 */

/** Timed words with every doubtful offensive word replaced by "[unclear]". */
export function presentWords(words: readonly StoredWord[], below: number): StoredWord[] {
  return words.map((word) => {
    const shown = shownWord(word.word, word.confidence, below);
    return shown.text === word.word ? word : { ...word, word: shown.text };
  });
}

function unclearIfDoubtful(word: StoredWord, below: number): string {
  const shown = shownWord(word.word, word.confidence, below);
  return shown.doubtful ? UNCLEAR_WORD : shown.text;
}

/** A little slack for rounding: stored times have three decimals. */
const EDGE_SECONDS = 0.002;

/**
 * Each utterance's text rebuilt from its own timed words, each doubtful one as "[unclear]".
 * An utterance whose words cannot be found keeps its text, offensive words masked.
 */
export function presentUtterances(
  utterances: readonly SpeakerUtterance[],
  words: readonly StoredWord[],
  below: number,
): SpeakerUtterance[] {
  // Each speaker's words in time order, walked once alongside their utterances.
  const bySpeaker = new Map<string, StoredWord[]>();
  for (const word of [...words].sort((a, b) => a.start - b.start)) {
    if (word.speaker === undefined) continue;
    const list = bySpeaker.get(word.speaker) ?? [];
    list.push(word);
    bySpeaker.set(word.speaker, list);
  }
  const next = new Map<string, number>();
  const order = utterances
    .map((utterance, index) => ({ utterance, index }))
    .sort((a, b) => a.utterance.start - b.utterance.start);
  const texts = new Array<string>(utterances.length);
  for (const { utterance, index } of order) {
    const list = bySpeaker.get(utterance.speaker) ?? [];
    let position = next.get(utterance.speaker) ?? 0;
    while (
      position < list.length &&
      (list[position]?.start ?? 0) < utterance.start - EDGE_SECONDS
    ) {
      position += 1;
    }
    const own: StoredWord[] = [];
    while (position < list.length && (list[position]?.start ?? 0) <= utterance.end + EDGE_SECONDS) {
      own.push(list[position] as StoredWord);
      position += 1;
    }
    next.set(utterance.speaker, position);
    texts[index] =
      own.length > 0
        ? own.map((word) => unclearIfDoubtful(word, below)).join(' ')
        : utterance.text
            .split(/\s+/)
            .map((word) => (isOffensiveWord(word) ? UNCLEAR_WORD : word))
            .join(' ');
  }
  return utterances.map((utterance, index) => ({ ...utterance, text: texts[index] ?? '' }));
}

/** What the analysis stored beside its metrics; older rows have neither field. */
const storedAnalysisStateSchema = z.object({
  transcriptReliability: transcriptReliabilitySchema.nullable().catch(null).default(null),
  audioIssue: audioIssueSchema.nullable().catch(null).default(null),
});

export function storedAnalysisState(metrics: unknown) {
  const parsed = storedAnalysisStateSchema.safeParse(metrics ?? {});
  return parsed.success ? parsed.data : { transcriptReliability: null, audioIssue: null };
}
