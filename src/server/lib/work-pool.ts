/**
 * A bounded pool of slots for heavy work in this process (analyses: decoding, transcription
 * with a process per core, speakers, scoring). Work takes a slot before it starts and gives it
 * back when it settles, so however many requests and jobs arrive together, at most `capacity`
 * run at once and the process keeps answering (decision 165).
 *
 * Fairness: one owner (an account) holds at most `perOwner` slots (half the pool, at least
 * one), and waiters are served in arrival order among the owners allowed a slot, so a burst
 * from one account leaves room for everyone else.
 */
export type ReleaseSlot = () => void;

interface Waiter {
  owner: string;
  grant: (release: ReleaseSlot) => void;
}

export class WorkPool {
  readonly capacity: number;
  readonly perOwner: number;
  private readonly held = new Map<string, number>();
  private running = 0;
  private readonly waiters: Waiter[] = [];

  constructor(options: { capacity: number; perOwner?: number }) {
    this.capacity = Math.max(1, Math.floor(options.capacity));
    // An owner may fill the pool alone only when it is one slot; otherwise at most half.
    this.perOwner = Math.max(1, Math.floor(options.perOwner ?? Math.ceil(this.capacity / 2)));
  }

  /** Slots in use now. */
  get busy(): number {
    return this.running;
  }

  /** Work waiting for a slot now. */
  get waiting(): number {
    return this.waiters.length;
  }

  /**
   * A slot now, or null when the pool is full or `owner` holds its share. A freed slot goes to
   * a waiter allowed one at once (`grantWaiting`), so a free slot here is nobody's in line.
   */
  tryAcquire(owner: string): ReleaseSlot | null {
    if (!this.allowed(owner)) return null;
    return this.take(owner);
  }

  /** A slot as soon as one is free for `owner`; rejects with the signal's reason on abort. */
  acquire(owner: string, signal?: AbortSignal): Promise<ReleaseSlot> {
    signal?.throwIfAborted();
    const now = this.tryAcquire(owner);
    if (now) return Promise.resolve(now);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        owner,
        grant: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
      };
      const onAbort = () => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  /** Runs `work` holding a slot, waiting for one if needed. */
  async run<T>(owner: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(owner, signal);
    try {
      return await work();
    } finally {
      release();
    }
  }

  private allowed(owner: string): boolean {
    return this.running < this.capacity && (this.held.get(owner) ?? 0) < this.perOwner;
  }

  private take(owner: string): ReleaseSlot {
    this.running += 1;
    this.held.set(owner, (this.held.get(owner) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.held.get(owner) ?? 1) - 1;
      if (left > 0) this.held.set(owner, left);
      else this.held.delete(owner);
      this.grantWaiting();
    };
  }

  private grantWaiting() {
    for (let i = 0; i < this.waiters.length && this.running < this.capacity;) {
      const waiter = this.waiters[i]!;
      if (this.allowed(waiter.owner)) {
        this.waiters.splice(i, 1);
        waiter.grant(this.take(waiter.owner));
      } else {
        i += 1;
      }
    }
  }
}
