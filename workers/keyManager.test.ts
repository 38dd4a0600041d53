import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyAlgorithm } from '../src/core/protocol/signConfig';
import { KEYGEN_TIMEOUT_MS, KeyManager } from './keyManager';
import { generatePair, type DevicePair } from './keyPair';
import { KeyStore } from './keyStore';

let dbCount = 0;
const alice = { token: 'token-of-alice-0123456789', userId: '10000001' };
const bob = { token: 'token-of-bob-0123456789', userId: '10000002' };

/** A generator whose calls can be held back one by one (`slow` lists the 1-based calls to hold). */
function countingGenerator(slow: readonly number[] = [], delayMs = 0) {
  const made: DevicePair[] = [];
  let calls = 0;
  const generate = async (algorithm: KeyAlgorithm): Promise<DevicePair> => {
    calls += 1;
    if (slow.includes(calls)) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const pair = await generatePair(algorithm);
    made.push(pair);
    return pair;
  };
  return { generate, made, calls: () => calls };
}

function manager(options: { dbName?: string; secureContext?: boolean; keygenTimeoutMs?: number; generate?: (a: KeyAlgorithm) => Promise<DevicePair> } = {}) {
  const dbName = options.dbName ?? `keys-${++dbCount}`;
  const store = new KeyStore(dbName);
  const keys = new KeyManager({ store, secureContext: options.secureContext ?? true, ...(options.keygenTimeoutMs ? { keygenTimeoutMs: options.keygenTimeoutMs } : {}), ...(options.generate ? { generate: options.generate } : {}) });
  return { keys, store, dbName };
}

/** A sign-in by the visitor pair, and the binding the page makes after its response. */
async function signIn(keys: KeyManager, session: { token: string; userId: string }): Promise<DevicePair> {
  const signer = await keys.pairFor(null, true);
  return keys.bind(session, signer.publicKey);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('key pairs', () => {
  it('are generated only in a secure context', async () => {
    const { keys } = manager({ secureContext: false });
    await expect(keys.pairFor(null, true)).rejects.toMatchObject({ name: 'InsecureContext' });
  });

  it('default to rsa1024 and keep the private key non-extractable', async () => {
    const { keys } = manager();
    const pair = await keys.pairFor(null, true);
    expect(pair.algorithm).toBe('rsa1024');
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
  });

  it('generate once however many requests ask at once, and keep a backup ready', async () => {
    const gen = countingGenerator();
    const { keys, store } = manager({ generate: gen.generate });
    const pairs = await Promise.all([keys.pairFor(null, true), keys.pairFor(null, true), keys.pairFor(null, true)]);
    expect(new Set(pairs.map((p) => p.id)).size).toBe(1);
    await keys.backupReady();
    expect(gen.calls()).toBe(2);
    const backup = await store.slot('backup');
    expect(backup && backup.id !== pairs[0]?.id).toBe(true);
  });

  it('use the backup when generating takes longer than the limit, and keep the late pair as the next backup', async () => {
    const gen = countingGenerator([3], 400);
    const { keys, store } = manager({ generate: gen.generate, keygenTimeoutMs: 50 });
    await keys.pairFor(null, true);
    await keys.backupReady();
    const backup = await store.slot('backup');
    // Binding takes the visitor pair away, so the next visitor needs a new one: generation 3, held back.
    await signIn(keys, alice);
    const started = Date.now();
    const next = await keys.pairFor(null, true);
    expect(Date.now() - started).toBeLessThan(400);
    expect(next.id).toBe(backup?.id);
    await keys.backupReady();
    expect((await store.slot('backup'))?.id).toBe(gen.made.at(-1)?.id);
    expect(gen.calls()).toBe(3);
  });

  it('wait for a slow generation when there is no backup yet', async () => {
    const gen = countingGenerator([1], 200);
    const { keys } = manager({ generate: gen.generate, keygenTimeoutMs: 50 });
    const pair = await keys.pairFor(null, true);
    expect(pair.id).toBe(gen.made[0]?.id);
  });

  it('fall back after 8 s by default, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const { keys, store } = manager({
      generate: async (algorithm) => {
        calls += 1;
        if (calls === 3) await held;
        return generatePair(algorithm);
      },
    });
    await keys.pairFor(null, true);
    await keys.backupReady();
    const backup = await store.slot('backup');
    await signIn(keys, alice);
    let settled: DevicePair | undefined;
    void keys.pairFor(null, true).then((p) => {
      settled = p;
    });
    await vi.waitFor(() => expect(calls).toBe(3));
    await vi.advanceTimersByTimeAsync(KEYGEN_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(settled?.id).toBe(backup?.id));
    expect(KEYGEN_TIMEOUT_MS).toBe(8_000);
    release();
  });
});

describe('binding', () => {
  it('signs sign-ins with the bound pair for the bound session only', async () => {
    const { keys } = manager();
    const visitor = await keys.pairFor(null, true);
    expect((await signIn(keys, alice)).id).toBe(visitor.id);
    expect((await keys.pairFor(alice, true)).id).toBe(visitor.id);
    expect((await keys.pairFor(null, true)).id).not.toBe(visitor.id);
    expect((await keys.pairFor({ ...alice, token: 'another-token' }, true)).id).not.toBe(visitor.id);
    expect((await keys.pairFor({ ...alice, userId: '10000009' }, true)).id).not.toBe(visitor.id);
  });

  it('signs every other call with the bound pair, even once the session cookies are gone (renewal)', async () => {
    const { keys } = manager();
    const bound = await signIn(keys, alice);
    expect((await keys.pairFor(alice, false)).id).toBe(bound.id);
    expect((await keys.pairFor(null, false)).id).toBe(bound.id);
    await keys.unbind();
    expect((await keys.pairFor(null, false)).id).not.toBe(bound.id);
  });

  it('refuses to bind a key it does not hold', async () => {
    const { keys } = manager();
    const stranger = await generatePair('rsa1024');
    await expect(keys.bind(alice, stranger.publicKey)).rejects.toMatchObject({ name: 'UnknownKey' });
  });

  it('gives a second user on the same browser their own pair, after a logout or without one', async () => {
    const { keys } = manager();
    const first = await signIn(keys, alice);
    await keys.unbind();
    const second = await signIn(keys, bob);
    expect(second.id).not.toBe(first.id);
    const third = await signIn(keys, alice);
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);
    expect((await keys.pairFor(bob, true)).id).not.toBe(second.id);
  });

  it('keeps the pair across a sub-account switch, as the gateway does', async () => {
    const { keys } = manager();
    const parent = await signIn(keys, alice);
    const sub = { token: 'token-of-sub-0123456789', userId: '10000005' };
    expect((await keys.bind(sub, (await keys.pairFor(alice, false)).publicKey)).id).toBe(parent.id);
    expect((await keys.pairFor(sub, true)).id).toBe(parent.id);
  });

  it('survives a reload, visitor and bound pairs alike', async () => {
    const before = manager();
    const bound = await signIn(before.keys, alice);
    const visitor = await before.keys.pairFor(null, true);
    const after = manager({ dbName: before.dbName });
    expect((await after.keys.pairFor(alice, true)).publicKey).toBe(bound.publicKey);
    expect((await after.keys.pairFor(null, true)).publicKey).toBe(visitor.publicKey);
  });

  it('drops the binding and its pair on logout', async () => {
    const { keys, dbName } = manager();
    const bound = await signIn(keys, alice);
    await keys.unbind();
    expect((await keys.pairFor(alice, true)).id).not.toBe(bound.id);
    const db = await openDB(dbName);
    expect(await db.get('pairs', bound.id)).toBeUndefined();
    db.close();
  });

  it('keeps a pair the account trusts across logout, so the next sign-in is a known device; an untrusted one is dropped', async () => {
    const { keys } = manager();
    const visitor = await keys.pairFor(null, true);
    const trusted = await keys.bind(alice, visitor.publicKey, true);
    // A renewal's answer says nothing of trust: the binding keeps it.
    await keys.bind(alice, trusted.publicKey);
    await keys.unbind();
    expect((await keys.pairFor(null, true)).id).toBe(trusted.id);
    expect((await keys.bind(bob, trusted.publicKey, false)).id).toBe(trusted.id);
    await keys.unbind();
    expect((await keys.pairFor(null, true)).id).not.toBe(trusted.id);
  });

  it('stores no session token in clear', async () => {
    const { keys, dbName } = manager();
    await signIn(keys, alice);
    const db = await openDB(dbName);
    const binding = (await db.get('binding', 'current')) as Record<string, unknown>;
    db.close();
    expect(binding.userId).toBe(alice.userId);
    expect(JSON.stringify(binding)).not.toContain(alice.token);
  });
});

describe('damaged storage', () => {
  const polluted = () => JSON.parse('{"__proto__":{"id":"x","polluted":true}}') as unknown;

  /** Writes raw values into a fresh key database of the right layout, as script on the page could. */
  async function damaged(write: (db: Awaited<ReturnType<typeof openDB>>) => Promise<unknown>) {
    const made = manager();
    await made.keys.pairFor(null, true);
    await made.keys.backupReady();
    const db = await openDB(made.dbName);
    await write(db);
    db.close();
    return manager({ dbName: made.dbName });
  }

  it.each([
    ['a prototype-pollution shape in the visitor slot', (db: Awaited<ReturnType<typeof openDB>>) => db.put('slots', polluted(), 'visitor')],
    ['a number in the visitor slot', (db: Awaited<ReturnType<typeof openDB>>) => db.put('slots', 42, 'visitor')],
    ['a visitor slot naming a pair that is gone', (db: Awaited<ReturnType<typeof openDB>>) => db.put('slots', 'no-such-pair', 'visitor')],
    ['a visitor pair without its private key', async (db: Awaited<ReturnType<typeof openDB>>) => {
      const id = (await db.get('slots', 'visitor')) as string;
      const pair = (await db.get('pairs', id)) as Record<string, unknown>;
      await db.put('pairs', { id, algorithm: pair.algorithm, publicKey: pair.publicKey });
    }],
    ['polluted values in every slot and a polluted binding', async (db: Awaited<ReturnType<typeof openDB>>) => {
      await db.put('slots', polluted(), 'visitor');
      await db.put('slots', polluted(), 'backup');
      await db.put('binding', polluted(), 'current');
    }],
  ])('%s: the next sign-in gets a working pair and the record is replaced', async (_name, write) => {
    const { keys, store, dbName } = await damaged(write);
    const pair = await keys.pairFor(null, true);
    expect(pair.privateKey.type).toBe('private');
    expect((await store.slot('visitor'))?.id).toBe(pair.id);
    const db = await openDB(dbName);
    expect(await db.get('slots', 'visitor')).toBe(pair.id);
    expect(await db.get('binding', 'current')).toBeUndefined();
    db.close();
    // Binding works on the rebuilt store too.
    expect((await keys.bind(alice, pair.publicKey)).id).toBe(pair.id);
    expect((await keys.pairFor(alice, false)).id).toBe(pair.id);
  });

  it('a binding whose pair is damaged is dropped: calls go out as a visitor, not with an error', async () => {
    const { keys, dbName } = manager();
    const bound = await signIn(keys, alice);
    const db = await openDB(dbName);
    await db.put('pairs', { ...((await db.get('pairs', bound.id)) as object), privateKey: 'stolen?' });
    db.close();
    const next = await manager({ dbName }).keys.pairFor(alice, false);
    expect(next.id).not.toBe(bound.id);
  });

  it('signed calls read the keys without a write lock; only a damaged record takes one, to repair', async () => {
    const { keys, dbName } = manager();
    const bound = await signIn(keys, alice);
    // The sign-in starts a backup pair in the background; its one write is not a signed call's.
    await keys.backupReady();
    const modes: IDBTransactionMode[] = [];
    const transaction = IDBDatabase.prototype.transaction;
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      modes.push(args[1] ?? 'readonly');
      return transaction.apply(this, args);
    });
    try {
      for (let i = 0; i < 3; i += 1) expect((await keys.pairFor(alice, false)).id).toBe(bound.id);
      expect(modes.length).toBeGreaterThan(0);
      expect(modes.filter((mode) => mode !== 'readonly')).toEqual([]);
      const db = await openDB(dbName);
      await db.put('binding', 'not a binding', 'current');
      db.close();
      modes.length = 0;
      expect((await keys.pairFor(alice, false)).id).not.toBe(bound.id);
      expect(modes).toContain('readwrite');
    } finally {
      spy.mockRestore();
    }
  });

  it('a database of another layout, or of a newer version, is made again', async () => {
    const other = `keys-other-${++dbCount}`;
    (await openDB(other, 1, { upgrade: (db) => db.createObjectStore('slots') })).close();
    expect((await manager({ dbName: other }).keys.pairFor(null, true)).privateKey.type).toBe('private');
    const newer = `keys-newer-${++dbCount}`;
    (await openDB(newer, 7, { upgrade: (db) => db.createObjectStore('something-else') })).close();
    expect((await manager({ dbName: newer }).keys.pairFor(null, true)).privateKey.type).toBe('private');
  });
});
