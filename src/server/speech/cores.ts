import os from 'node:os';

/*
 * Work on this process's main thread that runs beside transcription (listening to the voice
 * while the words are transcribed) holds a core. Whisper takes the cores left for each chunk:
 * its threads wait for one another at every step, so one more thread than there are free
 * cores stalls them all (a 3-minute recording: 16.3 s with two threads beside the listening,
 * against the 11.9 s whisper takes alone).
 */

let held = 0;

/** Runs `work`, counting it as holding one core until it settles. */
export async function holdingACore<T>(work: () => Promise<T>): Promise<T> {
  held += 1;
  try {
    return await work();
  } finally {
    held -= 1;
  }
}

/** The cores not held by `holdingACore` work, at least one. */
export const freeCores = () => Math.max(1, os.availableParallelism() - held);
