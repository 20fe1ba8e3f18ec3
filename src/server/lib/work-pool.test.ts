import { describe, expect, it } from 'vitest';
import { WorkPool } from './work-pool';

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkPool', () => {
  it('runs at most its capacity at once and hands a freed slot to the first waiter', async () => {
    const pool = new WorkPool({ capacity: 2, perOwner: 2 });
    const first = pool.tryAcquire('a');
    const second = pool.tryAcquire('b');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(pool.tryAcquire('c')).toBeNull();

    const order: string[] = [];
    void pool.acquire('c').then((release) => {
      order.push('c');
      release();
    });
    void pool.acquire('d').then(() => order.push('d'));
    await settle();
    expect(order).toEqual([]);
    expect(pool.waiting).toBe(2);

    first!();
    await settle();
    expect(order).toEqual(['c', 'd']);
    expect(pool.busy).toBe(2);
  });

  it('keeps one owner to its share while others wait, and serves the others first', async () => {
    const pool = new WorkPool({ capacity: 2 });
    expect(pool.perOwner).toBe(1);
    const burst = pool.tryAcquire('burst');
    expect(pool.tryAcquire('burst')).toBeNull();

    const order: string[] = [];
    const more = pool.acquire('burst').then((release) => {
      order.push('burst');
      return release;
    });
    const other = pool.tryAcquire('other');
    expect(other).not.toBeNull();
    await settle();
    expect(order).toEqual([]);

    burst!();
    await settle();
    expect(order).toEqual(['burst']);
    (await more)();
    other!();
    expect(pool.busy).toBe(0);
  });

  it('gives nothing to a newcomer while others wait for a slot', async () => {
    const pool = new WorkPool({ capacity: 1 });
    const release = pool.tryAcquire('a')!;
    const waiting = pool.acquire('b');
    release();
    // The slot went to the waiter, not to whoever asks next.
    expect(pool.tryAcquire('c')).toBeNull();
    (await waiting)();
    expect(pool.tryAcquire('c')).not.toBeNull();
  });

  it('releases a slot once, even when the release is called twice', () => {
    const pool = new WorkPool({ capacity: 1 });
    const release = pool.tryAcquire('a')!;
    release();
    release();
    expect(pool.busy).toBe(0);
    expect(pool.tryAcquire('b')).not.toBeNull();
    expect(pool.busy).toBe(1);
  });

  it('drops an aborted waiter, and frees its slot after work that throws', async () => {
    const pool = new WorkPool({ capacity: 1 });
    const release = pool.tryAcquire('a')!;
    const abort = new AbortController();
    const waiting = pool.acquire('b', abort.signal);
    abort.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(pool.waiting).toBe(0);
    release();

    await expect(pool.run('c', () => Promise.reject(new Error('analysis failed')))).rejects.toThrow(
      'analysis failed',
    );
    expect(pool.busy).toBe(0);
  });
});
