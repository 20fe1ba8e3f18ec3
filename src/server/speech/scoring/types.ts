/** One of the four scores with the words that justify it (product rules R1.4). */
export interface ScoreResult {
  /** Integer 0-10. */
  score: number;
  /** 1-3 sentences citing the user's own numbers and what the score is based on. */
  reasoning: string;
  /** The measurements used, as short labelled facts, for the metrics view and for audits. */
  basis: string[];
}
