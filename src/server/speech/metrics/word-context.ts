import { FILLER_ISOLATION_PAUSE_SECONDS, SILENT_PAUSE_MIN_SECONDS } from '../scoring/norms';
import { canonicalFilledPause } from './filled-pauses';
import { COORDINATORS } from './lexicon';
import type { SpokenToken } from './tokens';

/** The words around a candidate filler or hedge, so each rule reads as plain conditions. */
export class WordContext {
  constructor(private readonly tokens: readonly SpokenToken[]) {}

  text(i: number): string {
    return this.tokens[i]?.text ?? '';
  }

  gapBefore(i: number): number {
    const previous = this.tokens[i - 1];
    const current = this.tokens[i];
    if (!previous || !current || current.turnStart) return Infinity;
    return Math.max(0, current.start - previous.end);
  }

  gapAfter(i: number): number {
    return this.gapBefore(i + 1);
  }

  /** Set off from the previous word by a 150-ms pause or written punctuation, or first. */
  isolatedBefore(i: number): boolean {
    return (
      this.gapBefore(i) >= FILLER_ISOLATION_PAUSE_SECONDS ||
      this.tokens[i - 1]?.punctuationAfter != null
    );
  }

  /** Set off from the next word by a 150-ms pause or written punctuation, or last. */
  isolatedAfter(i: number): boolean {
    return (
      this.gapAfter(i) >= FILLER_ISOLATION_PAUSE_SECONDS || this.tokens[i]?.punctuationAfter != null
    );
  }

  /** The word previous to i when nothing separates them (so "I, like" is not "I like"). */
  attachedPrevious(i: number): string {
    return this.isolatedBefore(i) ? '' : this.text(i - 1);
  }

  isFilledPause(i: number): boolean {
    return canonicalFilledPause(this.text(i)) !== null;
  }

  /**
   * First word of its clause: set off before, or right after a coordinator ("and like") or a
   * filled pause ("um, like"), which do not start content of their own.
   */
  clauseStart(i: number): boolean {
    if (this.isolatedBefore(i)) return true;
    return COORDINATORS.has(this.text(i - 1)) || this.isFilledPause(i - 1);
  }

  /**
   * First word of a sentence: after a silent pause (250 ms), sentence punctuation or nothing.
   * A filled pause in between is looked through ("[pause] um so").
   */
  sentenceStart(i: number): boolean {
    if (this.gapBefore(i) >= SILENT_PAUSE_MIN_SECONDS) return true;
    if (this.tokens[i - 1]?.punctuationAfter === 'sentence') return true;
    return this.isFilledPause(i - 1) && this.sentenceStart(i - 1);
  }
}
