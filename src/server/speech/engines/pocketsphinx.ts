import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planChunks } from '../chunking';
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
 * silences found by VAD and the chunks are transcribed in parallel, one process per core.
 */
export function createPocketsphinxTranscriber(
  options: { concurrency?: number; extraArgs?: string[] } = {},
): Transcriber {
  const concurrency = options.concurrency ?? Math.max(1, Math.min(os.cpus().length, 4));
  return {
    name: 'pocketsphinx',
    capabilities: SPEECH_ENGINE_CAPABILITIES.pocketsphinx,
    async transcribe(pcm, transcribeOptions = {}) {
      const speechSegments = await detectSpeech(pcm);
      const chunks = planChunks(speechSegments, pcm.durationSeconds);
      const workDir = await makeWorkDir('sphinx');
      let done = 0;
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
            transcribeOptions.onProgress?.(done / chunks.length);
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
            [
              '-infile',
              slice.path,
              '-time',
              'yes',
              '-logfn',
              '/dev/null',
              ...(options.extraArgs ?? []),
            ],
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
