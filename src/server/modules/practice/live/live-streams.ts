import fs from 'node:fs';
import type { PcmFile } from '../../../speech/decode';
import { liveGridSample } from '../../../speech/live/live-part';
import type { Transcriber, TranscriptStream } from '../../../speech/transcriber';

/**
 * The speech engines listening to live sessions in this process, one per session, fed as
 * pieces arrive (`Transcriber.openStream`). A stream is only a head start: the session's
 * analysed parts in the database are the truth. A stream is trusted only while it continues
 * exactly from the session's last analysed part (`committedTo`); otherwise (another process
 * analysed meanwhile, a restart, an engine that died) it is replaced by one starting there.
 */
interface LiveStream {
  stream: TranscriptStream;
  /** Samples of the recording fed so far (the stream started at `origin`). */
  fed: number;
  /** The session's analyzedSeconds this stream continues from. */
  committedTo: number;
  lastUsed: number;
}

/** A stream nobody fed for this long belongs to a session left open: its engine stops. */
export const LIVE_STREAM_IDLE_MS = 10 * 60 * 1000;

const streams = new Map<string, LiveStream>();
const locks = new Map<string, Promise<unknown>>();
let sweeper: NodeJS.Timeout | null = null;

/** Runs `work` for one session at a time in this process (a piece's analysis, or Stop). */
export async function exclusiveForSession<T>(id: string, work: () => Promise<T>): Promise<T> {
  const before = locks.get(id) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(work);
  locks.set(id, run);
  try {
    return await run;
  } finally {
    if (locks.get(id) === run) locks.delete(id);
  }
}

/**
 * The session's stream, continuing from `analyzedSeconds` and fed every sample of `pcm` (the
 * recording so far): reused when it continues from there, else opened anew. Null for engines
 * that cannot stream.
 */
export async function feedLiveStream(
  id: string,
  transcriber: Transcriber,
  pcm: PcmFile,
  analyzedSeconds: number,
): Promise<TranscriptStream | null> {
  if (!transcriber.openStream) return null;
  let entry = streams.get(id);
  if (!entry || entry.stream.failed || entry.committedTo !== analyzedSeconds) {
    entry?.stream.close();
    const origin = liveGridSample(analyzedSeconds, pcm);
    entry = {
      stream: transcriber.openStream(origin / pcm.sampleRate),
      fed: origin,
      committedTo: analyzedSeconds,
      lastUsed: Date.now(),
    };
    streams.set(id, entry);
    startSweeper();
  }
  entry.lastUsed = Date.now();
  if (pcm.sampleCount > entry.fed) {
    await feedSamples(entry, pcm);
  }
  return entry.stream;
}

async function feedSamples(entry: LiveStream, pcm: PcmFile) {
  const handle = await fs.promises.open(pcm.path, 'r');
  try {
    const block = Buffer.alloc(256 * 1024);
    while (entry.fed < pcm.sampleCount) {
      const bytes = Math.min(block.length, (pcm.sampleCount - entry.fed) * 2);
      const { bytesRead } = await handle.read(block, 0, bytes, entry.fed * 2);
      if (bytesRead === 0) break;
      await entry.stream.feed(Buffer.from(block.subarray(0, bytesRead)));
      entry.fed += bytesRead / 2;
    }
  } finally {
    await handle.close();
  }
}

/** The stream's session moved on to `analyzedSeconds` through it. */
export function liveStreamCommitted(id: string, analyzedSeconds: number) {
  const entry = streams.get(id);
  if (entry) entry.committedTo = analyzedSeconds;
}

/** Stops and forgets the session's stream (a closed session, or one that went wrong). */
export function dropLiveStream(id: string) {
  streams.get(id)?.stream.close();
  streams.delete(id);
}

/** Stops every stream (the process is stopping). */
export function dropAllLiveStreams() {
  for (const id of [...streams.keys()]) dropLiveStream(id);
}

function startSweeper() {
  if (sweeper) return;
  sweeper = setInterval(() => {
    const now = Date.now();
    for (const [id, entry] of streams) {
      if (now - entry.lastUsed > LIVE_STREAM_IDLE_MS) dropLiveStream(id);
    }
    if (streams.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
  }, 60_000);
  sweeper.unref();
}
