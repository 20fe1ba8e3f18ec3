import { expect } from 'vitest';
import type { WorkPool } from '../lib/work-pool';

/**
 * Runs `request` while other people's work holds every slot of `pool`: checks that it waits
 * for a slot rather than answering, then frees the slots and gives its answer.
 */
export async function whileEverySlotIsHeld<T>(
  pool: WorkPool,
  request: () => Promise<T>,
): Promise<T> {
  const held: Array<() => void> = [];
  // Each owner may hold only its share, so the slots are taken by several.
  for (let owner = 0; held.length < pool.capacity; owner += 1) {
    const release = pool.tryAcquire(`someone-${owner}`);
    if (release) held.push(release);
  }
  let settled = false;
  const answer = request().finally(() => (settled = true));
  while (pool.waiting === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBe(false);
  for (const release of held) release();
  return answer;
}
