/**
 * Word times of an evaluation clip by forced alignment: pocketsphinx searches a grammar that
 * is the reference text word by word, so it chooses only where each word begins and ends.
 * The reference the engines' word times are scored against (docs/evaluation.md, "Word times").
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  POCKETSPHINX_BINARY,
  parsePocketsphinxOutput,
} from '../../src/server/speech/engines/pocketsphinx';
import { POCKETSPHINX_DICTIONARY } from '../../src/server/speech/engines/pocketsphinx-fillers';
import type { TimeSpan } from '../../src/server/speech/evaluation/types';
import { normalizeWord } from '../../src/server/speech/metrics/tokens';

/**
 * Frames (10 ms) of silence before pocketsphinx ends an utterance: 50 s, longer than any
 * clip, so the whole clip is one utterance and the whole grammar must match it. (pocketsphinx
 * ignores a much larger figure and splits at every pause again.)
 */
const ONE_UTTERANCE_FRAMES = '5000';

/** Each word of `words` with its span in `wavPath`; null when the alignment fails. */
export function forcedAlignment(
  wavPath: string,
  words: readonly string[],
): Array<TimeSpan & { word: string }> | null {
  const tokens = words.map(normalizeWord).filter(Boolean);
  const dictionary = new Set(
    fs
      .readFileSync(POCKETSPHINX_DICTIONARY, 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[0]),
  );
  if (tokens.length === 0 || tokens.some((token) => !dictionary.has(token))) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-align-'));
  try {
    const grammar = path.join(dir, 'words.gram');
    fs.writeFileSync(
      grammar,
      `#JSGF V1.0;\ngrammar words;\npublic <words> = ${tokens.join(' ')} ;\n`,
    );
    const output = execFileSync(
      POCKETSPHINX_BINARY,
      [
        '-infile',
        wavPath,
        '-jsgf',
        grammar,
        '-time',
        'yes',
        '-logfn',
        '/dev/null',
        '-vad_postspeech',
        ONE_UTTERANCE_FRAMES,
      ],
      { encoding: 'utf8' },
    );
    const aligned = parsePocketsphinxOutput(output, 0);
    if (aligned.length !== tokens.length) return null;
    return aligned.map(({ word, start, end }) => ({ word, start, end }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
