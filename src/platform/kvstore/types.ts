// What a storage driver offers the store: a presence check and a way to open one namespace's
// database. Values reach drivers as JSON text (kvConfig.serializeValue).
import type { KvDriverName } from '../../core/kvConfig';

export interface KvLocation {
  readonly name: string;
  readonly storeName: string;
  readonly version: number;
  readonly size: number;
}

export interface KvBackend {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

export interface KvDriver {
  readonly name: KvDriverName;
  /** Whether this browser has the API at all. */
  isPresent(): boolean;
  /** Rejects when the browser has the API but refuses it (private browsing, blocked site data, full quota). */
  open(location: KvLocation): Promise<KvBackend>;
}
