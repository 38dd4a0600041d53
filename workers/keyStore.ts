// The device key pairs in IndexedDB, so that they survive reloads. A CryptoKey is stored as
// itself (structured clone), never as exported key material. Each change is one transaction, so
// two tabs racing for the same slot end with one winner that both then use.
// Every record read back is decoded (storedRecords.ts); a damaged one is deleted in the same
// transaction and reads as absent, so the key manager makes a new pair instead of failing. A
// database of another layout is deleted and made again. What still fails is IndexedDB itself, and
// that is the named error KeyStorageUnavailable, whose message tells the user what to do.
import { deleteDB, openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { cryptoError } from './errors';
import type { DevicePair } from './keyPair';
import { decodeBinding, decodePair, decodeSlotId } from './storedRecords';

/** visitor: signs sign-ins before any session; backup: ready for when generation is too slow. */
export type Slot = 'visitor' | 'backup';

export interface Binding {
  readonly pairId: string;
  readonly userId: string;
  /** SHA-256 of the session token: enough to recognise the session, useless to anyone who reads the database. */
  readonly tokenHash: string;
  /**
   * The account trusts this key (new-device verification, issue 17): at logout the pair goes back
   * to the visitor slot instead of being deleted, so this browser's next sign-in is a known device.
   */
  readonly trusted: boolean;
}

// The stored values are `unknown`: whatever is in the database is decoded before it is believed.
interface Schema extends DBSchema {
  pairs: { key: string; value: unknown; indexes: { publicKey: string } };
  slots: { key: Slot; value: unknown };
  binding: { key: 'current'; value: unknown };
}

type Stores = StoreNames<Schema>;
type WriteTx<S extends Stores[]> = IDBPTransaction<Schema, S, 'readwrite'>;

const VERSION = 1;
const STORES: readonly Stores[] = ['pairs', 'slots', 'binding'];
export const DEFAULT_DB_NAME = 'exchange-device-keys';

function createStores(db: IDBPDatabase<Schema>): void {
  db.createObjectStore('pairs', { keyPath: 'id' }).createIndex('publicKey', 'publicKey', { unique: true });
  db.createObjectStore('slots');
  db.createObjectStore('binding');
}

const hasLayout = (db: IDBPDatabase<Schema>): boolean =>
  STORES.every((name) => db.objectStoreNames.contains(name)) && db.transaction('pairs').store.indexNames.contains('publicKey');

const storageError = (error: unknown): Error =>
  error instanceof Error && error.name === 'KeyStorageUnavailable'
    ? error
    : cryptoError('KeyStorageUnavailable', `The browser's key storage cannot be used: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);

/** The pair of a slot as a transaction reads it; 'damaged' when the slot or its pair does not decode. */
async function slotIn(tx: IDBPTransaction<Schema, ['slots', 'pairs'], IDBTransactionMode>, slot: Slot): Promise<DevicePair | undefined | 'damaged'> {
  const raw = await tx.objectStore('slots').get(slot);
  if (raw === undefined) return undefined;
  const id = decodeSlotId(raw);
  return (id === null ? null : decodePair(await tx.objectStore('pairs').get(id))) ?? 'damaged';
}

/** The pair of a slot, or undefined; a slot whose value or pair is damaged is emptied, and the damaged pair deleted. */
async function pairInSlot(tx: WriteTx<['slots', 'pairs']>, slot: Slot): Promise<DevicePair | undefined> {
  const found = await slotIn(tx, slot);
  if (found !== 'damaged') return found;
  const id = decodeSlotId(await tx.objectStore('slots').get(slot));
  await tx.objectStore('slots').delete(slot);
  if (id !== null) await tx.objectStore('pairs').delete(id);
  return undefined;
}

/** The binding and its pair as a transaction reads them; 'damaged' when the binding or its pair does not decode. */
async function boundIn(tx: IDBPTransaction<Schema, ['binding', 'pairs'], IDBTransactionMode>): Promise<{ binding: Binding; pair: DevicePair } | undefined | 'damaged'> {
  const raw = await tx.objectStore('binding').get('current');
  if (raw === undefined) return undefined;
  const binding = decodeBinding(raw);
  const pair = binding && decodePair(await tx.objectStore('pairs').get(binding.pairId));
  return binding && pair ? { binding, pair } : 'damaged';
}

export class KeyStore {
  private db: Promise<IDBPDatabase<Schema>> | undefined;

  constructor(private readonly name = DEFAULT_DB_NAME) {}

  private open(): Promise<IDBPDatabase<Schema>> {
    this.db ??= this.openChecked().catch((error: unknown) => {
      this.db = undefined;
      throw storageError(error);
    });
    return this.db;
  }

  /** Opens the database; one of another layout or a newer version (nothing of ours can read it) is deleted and made again. */
  private async openChecked(): Promise<IDBPDatabase<Schema>> {
    const open = () => openDB<Schema>(this.name, VERSION, { upgrade: createStores });
    try {
      const db = await open();
      if (hasLayout(db)) return db;
      db.close();
    } catch (error) {
      if (!(error instanceof Error && error.name === 'VersionError')) throw error;
    }
    await deleteDB(this.name);
    return open();
  }

  /** Runs one piece of work, every failure of IndexedDB becoming KeyStorageUnavailable. */
  private async run<T>(work: (db: IDBPDatabase<Schema>) => Promise<T>): Promise<T> {
    const db = await this.open();
    try {
      return await work(db);
    } catch (error) {
      throw storageError(error);
    }
  }

  /**
   * The pair in the slot; a damaged slot is emptied, so the caller makes a new pair. Read without
   * a write lock: every signed call reads, and a readwrite transaction would queue each of them
   * behind the others (and behind other tabs); only a damaged record takes one, to repair.
   */
  slot(slot: Slot): Promise<DevicePair | undefined> {
    return this.run(async (db) => {
      const found = await slotIn(db.transaction(['slots', 'pairs']), slot);
      if (found !== 'damaged') return found;
      const tx = db.transaction(['slots', 'pairs'], 'readwrite');
      const repaired = await pairInSlot(tx, slot);
      await tx.done;
      return repaired;
    });
  }

  /** Puts the pair in the slot unless another pair is there already; returns the one in the slot. */
  fill(slot: Slot, pair: DevicePair): Promise<DevicePair> {
    return this.run(async (db) => {
      const tx = db.transaction(['slots', 'pairs'], 'readwrite');
      const current = await pairInSlot(tx, slot);
      if (current) return current;
      await tx.objectStore('pairs').put(pair);
      await tx.objectStore('slots').put(pair.id, slot);
      await tx.done;
      return pair;
    });
  }

  /** Moves the backup into the empty visitor slot; the visitor pair if one is there already, undefined if there is no backup. */
  promoteBackup(): Promise<DevicePair | undefined> {
    return this.run(async (db) => {
      const tx = db.transaction(['slots', 'pairs'], 'readwrite');
      const visitor = await pairInSlot(tx, 'visitor');
      if (visitor) return visitor;
      const backup = await pairInSlot(tx, 'backup');
      if (backup) {
        await tx.objectStore('slots').delete('backup');
        await tx.objectStore('slots').put(backup.id, 'visitor');
      }
      await tx.done;
      return backup;
    });
  }

  byPublicKey(publicKey: string): Promise<DevicePair | undefined> {
    return this.run(async (db) => decodePair(await db.getFromIndex('pairs', 'publicKey', publicKey)) ?? undefined);
  }

  /** The binding and its pair; a damaged binding, or one whose pair is gone or damaged, is dropped (read as slot() reads). */
  bound(): Promise<{ binding: Binding; pair: DevicePair } | undefined> {
    return this.run(async (db) => {
      const found = await boundIn(db.transaction(['binding', 'pairs']));
      if (found !== 'damaged') return found;
      const tx = db.transaction(['binding', 'pairs'], 'readwrite');
      const again = await boundIn(tx);
      if (again !== 'damaged') return again;
      const binding = decodeBinding(await tx.objectStore('binding').get('current'));
      await tx.objectStore('binding').delete('current');
      if (binding) await tx.objectStore('pairs').delete(binding.pairId);
      await tx.done;
      return undefined;
    });
  }

  /**
   * Binds the pair to a session. It leaves the visitor slot, so the next visitor gets another pair;
   * a previously bound pair that is not this one is deleted, its session being over.
   */
  bind(next: Omit<Binding, 'trusted'> & { readonly trusted?: boolean }): Promise<void> {
    return this.run(async (db) => {
      const tx = db.transaction(['binding', 'slots', 'pairs'], 'readwrite');
      const previous = decodeBinding(await tx.objectStore('binding').get('current'));
      if (previous && previous.pairId !== next.pairId) await tx.objectStore('pairs').delete(previous.pairId);
      if (decodeSlotId(await tx.objectStore('slots').get('visitor')) === next.pairId) await tx.objectStore('slots').delete('visitor');
      // An answer that does not say (a renewal, a switch) keeps what the same pair's binding said.
      const trusted = next.trusted ?? (previous?.pairId === next.pairId && previous.trusted);
      const binding: Binding = { pairId: next.pairId, userId: next.userId, tokenHash: next.tokenHash, trusted };
      await tx.objectStore('binding').put(binding, 'current');
      await tx.done;
    });
  }

  /** Drops the binding and deletes its pair; a trusted pair becomes the visitor pair instead. */
  unbind(): Promise<void> {
    return this.run(async (db) => {
      const tx = db.transaction(['binding', 'slots', 'pairs'], 'readwrite');
      const previous = decodeBinding(await tx.objectStore('binding').get('current'));
      if (previous?.trusted) {
        const visitor = decodeSlotId(await tx.objectStore('slots').get('visitor'));
        if (visitor && visitor !== previous.pairId) await tx.objectStore('pairs').delete(visitor);
        await tx.objectStore('slots').put(previous.pairId, 'visitor');
      } else if (previous) {
        await tx.objectStore('pairs').delete(previous.pairId);
      }
      await tx.objectStore('binding').delete('current');
      await tx.done;
    });
  }
}
