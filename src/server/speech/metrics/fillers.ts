import {
  FILLER_CLUSTER_GAP_SECONDS,
  FILLER_CLUSTER_MIN_COUNT,
  FILLER_MIN_CONFIDENCE,
  SO_HABIT_MIN_COUNT,
  TOP_FILLERS_LISTED,
} from '../scoring/norms';
import { canonicalFilledPause } from './filled-pauses';
import { WordContext } from './word-context';
import { MARKER_RULES, type MarkerRule } from './filler-rules';
import { per100Words, perMinute, roundTo } from './format';
import { CLAUSE_STARTERS } from './lexicon';
import { type SpokenToken, speechSpanSeconds } from './tokens';
import { type FillerException, type FillerTier, isExcepted } from './filler-exceptions';

export type { FillerTier };

export interface FillerOccurrence {
  word: string;
  tier: FillerTier;
  start: number;
  end: number;
  /** Index of the (first) word in the words given to the analysis. */
  index: number;
  /** At a sentence start or right before a clause-starting word: planning the next point. */
  beforeNewPoint: boolean;
}

export interface FillerCluster {
  start: number;
  end: number;
  count: number;
  words: string[];
}

export interface FillerMetrics {
  /** All fillers: tier-1 filled pauses plus discourse markers in filler position. */
  count: number;
  /** count / words x 100, 2 decimals (product rules R10.8). A phrase counts once. */
  percentage: number;
  filledPauseCount: number;
  /** Tier-1 per 100 words, the unit of the filler norms. */
  filledPausesPer100Words: number;
  markerCount: number;
  perMinute: number;
  detectedFillers: Record<string, number>;
  occurrences: FillerOccurrence[];
  topFillers: Array<{ word: string; count: number }>;
  clusters: FillerCluster[];
  /** Candidates skipped because the engine was under the confidence line (product rules R10.5). */
  ignoredLowConfidence: number;
}

export interface FillerOptions {
  minConfidence?: number;
  /** The person's own exceptions (product rules R11.10): fillers they taught are not counted. */
  exceptions?: readonly FillerException[];
}

function matchRule(tokens: readonly SpokenToken[], i: number) {
  for (const rule of MARKER_RULES) {
    for (const spelling of rule.spellings) {
      if (spelling.every((word, k) => tokens[i + k]?.text === word)) {
        return { rule, last: i + spelling.length - 1 };
      }
    }
  }
  return null;
}

function occurrence(
  tokens: readonly SpokenToken[],
  ctx: WordContext,
  word: string,
  tier: FillerTier,
  first: number,
  last: number,
): FillerOccurrence {
  const firstToken = tokens[first] as SpokenToken;
  const lastToken = tokens[last] as SpokenToken;
  return {
    word,
    tier,
    start: firstToken.start,
    end: lastToken.end,
    index: firstToken.index,
    beforeNewPoint: ctx.sentenceStart(first) || CLAUSE_STARTERS.has(ctx.text(last + 1)),
  };
}

export function fillerClusters(occurrences: readonly FillerOccurrence[]): FillerCluster[] {
  const chains: FillerOccurrence[][] = [];
  for (const item of occurrences) {
    const chain = chains[chains.length - 1];
    const previous = chain?.[chain.length - 1];
    if (chain && previous && item.start - previous.start <= FILLER_CLUSTER_GAP_SECONDS) {
      chain.push(item);
    } else {
      chains.push([item]);
    }
  }
  return chains
    .filter((chain) => chain.length >= FILLER_CLUSTER_MIN_COUNT)
    .map((chain) => ({
      start: chain[0]?.start ?? 0,
      end: chain[chain.length - 1]?.end ?? 0,
      count: chain.length,
      words: chain.map((item) => item.word),
    }));
}

function countByWord(occurrences: readonly FillerOccurrence[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of occurrences) counts[item.word] = (counts[item.word] ?? 0) + 1;
  return counts;
}

function topFillers(occurrences: readonly FillerOccurrence[]) {
  const counts = countByWord(occurrences);
  // Object keys keep first-seen order, so ties go to the filler said first.
  return Object.entries(counts)
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP_FILLERS_LISTED);
}

export function detectFillers(
  tokens: readonly SpokenToken[],
  options: FillerOptions = {},
): FillerMetrics {
  const minConfidence = options.minConfidence ?? FILLER_MIN_CONFIDENCE;
  const ctx = new WordContext(tokens);
  const confident = (first: number, last: number) =>
    tokens.slice(first, last + 1).every((token) => token.confidence >= minConfidence);
  const found: FillerOccurrence[] = [];
  const habits: FillerOccurrence[] = [];
  let ignoredLowConfidence = 0;
  const exceptions = options.exceptions ?? [];
  const excepted = (word: string, first: number) =>
    exceptions.length > 0 && isExcepted(exceptions, word, ctx.text(first - 1));

  for (let i = 0; i < tokens.length; i += 1) {
    const filled = canonicalFilledPause(ctx.text(i));
    if (filled) {
      if (excepted(filled, i)) continue;
      if (confident(i, i)) found.push(occurrence(tokens, ctx, filled, 'filled-pause', i, i));
      else ignoredLowConfidence += 1;
      continue;
    }
    const match = matchRule(tokens, i);
    if (!match) continue;
    const { rule, last }: { rule: MarkerRule; last: number } = match;
    const verdict = rule.judge(ctx, i, last);
    if (!verdict) continue;
    if (excepted(rule.word, i)) {
      i = last;
      continue;
    }
    if (!confident(i, last)) ignoredLowConfidence += 1;
    else if (verdict === 'filler')
      found.push(occurrence(tokens, ctx, rule.word, 'discourse-marker', i, last));
    else habits.push(occurrence(tokens, ctx, rule.word, 'discourse-marker', i, last));
    i = last;
  }

  if (habits.length >= SO_HABIT_MIN_COUNT) found.push(...habits);
  return fillerMetricsOf(
    found.sort((a, b) => a.start - b.start),
    tokens,
    ignoredLowConfidence,
  );
}

/**
 * The filler figures of a set of occurrences (in time order) among `tokens`: what
 * detectFillers reports, and what a correction (product rules R11.9) reports once the
 * person's dismissed fillers are left out, so both are counted by one formula.
 */
export function fillerMetricsOf(
  occurrences: FillerOccurrence[],
  tokens: readonly SpokenToken[],
  ignoredLowConfidence: number,
): FillerMetrics {
  const filledPauseCount = occurrences.filter((item) => item.tier === 'filled-pause').length;
  return {
    count: occurrences.length,
    percentage: per100Words(occurrences.length, tokens.length),
    filledPauseCount,
    filledPausesPer100Words: per100Words(filledPauseCount, tokens.length),
    markerCount: occurrences.length - filledPauseCount,
    perMinute: roundTo(perMinute(occurrences.length, speechSpanSeconds(tokens)), 1),
    detectedFillers: countByWord(occurrences),
    occurrences,
    topFillers: topFillers(occurrences),
    clusters: fillerClusters(occurrences),
    ignoredLowConfidence,
  };
}
