/**
 * `npm run analyze -- <file> [--json]`: the full speech analysis of one recording, offline.
 * Prints a readable summary, then the analysis as JSON (or only the JSON with --json).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { analyzeRecording } from '../src/server/speech/analyze-recording';
import { createTranscriber } from '../src/server/speech/create-transcriber';
import { AudioDecodeError } from '../src/server/speech/decode';

const { positionals, values } = parseArgs({
  options: { json: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run analyze -- <audio or video file> [--json]');
  process.exit(2);
}

const mmss = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

try {
  const started = performance.now();
  const result = await analyzeRecording(file, {
    transcriber: createTranscriber(loadConfig()),
    onProgress: (step, fraction) =>
      values.json || process.stderr.write(`\r${step} ${Math.round(fraction * 100)}%   `),
  });
  const seconds = (performance.now() - started) / 1000;
  const a = result.analysis;
  if (!values.json) {
    process.stderr.write('\n');
    console.log(
      `${file}: ${mmss(result.durationSeconds)} of audio, analysed in ${seconds.toFixed(1)} s by ${result.engine}`,
    );
    if (a.noWordsDetected) console.log("No words were detected: we couldn't hear you clearly.");
    console.log(
      `Words: ${a.wordCount}, pace ${a.paceWpm ?? '-'} wpm (${a.speakingPace}), fillers ${a.fillerWords} (${a.fillerPercentage}%), pauses ${a.pauseAnalysis ?? '-'}, energy ${a.energyLevel ?? '-'}`,
    );
    for (const [label, score, reasoning] of [
      ['Pace', a.paceScore, a.paceReasoning],
      ['Filler Words', a.fillerScore, a.fillerReasoning],
      ['Clarity', a.clarityScore, a.clarityReasoning],
      ['Confidence', a.confidenceLevel, a.confidenceReasoning],
    ] as const) {
      console.log(`\n${label}: ${score}/10\n  ${reasoning}`);
    }
    console.log('\nHow to improve:');
    for (const item of a.recommendations) {
      console.log(`  - ${typeof item === 'string' ? item : item.description}`);
    }
    console.log(`\nTranscript (approximate): ${a.transcript}\n`);
  }
  console.log(
    JSON.stringify(
      { durationSeconds: result.durationSeconds, engine: result.engine, ...a, words: result.words },
      null,
      values.json ? 0 : 2,
    ),
  );
} catch (error) {
  if (error instanceof AudioDecodeError) {
    console.error(`${file}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
