import os from 'node:os';

/*
 * Work on this process's main thread that runs beside transcription (listening to the voice
 * while the words are transcribed) holds a core. Whisper takes the cores left for each chunk:
 * its threads wait for one another at every step, so one more thread than there are free
 * cores stalls them all (a 3-minute recording: 16.3 s with two threads beside the listening,
 * against the 11.9 s whisper takes alone).
 */

let held = 0;
const listeners = new Set<(free: number) => void>();

/** The cores not held by `holdingACore` work, at least one. */
export const freeCores = () => Math.max(1, os.availableParallelism() - held);

function change(by: number) {
  held += by;
  for (const listener of listeners) listener(freeCores());
}

/** Runs `work`, counting it as holding one core until it settles. */
export async function holdingACore<T>(work: () => Promise<T>): Promise<T> {
  change(1);
  try {
    return await work();
  } finally {
    change(-1);
  }
}

/** Hears the free cores each time work takes or gives back one; returns the unsubscribe. */
export function onFreeCoresChange(listener: (free: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
