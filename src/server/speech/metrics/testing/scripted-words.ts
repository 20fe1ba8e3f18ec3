import type { TranscribedWord } from '../../types';
import { type SpokenToken, prepareTokens } from '../tokens';

/**
 * Test support: builds timed words from a readable script, so a test states the speech it
 * measures. Words are separated by spaces; "|0.6|" inserts a 0.6 s silence; "word@0.4" sets
 * that word's confidence. Between other words there is a 50 ms gap (below every pause line).
 */
export interface ScriptOptions {
  start?: number;
  wordSeconds?: number;
  gapSeconds?: number;
  confidence?: number;
}

export function scriptedWords(script: string, options: ScriptOptions = {}): TranscribedWord[] {
  const wordSeconds = options.wordSeconds ?? 0.3;
  const gapSeconds = options.gapSeconds ?? 0.05;
  let time = options.start ?? 0;
  let pendingGap = 0;
  const words: TranscribedWord[] = [];
  for (const part of script.trim().split(/\s+/)) {
    const pause = /^\|([\d.]+)\|$/.exec(part);
    if (pause) {
      pendingGap = Number(pause[1]);
      continue;
    }
    const [word = '', confidence] = part.split('@');
    time += words.length > 0 ? pendingGap || gapSeconds : pendingGap;
    pendingGap = 0;
    const start = round(time);
    time += wordSeconds;
    words.push({
      word,
      start,
      end: round(time),
      confidence: confidence === undefined ? (options.confidence ?? 0.95) : Number(confidence),
    });
  }
  return words;
}

export function scriptedTokens(script: string, options: ScriptOptions = {}): SpokenToken[] {
  return prepareTokens(scriptedWords(script, options), /[.,?!;:]/.test(script));
}

/** n evenly spaced words from `start`, one every 60/wpm seconds, each 80% of its slot. */
export function wordsAtPace(wpm: number, count: number, start = 0): TranscribedWord[] {
  const slot = 60 / wpm;
  return Array.from({ length: count }, (_, i) => ({
    word: `word${i % 7}`,
    start: round(start + i * slot),
    end: round(start + i * slot + slot * 0.8),
    confidence: 0.9,
  }));
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
