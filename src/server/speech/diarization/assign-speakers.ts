import type { TranscribedWord } from '../types';
import type { SpeakerTurn } from './diarize';

/** A run of consecutive words by one speaker: what a transcript view shows as one paragraph. */
export interface SpeakerUtterance {
  speaker: string;
  text: string;
  /** Seconds: the first word's start and the last word's end. */
  start: number;
  end: number;
}

/**
 * The turn covering `time`, or else the nearest turn: words the VAD trimmed at a turn's edge
 * (a soft final consonant) still belong to whoever was talking just then.
 */
function speakerAt(time: number, turns: SpeakerTurn[]): string | undefined {
  let nearest: SpeakerTurn | undefined;
  let nearestGap = Infinity;
  for (const turn of turns) {
    if (time >= turn.start && time <= turn.end) return turn.speaker;
    const gap = time < turn.start ? turn.start - time : time - turn.end;
    if (gap < nearestGap) {
      nearest = turn;
      nearestGap = gap;
    }
  }
  return nearest?.speaker;
}

/**
 * Labels each word with the speaker whose turn covers its midpoint (the midpoint, not the
 * start, so a word straddling a boundary goes to whoever said most of it), and groups
 * consecutive words of one speaker into utterances. Words are returned as new objects, in
 * time order; a speaker the engine already gave is replaced only when turns exist.
 */
export function assignSpeakers(
  words: TranscribedWord[],
  turns: SpeakerTurn[],
): { words: TranscribedWord[]; speakerUtterances: SpeakerUtterance[] } {
  const labelled = [...words]
    .sort((a, b) => a.start - b.start)
    .map((word) => {
      const speaker = speakerAt((word.start + word.end) / 2, turns) ?? word.speaker;
      return speaker === undefined ? { ...word } : { ...word, speaker };
    });

  const speakerUtterances: SpeakerUtterance[] = [];
  for (const word of labelled) {
    if (word.speaker === undefined) continue;
    const previous = speakerUtterances.at(-1);
    if (previous && previous.speaker === word.speaker) {
      previous.text = `${previous.text} ${word.word}`;
      previous.end = word.end;
    } else {
      speakerUtterances.push({
        speaker: word.speaker,
        text: word.word,
        start: word.start,
        end: word.end,
      });
    }
  }
  return { words: labelled, speakerUtterances };
}
