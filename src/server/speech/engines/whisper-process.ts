import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TranscribeDetailedResult } from 'smart-whisper';
import { tiedCommand } from '../../lib/child-process';
import { freeCores, onFreeCoresChange } from '../cores';
import type { PcmFile } from '../decode';
import { WhisperError, type WhisperErrorCode } from './whisper-model';

/*
 * Whisper runs in a process of its own, started on first use and kept for every later
 * recording (decision 160). Its model and working buffers (about 300 MB for tiny.en) are then
 * not added to the server's or the analysis's memory, and a model file whisper.cpp refuses
 * with a crash takes down only that process: the next request starts a new one.
 * The process works through its requests one at a time, in the order sent: whisper already
 * spreads one piece over the cores it is given. A recording's chunks are all sent at once,
 * so the next is always waiting there, whatever keeps this process's thread busy meanwhile.
 */

/** Audio for whisper: samples, or a stretch of a decoded file that the process reads. */
export type WhisperAudio =
  | { samples: Float32Array }
  | { pcm: Pick<PcmFile, 'path' | 'sampleRate' | 'sampleCount'>; first: number; last: number };

export type WhisperRequest =
  | { id: number; type: 'load'; modelPath: string }
  | {
      id: number;
      type: 'transcribe';
      modelPath: string;
      audio: WhisperAudio;
      /** Threads for this piece; unset, the cores free when it starts (`cores` below). */
      threads?: number;
      prompt: string;
    }
  /** A piece nobody waits for any more: dropped if it has not started. */
  | { type: 'cancel'; id: number }
  /** How many cores whisper may use now (cores.ts), sent whenever that changes. */
  | { type: 'cores'; free: number };

export type WhisperReply = { id: number } & (
  | { ok: true; loaded: true }
  | { ok: true; segments: TranscribeDetailedResult<true>[] }
  | { ok: false; code: WhisperErrorCode; detail: string }
  | { ok: false; cancelled: true }
);

type Answerable = Extract<WhisperRequest, { id: number; modelPath: string }>;

type Pending = {
  request: Answerable;
  resolve: (reply: WhisperReply & { ok: true }) => void;
  reject: (error: unknown) => void;
};

/**
 * The worker runs as the server does: compiled, from the file built beside the server's
 * (decision 190); else TypeScript, through tsx's loader.
 */
const WORKER_ARGS = import.meta.compiled
  ? [path.join(import.meta.dirname, 'whisper-worker.js')]
  : [
      '--import',
      import.meta.resolve('tsx'),
      fileURLToPath(new URL('./whisper-worker.ts', import.meta.url)),
    ];
/**
 * Each piece gets whisper.cpp working buffers of about 250 MB, freed after it. glibc would
 * keep them after a few pieces (its threshold for returning large blocks to the system rises
 * as they are freed, and each thread of the pool gets its own heap): the process grew by
 * 35 MB a piece, to 560 MB in a 3-minute recording. A fixed threshold hands them back.
 */
const WORKER_MALLOC = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024), MALLOC_ARENA_MAX: '2' };
/** What is kept of the worker's stderr, where whisper.cpp says why it refused a model. */
const STDERR_KEPT = 16 * 1024;

/** whisper.cpp's own words for a refused model file, e.g. "invalid model data (bad magic)". */
export function modelRefusalReason(stderr: string): string {
  const reason = /whisper_model_load: (.*(?:invalid|failed|not all|unknown|error).*)/i.exec(
    stderr,
  )?.[1];
  return reason?.trim() ?? 'the file was refused';
}

class WhisperProcess {
  private child: ChildProcess | null = null;
  private stderr = '';
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private start(): ChildProcess {
    const [program, args] = tiedCommand(process.execPath, WORKER_ARGS);
    const child = spawn(program, args, {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: { ...process.env, ...WORKER_MALLOC },
    });
    this.stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      this.stderr = (this.stderr + text).slice(-STDERR_KEPT);
    });
    child.on('message', (reply: WhisperReply) => this.settle(reply));
    child.on('error', (error) => this.stopped(child, error.message));
    child.on('exit', (code, signal) =>
      this.stopped(child, signal ? `it was stopped by ${signal}` : `it exited with code ${code}`),
    );
    this.child = child;
    this.idle(true);
    this.tell({ type: 'cores', free: freeCores() });
    return child;
  }

  /** A message that needs no answer, to the process if one runs. */
  tell(message: Extract<WhisperRequest, { type: 'cancel' | 'cores' }>) {
    // A process that just died has no channel left; its requests fail on their own.
    if (this.child?.connected) this.child.send(message);
  }

  /** An idle worker does not keep this process alive; one with work to do does. */
  private idle(idle: boolean) {
    const child = this.child;
    if (!child) return;
    // stderr is a pipe: a socket, which can be unreferenced like the channel.
    const handles = [child, child.channel, child.stderr as Socket | null];
    for (const handle of handles) {
      if (idle) handle?.unref();
      else handle?.ref();
    }
  }

  private settle(reply: WhisperReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.idle(true);
    if (reply.ok) pending.resolve(reply);
    else if ('code' in reply) pending.reject(new WhisperError(reply.code, reply.detail));
  }

  /** Every request still waiting fails: a load because of the model file, others plainly. */
  private stopped(child: ChildProcess, how: string) {
    if (this.child !== child) return;
    this.child = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const { request, reject } of waiting) {
      reject(
        request.type === 'load'
          ? new WhisperError('MODEL_UNREADABLE', modelRefusalReason(this.stderr))
          : new WhisperError('TRANSCRIPTION_FAILED', `the whisper process stopped: ${how}`),
      );
    }
  }

  /**
   * Sends `request` and resolves with its answer. When `signal` aborts first, the promise
   * rejects with its reason at once, and the process drops the piece if it has not begun it.
   */
  request<T extends Answerable['type']>(
    request: Omit<Extract<Answerable, { type: T }>, 'id'>,
    signal?: AbortSignal,
  ): Promise<Extract<WhisperReply, { ok: true }>> {
    signal?.throwIfAborted();
    const child = this.child ?? this.start();
    const id = this.nextId++;
    const full = { ...request, id } as Answerable;
    return new Promise((resolve, reject) => {
      const abandon = () => {
        if (!this.pending.delete(id)) return;
        if (this.pending.size === 0) this.idle(true);
        this.tell({ type: 'cancel', id });
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', abandon, { once: true });
      const settled =
        <A extends unknown[]>(then: (...args: A) => void) =>
        (...args: A) => {
          signal?.removeEventListener('abort', abandon);
          then(...args);
        };
      this.pending.set(id, { request: full, resolve: settled(resolve), reject: settled(reject) });
      this.idle(false);
      child.send(full, (error) => {
        if (error) this.stopped(child, error.message);
      });
    });
  }

  /** Stops the worker (tests, shutdown); the next request starts another. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }

  /** The worker's process id, or null when none runs. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }
}

const worker = new WhisperProcess();
onFreeCoresChange((free) => worker.tell({ type: 'cores', free }));

/** Loads the model at `modelPath` in the whisper process, once; later calls answer at once. */
export async function loadWhisperModel(modelPath: string): Promise<void> {
  if (!fs.statSync(modelPath, { throwIfNoEntry: false })?.isFile()) {
    throw new WhisperError('MODEL_UNREADABLE', `no file at ${modelPath}`);
  }
  await worker.request({ type: 'load', modelPath });
}

/**
 * Transcribes one piece of 16 kHz mono audio in the whisper process, after the pieces sent
 * before it. `signal` abandons it (see `request`).
 */
export async function transcribeInWhisperProcess(
  options: { modelPath: string; audio: WhisperAudio; threads?: number; prompt: string },
  signal?: AbortSignal,
): Promise<TranscribeDetailedResult<true>[]> {
  const reply = await worker.request({ type: 'transcribe', ...options }, signal);
  return 'segments' in reply ? reply.segments : [];
}

/** Stops the whisper process, if one runs. */
export const closeWhisperProcess = () => worker.close();

/** The whisper process's id, or null: for tests and the health of a running server. */
export const whisperProcessId = () => worker.pid;
