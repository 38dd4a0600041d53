// The device key pairs in IndexedDB, so that they survive reloads. A CryptoKey is stored as
// itself (structured clone), never as exported key material. Each change is one transaction, so
// two tabs racing for the same slot end with one winner that both then use.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DevicePair } from './keyPair';

/** visitor: signs sign-ins before any session; backup: ready for when generation is too slow. */
export type Slot = 'visitor' | 'backup';

export interface Binding {
  readonly pairId: string;
  readonly userId: string;
  /** SHA-256 of the session token: enough to recognise the session, useless to anyone who reads the database. */
  readonly tokenHash: string;
}

interface Schema extends DBSchema {
  pairs: { key: string; value: DevicePair; indexes: { publicKey: string } };
  slots: { key: Slot; value: string };
  binding: { key: 'current'; value: Binding };
}

const VERSION = 1;
export const DEFAULT_DB_NAME = 'exchange-device-keys';

export class KeyStore {
  private db: Promise<IDBPDatabase<Schema>> | undefined;

  constructor(private readonly name = DEFAULT_DB_NAME) {}

  private open(): Promise<IDBPDatabase<Schema>> {
    this.db ??= openDB<Schema>(this.name, VERSION, {
      upgrade(db) {
        db.createObjectStore('pairs', { keyPath: 'id' }).createIndex('publicKey', 'publicKey', { unique: true });
        db.createObjectStore('slots');
        db.createObjectStore('binding');
      },
    });
    return this.db;
  }

  async slot(slot: Slot): Promise<DevicePair | undefined> {
    const tx = (await this.open()).transaction(['slots', 'pairs']);
    const id = await tx.objectStore('slots').get(slot);
    return id === undefined ? undefined : tx.objectStore('pairs').get(id);
  }

  /** Puts the pair in the slot unless another pair is there already; returns the one in the slot. */
  async fill(slot: Slot, pair: DevicePair): Promise<DevicePair> {
    const tx = (await this.open()).transaction(['slots', 'pairs'], 'readwrite');
    const id = await tx.objectStore('slots').get(slot);
    const current = id === undefined ? undefined : await tx.objectStore('pairs').get(id);
    if (current) return current;
    await tx.objectStore('pairs').put(pair);
    await tx.objectStore('slots').put(pair.id, slot);
    await tx.done;
    return pair;
  }

  /** Moves the backup into the empty visitor slot; the visitor pair if one is there already, undefined if there is no backup. */
  async promoteBackup(): Promise<DevicePair | undefined> {
    const tx = (await this.open()).transaction(['slots', 'pairs'], 'readwrite');
    const slots = tx.objectStore('slots');
    const pairs = tx.objectStore('pairs');
    const visitorId = await slots.get('visitor');
    if (visitorId !== undefined) return pairs.get(visitorId);
    const backupId = await slots.get('backup');
    const backup = backupId === undefined ? undefined : await pairs.get(backupId);
    if (!backup) return undefined;
    await slots.delete('backup');
    await slots.put(backup.id, 'visitor');
    await tx.done;
    return backup;
  }

  async byPublicKey(publicKey: string): Promise<DevicePair | undefined> {
    return (await this.open()).getFromIndex('pairs', 'publicKey', publicKey);
  }

  async bound(): Promise<{ binding: Binding; pair: DevicePair } | undefined> {
    const tx = (await this.open()).transaction(['binding', 'pairs']);
    const binding = await tx.objectStore('binding').get('current');
    const pair = binding && (await tx.objectStore('pairs').get(binding.pairId));
    return binding && pair ? { binding, pair } : undefined;
  }

  /**
   * Binds the pair to a session. It leaves the visitor slot, so the next visitor gets another pair;
   * a previously bound pair that is not this one is deleted, its session being over.
   */
  async bind(binding: Binding): Promise<void> {
    const tx = (await this.open()).transaction(['binding', 'slots', 'pairs'], 'readwrite');
    const previous = await tx.objectStore('binding').get('current');
    if (previous && previous.pairId !== binding.pairId) await tx.objectStore('pairs').delete(previous.pairId);
    if ((await tx.objectStore('slots').get('visitor')) === binding.pairId) await tx.objectStore('slots').delete('visitor');
    await tx.objectStore('binding').put(binding, 'current');
    await tx.done;
  }

  /** Drops the binding and deletes its pair. */
  async unbind(): Promise<void> {
    const tx = (await this.open()).transaction(['binding', 'pairs'], 'readwrite');
    const previous = await tx.objectStore('binding').get('current');
    if (previous) await tx.objectStore('pairs').delete(previous.pairId);
    await tx.objectStore('binding').delete('current');
    await tx.done;
  }
}
