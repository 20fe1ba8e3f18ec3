/**
 * `npm run eval`: runs every configured speech engine through analyzeRecording on the same
 * clips and prints, per engine, WER, pace error, filler and pause precision / recall,
 * speaker-count accuracy and real-time factor. Asserts nothing; docs/evaluation.md keeps
 * the results. Options:
 *   --only <text>          engines whose label contains <text>
 *   --sphinx-args="<args>" one more pocketsphinx row with these extra arguments (repeatable;
 *                          the = is needed because the arguments start with a dash)
 *   --filler-args="<args>" the same, on the default engine (filler pronunciations)
 *   --clips                per-clip tables too
 *   --speakers-only        only the speaker clips (diarization, no transcription)
 *   --no-speakers          skip the speaker clips
 *   --real-only            of the speaker clips, only the real meetings (AMI excerpts)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeRecording } from '../../src/server/speech/analyze-recording';
import { CLIP_SETS, type ClipTruth } from '../../src/server/speech/evaluation/types';
import {
  type ClipScore,
  observe,
  scoreClip,
  summarize,
} from '../../src/server/speech/evaluation/score-clip';
import type { Transcriber } from '../../src/server/speech/transcriber';
import { clipPath, loadClipSet } from './clips';
import { evaluateSpeakers, speakerTable } from './speakers';
import { configuredEngines } from './engines';
import { clipTable, summaryTable } from './table';

const RESULTS_DIR = path.resolve('bench/results');

async function evaluate(transcriber: Transcriber, clips: readonly ClipTruth[]) {
  const scores: ClipScore[] = [];
  const transcripts: Record<string, string> = {};
  const recovered = { engine: 0, pronunciation: 0, audio: 0 };
  for (const clip of clips) {
    const started = performance.now();
    const recording = await analyzeRecording(clipPath(clip), { transcriber });
    const processingSeconds = (performance.now() - started) / 1000;
    scores.push(scoreClip(clip, observe(recording, processingSeconds)));
    transcripts[clip.id] = recording.words.map((word) => word.word).join(' ');
    for (const word of recording.words) {
      if (word.fillerEvidence) recovered[word.fillerEvidence] += 1;
    }
  }
  return { scores, transcripts, recovered };
}

function summaryRows(scores: readonly ClipScore[]) {
  const rows = CLIP_SETS.flatMap((set) => {
    const inSet = scores.filter((score) => score.set === set);
    return inSet.length > 0 ? [{ name: set, summary: summarize(inSet) }] : [];
  });
  return [...rows, { name: '**all**', summary: summarize(scores) }];
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      'sphinx-args': { type: 'string', multiple: true },
      'filler-args': { type: 'string', multiple: true },
      clips: { type: 'boolean', default: false },
      'speakers-only': { type: 'boolean', default: false },
      'no-speakers': { type: 'boolean', default: false },
      'real-only': { type: 'boolean', default: false },
    },
  });
  const results: Record<string, unknown> = {};
  if (!values['no-speakers']) {
    const speakers = await evaluateSpeakers((line) => console.error(line), {
      realOnly: values['real-only'],
    });
    console.log(
      `## Speakers: long recordings, diarization only (${os.cpus().length} cores)\n\n${speakerTable(speakers)}\n`,
    );
    results.speakers = speakers;
  }
  if (values['speakers-only']) {
    writeResults({ results });
    return;
  }
  const clips = loadClipSet(undefined, (line) => console.error(line));
  const audio = clips.reduce((sum, clip) => sum + clip.durationSeconds, 0);
  console.log(
    `# Speech engine evaluation: ${clips.length} clips, ${audio.toFixed(0)} s of audio ` +
      `(${os.cpus().length} cores, Node ${process.versions.node})\n`,
  );
  const { engines, skipped } = await configuredEngines(
    values['sphinx-args'] ?? [],
    values['filler-args'] ?? [],
  );
  for (const note of skipped) console.log(`- skipped ${note}`);

  for (const engine of engines) {
    if (values.only && !engine.label.includes(values.only)) continue;
    console.error(`running ${engine.label} ...`);
    const { scores, transcripts, recovered } = await evaluate(engine.transcriber, clips);
    const rows = summaryRows(scores);
    console.log(`\n## ${engine.label}\n\n${summaryTable(rows)}`);
    // The filler columns count after recovery (decision 93): say where the fillers came from,
    // since an engine that drops them (whisper) has only the audio's.
    console.log(
      `\nFillers recovered by Cadence (metrics/filler-recovery.ts), true or not: ` +
        `${recovered.engine} filled-pause words beside a silence, ` +
        `${recovered.pronunciation} lone words pronounced like one, ` +
        `${recovered.audio} from the audio where no word was written.`,
    );
    if (values.clips) console.log(`\n${clipTable(scores)}`);
    results[engine.label] = { rows, scores, transcripts };
  }

  writeResults({ clips, results });
}

function writeResults(content: Record<string, unknown>) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `eval-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  console.error(`\nfull results: ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
