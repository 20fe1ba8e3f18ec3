import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planChunks } from '../chunking';
import { createPocketsphinxStream } from './pocketsphinx-stream';
import { SPEECH_ENGINE_CAPABILITIES } from '../engine-info';
import { chunkKey, mapWithConcurrency, type Transcriber } from '../transcriber';
import type { TranscribedWord } from '../types';
import { detectSpeech } from '../vad';
import { writeWavSlice } from '../wav';
import { execFileTied } from '../../lib/child-process';
import { makeWorkDir } from '../../lib/work-dir';

export const POCKETSPHINX_BINARY = 'pocketsphinx_continuous';

/**
 * Search limits that make pocketsphinx about 25% faster (fewer active HMMs and word exits per
 * frame, phone-loop lookahead). Not used by default: on the evaluation clips they raised WER
 * from 34% to 41% on LibriVox and from 53% to 58% overall, and misheard words inflate the pace
 * (docs/evaluation.md). Kept so `npm run eval` shows the trade-off.
 */
export const POCKETSPHINX_SPEED_ARGS = ['-maxhmmpf', '3000', '-maxwpf', '5', '-pl_window', '10'];

/**
 * Cadence's search settings: at most 10000 HMMs active per frame instead of pocketsphinx's
 * 30000. On a 28 s LibriVox chunk it cut search time by about a quarter with the same words
 * and times (posteriors move in the fourth decimal); on the 16 evaluation clips every
 * transcript was word for word the same as with the default search (docs/evaluation.md,
 * "Speed"). Narrower beams (-beam/-pbeam 1e-40) and -topn 2 were faster still but raised WER
 * by 7-16 points, and 7000 changed some words (pace error 20.5 to 20.8 wpm): not used.
 * `extraArgs` replace these.
 */
export const POCKETSPHINX_SEARCH_ARGS = ['-maxhmmpf', '10000'];

/** `base` with every flag that `extra` also sets left out (pocketsphinx refuses a flag twice), then `extra`. */
export function mergeSphinxArgs(base: readonly string[], extra: readonly string[]): string[] {
  const overridden = new Set(extra.filter((arg) => arg.startsWith('-')));
  const kept: string[] = [];
  for (let i = 0; i < base.length; i += 2) {
    const flag = base[i] ?? '';
    if (!overridden.has(flag)) kept.push(flag, base[i + 1] ?? '');
  }
  return [...kept, ...extra];
}

/** Markers pocketsphinx prints that are not words: sentence edges, silence and noise. */
const NON_WORD = /^(<s>|<\/s>|<sil>|\[noise\]|\+\+.*\+\+|\[.*\])$/i;

/**
 * Parses `pocketsphinx_continuous -time yes` output: one `word start end posterior` line per
 * token. Alternative pronunciations come as `word(2)`; times are shifted by the chunk's start.
 */
export function parsePocketsphinxOutput(output: string, offsetSeconds: number): TranscribedWord[] {
  const words: TranscribedWord[] = [];
  for (const line of output.split('\n')) {
    const match = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!match) continue;
    const [, token = '', start = '0', end = '0', probability = '0'] = match;
    if (NON_WORD.test(token)) continue;
    words.push({
      word: token.replace(/\(\d+\)$/, '').toLowerCase(),
      start: round(offsetSeconds + Number(start)),
      end: round(offsetSeconds + Number(end)),
      confidence: Math.min(1, Math.max(0, Number(probability))),
    });
  }
  return words;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The default, offline engine (CMU pocketsphinx from Debian). Long audio is split at
 * silences found by VAD into chunks of about equal speech, as many as the cores or a multiple
 * of them (chunking.ts), transcribed in parallel, one process per core.
 */
export function createPocketsphinxTranscriber(
  options: {
    concurrency?: number;
    extraArgs?: string[];
    /** Search settings in place of POCKETSPHINX_SEARCH_ARGS ([] for pocketsphinx's own). */
    searchArgs?: readonly string[];
  } = {},
): Transcriber {
  const concurrency = options.concurrency ?? Math.max(1, Math.min(os.cpus().length, 4));
  const args = mergeSphinxArgs(
    options.searchArgs ?? POCKETSPHINX_SEARCH_ARGS,
    options.extraArgs ?? [],
  );
  return {
    name: 'pocketsphinx',
    capabilities: SPEECH_ENGINE_CAPABILITIES.pocketsphinx,
    // A live recording is heard as it arrives, by one process that loads the model once.
    openStream: (offsetSeconds) =>
      createPocketsphinxStream(
        { binary: POCKETSPHINX_BINARY, args, parse: parsePocketsphinxOutput },
        offsetSeconds,
      ),
    async transcribe(pcm, transcribeOptions = {}) {
      const speechSegments = await detectSpeech(pcm);
      // Greedy chunks of about CHUNK_TARGET_SECONDS: longer, balanced chunks (chunkCountFor)
      // saved model loads but moved the clarity score of the bench recording from 9 to 6
      // through the word confidences (docs/evaluation.md, "Speed of uploads").
      const chunks = planChunks(speechSegments, pcm.durationSeconds);
      const workDir = await makeWorkDir('sphinx');
      let done = 0;
      transcribeOptions.onProgress?.(0, 1 / Math.max(1, chunks.length));
      try {
        // Longest chunks first, so the last chunk to finish is a short one and cores idle less.
        const order = chunks
          .map((chunk, index) => ({ chunk, index }))
          .sort((a, b) => b.chunk.end - b.chunk.start - (a.chunk.end - a.chunk.start));
        const perChunk = new Array<TranscribedWord[]>(chunks.length);
        await mapWithConcurrency(order, concurrency, async ({ chunk, index }) => {
          transcribeOptions.signal?.throwIfAborted();
          const saved = transcribeOptions.doneChunks?.[chunkKey(chunk)];
          if (saved) {
            perChunk[index] = saved;
            done += 1;
            transcribeOptions.onProgress?.(done / chunks.length, (done + 1) / chunks.length);
            return;
          }
          const slice = await writeWavSlice(
            pcm,
            chunk.start,
            chunk.end,
            path.join(workDir, `${index}.wav`),
          );
          const { stdout } = await execFileTied(
            POCKETSPHINX_BINARY,
            ['-infile', slice.path, '-time', 'yes', '-logfn', '/dev/null', ...args],
            { maxBuffer: 64 * 1024 * 1024, signal: transcribeOptions.signal },
          );
          await fs.promises.rm(slice.path, { force: true });
          const words = parsePocketsphinxOutput(stdout, slice.offsetSeconds);
          await transcribeOptions.onChunk?.(chunkKey(chunk), words);
          done += 1;
          transcribeOptions.onProgress?.(done / chunks.length);
          perChunk[index] = words;
        });
        return {
          words: perChunk.flat(),
          engine: 'pocketsphinx',
          punctuated: false,
          speechSegments,
        };
      } finally {
        await fs.promises.rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
