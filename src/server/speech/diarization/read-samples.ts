import { type PcmFile, readPcm } from '../decode';

import type { TimeSpan } from '../time-span';

export type { TimeSpan };

/** Reads the samples of a span of the recording. */
export type ReadSamples = (span: TimeSpan) => Promise<Float32Array>;

/** A reader over samples already in memory. */
export function samplesReader(samples: Float32Array, sampleRate: number): ReadSamples {
  return (span) =>
    Promise.resolve(
      samples.subarray(Math.floor(span.start * sampleRate), Math.ceil(span.end * sampleRate)),
    );
}

/** A reader over the decoded file on disk: a window at a time, never the whole recording. */
export function pcmReader(pcm: PcmFile): ReadSamples {
  return (span) => readPcm(pcm, span.start * pcm.sampleRate, span.end * pcm.sampleRate);
}
