import type { ChildProcessByStdio } from 'node:child_process';
import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { tiedCommand } from '../../lib/child-process';
import type { TranscriptStream } from '../transcriber';
import type { TranscribedWord } from '../types';

const shellQuote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** The line pocketsphinx prints at the end of an utterance: `</s> start end posterior`. */
const UTTERANCE_END = /^<\/s> \d+\.\d+ (\d+\.\d+) /;

/**
 * pocketsphinx fed as the audio arrives: one `pocketsphinx_continuous` reading 16 kHz
 * 16-bit mono samples from its standard input, printing each utterance's words as soon as
 * its own voice-activity detection ends the utterance (`stdbuf -oL` makes it print them
 * line by line instead of when its output buffer fills). The model loads once, and the
 * words of everything before the last pause are known while the person is still speaking.
 * Times are shifted by `offsetSeconds`, the stream's place in the recording.
 */
export function createPocketsphinxStream(
  engine: {
    binary: string;
    args: readonly string[];
    /** Words of `pocketsphinx_continuous -time yes` output, shifted by an offset. */
    parse: (output: string, offsetSeconds: number) => TranscribedWord[];
  },
  offsetSeconds: number,
): TranscriptStream {
  const { args } = engine;
  const parsePocketsphinxOutput = engine.parse;
  // Node's stdin for a child is a socket, which pocketsphinx cannot open as /dev/stdin: `cat`
  // copies it into a real pipe. When this process dies the socket closes, `cat` ends, and
  // pocketsphinx finishes what it heard and exits.
  const command = ['stdbuf', '-oL', engine.binary, '-infile', '/dev/stdin', '-time', 'yes']
    .concat(['-logfn', '/dev/null'], args)
    .map(shellQuote)
    .join(' ');
  const [program, programArgs] = tiedCommand('sh', ['-c', `cat | exec ${command}`]);
  const child: ChildProcessByStdio<Writable, Readable, Readable> = spawn(program, programArgs, {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let words: TranscribedWord[] = [];
  let settled = offsetSeconds;
  let partial = '';
  let failure: Error | null = null;
  const exited = new Promise<void>((resolve) => {
    child.on('close', () => resolve());
    child.on('error', (error) => {
      failure = error;
      resolve();
    });
  });
  child.stdin.on('error', (error) => (failure ??= error));
  child.stderr.resume();
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      words.push(...parsePocketsphinxOutput(line, offsetSeconds));
      const end = UTTERANCE_END.exec(line.trim());
      if (end) settled = Math.max(settled, offsetSeconds + Number(end[1]));
    }
  });

  return {
    get settledSeconds() {
      return settled;
    },
    get failed() {
      return failure !== null || child.exitCode !== null;
    },
    async feed(samples) {
      if (failure) throw failure;
      if (child.exitCode !== null) throw new Error('pocketsphinx is no longer running');
      // Not waiting for the engine to read it: a recording's audio is a few MB at most, and
      // the caller (a piece's analysis) should not hold the session while the engine catches up.
      child.stdin.write(samples);
      await Promise.resolve();
    },
    takeWordsBefore(seconds) {
      const taken = words.filter((word) => word.start < seconds);
      words = words.filter((word) => word.start >= seconds);
      return taken;
    },
    async finish() {
      child.stdin.end();
      await exited;
      if (partial) words.push(...parsePocketsphinxOutput(partial, offsetSeconds));
      partial = '';
      if (failure) throw failure;
      if (child.exitCode !== 0) throw new Error(`pocketsphinx stopped with ${child.exitCode}`);
      const rest = words;
      words = [];
      return rest;
    },
    close() {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
