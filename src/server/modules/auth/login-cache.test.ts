import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { forgetCachedLogins, LoginCache, type LoginRecord } from './login-cache';
import type { UserRow } from './user-repository';

const HOUR = 60 * 60 * 1000;
// No transaction: forgetCachedLogins forgets at once and has nothing to wait for.
const db = {} as Database;

let time = 1_000_000;
const caches: LoginCache[] = [];
const newCache = (options: { ttlMs?: number; maxEntries?: number } = {}) => {
  const cache = new LoginCache({
    ttlMs: options.ttlMs ?? 2000,
    maxEntries: options.maxEntries ?? 100,
    now: () => time,
  });
  caches.push(cache);
  return cache;
};
afterEach(() => {
  for (const cache of caches.splice(0)) cache.close();
});

const record = (sid: string, userId: string, user: Partial<UserRow> = {}): LoginRecord => ({
  sid,
  data: { userId },
  expire: new Date(time + HOUR),
  user: { id: userId, name: 'Ada', coachId: null, ...user } as UserRow,
});

/** A loader that counts its calls and answers `value`. */
const loader = (value: () => LoginRecord | null) => {
  const load = async () => {
    load.calls += 1;
    return value();
  };
  load.calls = 0;
  return load;
};

describe('LoginCache', () => {
  it('answers from memory within its time, then reads again', async () => {
    const cache = newCache({ ttlMs: 2000 });
    let name = 'Ada';
    const load = loader(() => record('s1', 'u1', { name }));
    expect((await cache.read('s1', load))?.user?.name).toBe('Ada');
    name = 'Grace';
    time += 1999;
    expect((await cache.read('s1', load))?.user?.name).toBe('Ada');
    expect(load.calls).toBe(1);
    time += 1;
    expect((await cache.read('s1', load))?.user?.name).toBe('Grace');
    expect(load.calls).toBe(2);
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = newCache({ ttlMs: 0 });
    const load = loader(() => record('s1', 'u1'));
    await cache.read('s1', load);
    await cache.read('s1', load);
    expect(load.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('never answers with a login past its expiry', async () => {
    const cache = newCache({ ttlMs: 2000 });
    const load = loader(() => ({ ...record('s1', 'u1'), expire: new Date(time + 500) }));
    await cache.read('s1', load);
    time += 500;
    await cache.read('s1', load);
    expect(load.calls).toBe(2);
  });

  it('reads the database for a fresh read, and keeps what it read', async () => {
    const cache = newCache();
    let name = 'Ada';
    const load = loader(() => record('s1', 'u1', { name }));
    await cache.read('s1', load);
    name = 'Grace';
    expect((await cache.read('s1', load, { fresh: true }))?.user?.name).toBe('Grace');
    expect((await cache.read('s1', load))?.user?.name).toBe('Grace');
    expect(load.calls).toBe(2);
  });

  it('forgets one login, and every login of a user or of their coach', async () => {
    const cache = newCache();
    await cache.read(
      'a1',
      loader(() => record('a1', 'ada')),
    );
    await cache.read(
      'a2',
      loader(() => record('a2', 'ada')),
    );
    await cache.read(
      'c1',
      loader(() => record('c1', 'client', { coachId: 'coach' })),
    );
    await cache.read(
      'g1',
      loader(() => record('g1', 'grace')),
    );
    forgetCachedLogins(db, { sid: 'g1' });
    expect(cache.size).toBe(3);
    forgetCachedLogins(db, { userId: 'ada' });
    expect(cache.size).toBe(1);
    forgetCachedLogins(db, { userId: 'coach' });
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = newCache();
    let release = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return record('s1', 'u1', { name: 'before the change' });
    };
    const reading = cache.read('s1', slow);
    forgetCachedLogins(db, { userId: 'u1' });
    release();
    // The overtaken read still answers its own request...
    expect((await reading)?.user?.name).toBe('before the change');
    // ...but the next one reads again.
    const load = loader(() => record('s1', 'u1', { name: 'after' }));
    expect((await cache.read('s1', load))?.user?.name).toBe('after');
    expect(load.calls).toBe(1);
  });

  it('makes one read for requests that arrive while it is under way', async () => {
    const cache = newCache();
    let release = () => {};
    const load = loader(() => record('s1', 'u1'));
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return load();
    };
    const first = cache.read('s1', slow);
    const second = cache.read('s1', load);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(load.calls).toBe(1);
    expect(a?.user?.id).toBe('u1');
    expect(b?.user?.id).toBe('u1');
    expect(b).not.toBe(a);
  });

  it('does not wait for a read begun before a change, nor for any in a fresh read', async () => {
    const cache = newCache();
    let release = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return record('s1', 'u1', { name: 'before the change' });
    };
    const first = cache.read('s1', slow);
    const fresh = loader(() => record('s1', 'u1', { name: 'fresh' }));
    expect((await cache.read('s1', fresh, { fresh: true }))?.user?.name).toBe('fresh');
    forgetCachedLogins(db, { userId: 'u1' });
    const after = loader(() => record('s1', 'u1', { name: 'after' }));
    expect((await cache.read('s1', after))?.user?.name).toBe('after');
    release();
    await first;
    expect(fresh.calls + after.calls).toBe(2);
  });

  it('holds at most its bound, the oldest read leaving first', async () => {
    const cache = newCache({ maxEntries: 2 });
    for (const sid of ['s1', 's2', 's3'])
      await cache.read(
        sid,
        loader(() => record(sid, sid)),
      );
    expect(cache.size).toBe(2);
    const first = loader(() => record('s1', 's1'));
    await cache.read('s1', first);
    expect(first.calls).toBe(1);
    const third = loader(() => record('s3', 's3'));
    await cache.read('s3', third);
    expect(third.calls).toBe(0);
  });

  it('hands out copies, so a request cannot change what the next one reads', async () => {
    const cache = newCache();
    const load = loader(() => record('s1', 'u1'));
    const first = await cache.read('s1', load);
    if (first?.user) first.user.name = 'changed in one request';
    expect((await cache.read('s1', load))?.user?.name).toBe('Ada');
  });

  it('stops hearing of changes once closed', async () => {
    const cache = newCache();
    await cache.read(
      's1',
      loader(() => record('s1', 'u1')),
    );
    cache.close();
    expect(cache.size).toBe(0);
    await cache.read(
      's1',
      loader(() => record('s1', 'u1')),
    );
    forgetCachedLogins(db, { userId: 'u1' });
    expect(cache.size).toBe(1);
  });
});
