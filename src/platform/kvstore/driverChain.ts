// One namespace's drivers, in the configured order. The driver that opened last takes the writes;
// when it fails (a full quota, a private window that refuses late, a database that broke), the
// next one opens and takes over. The retired ones stay readable for what they still hold, and
// lose each key that is written or removed later, so nothing reads back stale.
import { KV_ERRORS, type KvDriverName } from '../../core/kvConfig';
import type { KvBackend, KvDriver, KvLocation } from './types';

interface Opened {
  readonly name: KvDriverName;
  readonly backend: KvBackend;
}

export class DriverChain {
  private active: Opened | null = null;
  /** Newest first. */
  private readonly retired: Opened[] = [];
  private nextDriver = 0;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly drivers: readonly KvDriver[],
    private readonly location: KvLocation,
  ) {}

  get(key: string): Promise<string | null> {
    return this.serial(async () => {
      const value = await this.onActive((b) => b.get(key));
      if (value !== null) return value;
      return (await this.onRetired((b) => b.get(key))).find((v) => v !== null) ?? null;
    });
  }

  set(key: string, value: string): Promise<void> {
    return this.serial(async () => {
      await this.onActive((b) => b.set(key, value));
      await this.onRetired((b) => b.remove(key));
    });
  }

  remove(key: string): Promise<void> {
    return this.serial(async () => {
      await this.onActive((b) => b.remove(key));
      await this.onRetired((b) => b.remove(key));
    });
  }

  keys(): Promise<string[]> {
    return this.serial(async () => {
      const own = await this.onActive((b) => b.keys());
      return [...new Set([...own, ...(await this.onRetired((b) => b.keys())).flat()])];
    });
  }

  clear(): Promise<void> {
    return this.serial(async () => {
      await this.onActive((b) => b.clear());
      await this.onRetired((b) => b.clear());
    });
  }

  driverName(): Promise<KvDriverName> {
    return this.serial(async () => (await this.open()).name);
  }

  /** One operation at a time: a driver change made by one is seen by the next, and writes keep their order. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async open(): Promise<Opened> {
    if (this.active) return this.active;
    while (this.nextDriver < this.drivers.length) {
      const driver = this.drivers[this.nextDriver++];
      if (!driver?.isPresent()) continue;
      try {
        this.active = { name: driver.name, backend: await driver.open(this.location) };
        return this.active;
      } catch (error) {
        console.warn(`Storage: ${driver.name} refused ${this.location.name}; trying the next driver.`, error);
      }
    }
    throw new Error(KV_ERRORS.noDriver);
  }

  private async onActive<T>(operation: (backend: KvBackend) => Promise<T>): Promise<T> {
    for (;;) {
      const active = await this.open();
      try {
        return await operation(active.backend);
      } catch (error) {
        console.warn(`Storage: ${active.name} failed for ${this.location.name}; moving to the next driver.`, error);
        this.retired.unshift(active);
        this.active = null;
      }
    }
  }

  /** Best effort, newest first: a retired driver may be the one that broke. */
  private async onRetired<T>(operation: (backend: KvBackend) => Promise<T>): Promise<T[]> {
    const results = await Promise.allSettled(this.retired.map(({ backend }) => operation(backend)));
    return results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  }
}
