import type { FillerOccurrence } from '../metrics/fillers';
import { formatTimestamp } from '../metrics/format';
import { TIP_MIN_OCCURRENCES } from '../scoring/norms';
import { displayPhrase, plural, times } from '../scoring/wording';
import { cite, positionOfIndex, quoteAt, quoteFields, quoteRun, runEnd } from './quote';
import type { Candidate, RecommendationInputs } from './types';

/** The filler said most, quoted where it opens a new point if it ever does. */
export function fillerTip(inputs: RecommendationInputs): Candidate | null {
  const { fillers, tokens } = inputs;
  const top = fillers.topFillers[0];
  if (!top || fillers.count < TIP_MIN_OCCURRENCES) return null;
  const uses = fillers.occurrences.filter((item) => item.word === top.word);
  const atNewPoint = uses.filter((item) => item.beforeNewPoint);
  const example: FillerOccurrence | undefined = atNewPoint[0] ?? uses[0];
  if (!example) return null;
  const quote = quoteRun(
    tokens,
    positionOfIndex(tokens, example.index),
    top.word.split(' ').length + 3,
  );
  const where =
    atNewPoint.length > 0
      ? `, ${atNewPoint.length === uses.length ? 'each' : `${atNewPoint.length} of them`} right before a new point`
      : '';
  const filledPause = example.tier === 'filled-pause';
  const word = displayPhrase(top.word);
  return {
    dimension: 'fillers',
    severity: Math.max(1, 10 - inputs.scores.fillers),
    item: {
      title: filledPause ? `Replace '${word}' with a silent pause` : `Drop the habit '${word}'`,
      description: filledPause
        ? `You said '${word}' ${times(top.count)}${where}${cite(quote)}. Pause silently instead: close your mouth, breathe, then start the next point.`
        : `You used '${word}' ${times(top.count)} as a filler${where}${cite(quote)}. Say the sentence again without it; if you need time, pause silently.`,
      ...quoteFields(quote),
    },
  };
}

/** Where fillers bunch up, the speaker was planning: that section needs rehearsal. */
export function fillerClusterTip(inputs: RecommendationInputs): Candidate | null {
  const cluster = [...inputs.fillers.clusters].sort((a, b) => b.count - a.count)[0];
  if (!cluster) return null;
  const first = inputs.fillers.occurrences.find((item) => item.start >= cluster.start);
  const position = first ? positionOfIndex(inputs.tokens, first.index) : 0;
  const quote = quoteRun(inputs.tokens, position, 5);
  const seconds = Math.max(1, Math.round(cluster.end - cluster.start));
  const opening = quote.reliable ? `, starting with '${quote.text}'` : '';
  return {
    dimension: 'fillers',
    // Ranks below the main filler item, which covers the same words.
    severity: Math.max(1, 9 - inputs.scores.fillers),
    item: {
      title: 'Rehearse the part where fillers bunch up',
      description: `Between ${formatTimestamp(cluster.start)} and ${formatTimestamp(cluster.end)} you used ${cluster.count} fillers in ${seconds} s${opening}. Fillers bunch up where you are still planning what to say next: outline that part in three key words and practise it once more.`,
      ...quoteFields(quote),
    },
  };
}

/** The most used hedge, with the user's own sentence shown without it. */
export function hedgeTip(inputs: RecommendationInputs): Candidate | null {
  const { hedges } = inputs.language;
  const top = hedges.topHedges[0];
  if (!top || hedges.count < TIP_MIN_OCCURRENCES) return null;
  const example = hedges.occurrences.find((item) => item.phrase === top.phrase);
  if (!example) return null;
  const { tokens } = inputs;
  const position = positionOfIndex(tokens, example.index);
  const length = example.phrase.split(' ').length;
  const quote = quoteRun(tokens, position, length + 4);
  // A relational hedge ("I think") opens a clause, so what follows it is the plain statement.
  const restEnd = runEnd(tokens, position, length + 4);
  const rest = quoteAt(tokens, position + length, 0, restEnd - position - length);
  const plainText = rest.text.replace(/^\u2026/, '');
  const plain =
    example.kind === 'relational' && restEnd >= position + length && rest.reliable
      ? ` Try '${plainText.charAt(0).toUpperCase()}${plainText.slice(1)}' instead.`
      : '';
  return {
    dimension: 'confidence',
    severity: Math.max(1, 10 - inputs.scores.confidence),
    item: {
      title: 'State your points without hedging',
      description: `You used ${plural(hedges.count, 'hedge')}, most often '${displayPhrase(top.phrase)}'${cite(quote)}.${plain} Keep hedges for what you are truly unsure of.`,
      ...quoteFields(quote),
    },
  };
}
