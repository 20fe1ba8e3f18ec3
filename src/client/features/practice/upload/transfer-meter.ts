/*
 * How far a resumable upload has got, how fast it goes and how long it has left. The speed is
 * measured over the last few seconds, so one slow or quick moment does not swing it, and is
 * unknown until a second of sending has been seen. A pause, or bytes sent again after a
 * dropped connection, starts the measure afresh.
 */

/** The speed is measured over this much of the latest sending. Judgement. */
export const SPEED_WINDOW_MS = 5_000;
/** No speed, and so no time left, is shown before this much sending was seen. Judgement. */
export const SPEED_MIN_SPAN_MS = 1_000;

export type TransferProgress = {
  bytesSent: number;
  bytesTotal: number;
  /** 0-100, rounded down, so 100 shows only once every byte is there. */
  percent: number;
  /** Null until enough sending was seen. */
  bytesPerSecond: number | null;
  /** Whole seconds, rounded up; null while the speed is unknown. */
  secondsLeft: number | null;
};

type Sample = { at: number; bytes: number };

export function transferPercent(bytesSent: number, bytesTotal: number): number {
  if (bytesTotal <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((bytesSent / bytesTotal) * 100)));
}

/** The meter of one upload; `now` is in milliseconds (performance.now by default). */
export function createTransferMeter(
  bytesTotal: number,
  now: () => number = () => performance.now(),
) {
  let samples: Sample[] = [];

  const progressOf = (bytesSent: number): TransferProgress => {
    const first = samples[0];
    const last = samples.at(-1);
    const span = first && last ? last.at - first.at : 0;
    const bytesPerSecond =
      first && last && span >= SPEED_MIN_SPAN_MS && last.bytes > first.bytes
        ? ((last.bytes - first.bytes) / span) * 1_000
        : null;
    const left = Math.max(0, bytesTotal - bytesSent);
    return {
      bytesSent,
      bytesTotal,
      percent: transferPercent(bytesSent, bytesTotal),
      bytesPerSecond,
      secondsLeft: bytesPerSecond === null ? null : Math.ceil(left / bytesPerSecond),
    };
  };

  return {
    /** Notes how many bytes have been sent so far and answers the progress. */
    record(bytesSent: number): TransferProgress {
      const at = now();
      const last = samples.at(-1);
      // Fewer bytes than before: a chunk is being sent again; the old pace no longer holds.
      if (last && bytesSent < last.bytes) samples = [];
      samples.push({ at, bytes: bytesSent });
      // Keep one sample at or before the window's start, so the span covers the whole window.
      while (samples.length > 2 && samples[1]!.at <= at - SPEED_WINDOW_MS) samples.shift();
      return progressOf(bytesSent);
    },
    /** After a pause or an interruption the speed is measured again from scratch. */
    restart(): void {
      samples = [];
    },
  };
}
