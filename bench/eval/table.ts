import {
  type DetectionCounts,
  precision,
  recall,
} from '../../src/server/speech/evaluation/detection';
import type { ClipScore, ScoreSummary } from '../../src/server/speech/evaluation/score-clip';
import { shareWithinTolerance } from '../../src/server/speech/evaluation/word-timing';

const NA = 'n/a';
const percent = (value: number | null) => (value === null ? NA : `${Math.round(value * 100)}%`);
const fixed = (value: number | null, digits: number, unit = '') =>
  value === null ? NA : `${value.toFixed(digits)}${unit}`;

function precisionRecall(p: number | null, r: number | null, counts: DetectionCounts | null) {
  if (!counts) return NA;
  return `${percent(p)} / ${percent(r)} (${counts.found}/${counts.truth}, ${counts.detected - counts.correct} false)`;
}

function pace(summary: ScoreSummary) {
  if (summary.paceErrorWpm === null) {
    return summary.paceMissing > 0 ? `${NA} (${summary.paceMissing} unmeasured)` : NA;
  }
  const missing = summary.paceMissing > 0 ? `, ${summary.paceMissing} unmeasured` : '';
  return `${summary.paceErrorWpm.toFixed(1)} wpm (${percent(summary.paceErrorShare)}${missing})`;
}

function row(cells: string[]) {
  return `| ${cells.join(' | ')} |`;
}

const SUMMARY_HEADER = [
  'Clip set',
  'Clips',
  'Audio',
  'WER',
  'Pace error',
  'Span error',
  'Word count error',
  'Fillers P / R',
  'Filler words P / R (any confidence)',
  'Pauses P / R',
  'Pause length error',
  'Speaker count',
  'Word times ±0.15 s: starts / ends (matched)',
  'RTF',
];

function wordTimes(s: ScoreSummary) {
  if (s.wordsTimed.said === 0) return NA;
  return `${percent(s.wordStartsWithin)} / ${percent(s.wordEndsWithin)} (${s.wordsTimed.matched}/${s.wordsTimed.said})`;
}

/** One engine's Markdown table: a row per clip set and an `all` row pooling every clip. */
export function summaryTable(rows: Array<{ name: string; summary: ScoreSummary }>): string {
  const lines = [row(SUMMARY_HEADER), row(SUMMARY_HEADER.map((_, i) => (i < 1 ? '---' : '--:')))];
  for (const { name, summary: s } of rows) {
    lines.push(
      row([
        name,
        String(s.clips),
        `${s.audioSeconds.toFixed(0)} s`,
        percent(s.wer),
        pace(s),
        fixed(s.spanErrorSeconds, 2, ' s'),
        percent(s.wordCountErrorShare),
        precisionRecall(s.fillerPrecision, s.fillerRecall, s.fillers),
        precisionRecall(precision(s.fillerWords), recall(s.fillerWords), s.fillerWords),
        precisionRecall(s.pausePrecision, s.pauseRecall, s.pauses),
        s.pauseDurationError === null ? NA : `${s.pauseDurationError.toFixed(2)} s`,
        percent(s.speakerAccuracy),
        wordTimes(s),
        fixed(s.realTimeFactor, 2),
      ]),
    );
  }
  return lines.join('\n');
}

const CLIP_HEADER = [
  'Clip',
  'WER',
  'Pace (true)',
  'Span (true)',
  'Words (said)',
  'Fillers found',
  'Filler words found',
  'Pauses found',
  'Word times ±0.15 s',
  'RTF',
];

const found = (c: DetectionCounts) => `${c.found}/${c.truth}, ${c.detected - c.correct} false`;

/** Per-clip figures, for reading where an engine goes wrong. */
export function clipTable(scores: readonly ClipScore[]): string {
  const lines = [row(CLIP_HEADER), row(CLIP_HEADER.map((_, i) => (i < 1 ? '---' : '--:')))];
  for (const s of scores) {
    const e = s.words;
    const wrong = e.substitutions + e.deletions + e.insertions;
    lines.push(
      row([
        s.id,
        `${percent(e.referenceWords ? wrong / e.referenceWords : null)} (S${e.substitutions} D${e.deletions} I${e.insertions} / ${e.referenceWords})`,
        `${s.pace.measured ?? NA} (${s.pace.truth.toFixed(0)})`,
        `${fixed(s.span.measured, 2)} (${s.span.truth.toFixed(2)})`,
        `${s.wordCount.measured} (${s.wordCount.truth})`,
        found(s.fillers),
        found(s.fillerWords),
        s.pauses ? found(s.pauses) : NA,
        s.wordTimes
          ? `${percent(shareWithinTolerance(s.wordTimes.starts))} / ${percent(shareWithinTolerance(s.wordTimes.ends))}`
          : NA,
        fixed(s.processingSeconds / s.audioSeconds, 2),
      ]),
    );
  }
  return lines.join('\n');
}
