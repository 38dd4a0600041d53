// The namespaced key-value store's constants (section 9), its driver order (section 4) and the
// checks on its configuration and arguments (section 5), with the error messages of section 8.
// Pure: the drivers themselves live in src/platform/kvstore.

export const KV_NAMESPACES = [
  'common', 'separation', 'mix', 'copy', 'community', 'activity', 'earn', 'micro axios-cache', 'md5-cache', 'web sdk', 'web3',
] as const;
export type KvNamespace = (typeof KV_NAMESPACES)[number];

export const KV_DATABASE_SIZE = 4_980_736;
export const KV_STORE_NAME = 'keyvaluepairs';
export const KV_DEFAULT_VERSION = 1;

/** Section 4's order. */
export const KV_SPEC_DRIVERS = ['indexeddb', 'websql', 'localstorage'] as const;
/** The last resort after the specification's three: the page keeps working, without persistence. */
export const KV_MEMORY_DRIVER = 'memory';
export type KvDriverName = (typeof KV_SPEC_DRIVERS)[number] | typeof KV_MEMORY_DRIVER;
export const KV_DEFAULT_DRIVERS: readonly KvDriverName[] = [...KV_SPEC_DRIVERS, KV_MEMORY_DRIVER];

export const KV_ERRORS = {
  noDriver: 'No available storage method found.',
  invalidArguments: 'Invalid arguments',
  driverNotFound: 'Driver not found.',
  noBusiness: 'Please use setBusiness to set business...',
} as const;

export interface KvConfig {
  readonly business?: string;
  /** The database version; a number, and a whole positive one because IndexedDB versions are. */
  readonly version?: number;
  /** Drivers to try, in order; the default is KV_DEFAULT_DRIVERS. */
  readonly drivers?: readonly string[];
}

export interface KvSettings {
  readonly business: KvNamespace | null;
  readonly version: number;
  readonly drivers: readonly KvDriverName[];
}

const invalid = () => new Error(KV_ERRORS.invalidArguments);

export function isKvNamespace(value: unknown): value is KvNamespace {
  return typeof value === 'string' && (KV_NAMESPACES as readonly string[]).includes(value);
}

export function isKvDriverName(value: unknown): value is KvDriverName {
  return value === KV_MEMORY_DRIVER || (KV_SPEC_DRIVERS as readonly unknown[]).includes(value);
}

/** A namespace to switch to: a known one, or 'Invalid arguments'. */
export function checkBusiness(business: unknown): KvNamespace {
  if (!isKvNamespace(business)) throw invalid();
  return business;
}

/** The business an operation runs in; none set yet is the specification's setBusiness error. */
export function requireBusiness(business: KvNamespace | null): KvNamespace {
  if (business === null) throw new Error(KV_ERRORS.noBusiness);
  return business;
}

export function checkKvConfig(config: unknown): KvSettings {
  if (config === undefined) return { business: null, version: KV_DEFAULT_VERSION, drivers: KV_DEFAULT_DRIVERS };
  if (typeof config !== 'object' || config === null || Array.isArray(config)) throw invalid();
  const { business, version = KV_DEFAULT_VERSION, drivers = KV_DEFAULT_DRIVERS } = config as Record<string, unknown>;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) throw invalid();
  if (!Array.isArray(drivers) || drivers.length === 0) throw invalid();
  if (!drivers.every(isKvDriverName)) throw new Error(KV_ERRORS.driverNotFound);
  return { business: business === undefined ? null : checkBusiness(business), version, drivers: [...new Set(drivers)] };
}

export function checkKey(key: unknown): string {
  if (typeof key !== 'string' || key === '') throw invalid();
  return key;
}

/** Values are stored as JSON text in every driver, so each reads back what another wrote. */
export function serializeValue(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    throw invalid(); // cycles, BigInt
  }
  if (text === undefined) throw invalid(); // undefined, functions, symbols
  return text;
}

/** Stored text back to a value; text that is not JSON (written by something else) reads as absent. */
export function parseValue(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** One database per namespace; the prefix keeps them apart from anything else on the origin. */
export function kvDatabaseName(business: KvNamespace): string {
  return `kv/${business}`;
}
