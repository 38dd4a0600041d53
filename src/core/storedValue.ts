// Stored values come from places a user, an extension or an old version can write to. Each is
// read through a codec that answers undefined for anything it does not recognise, so the caller
// falls back to a default instead of trusting garbage.

export interface Codec<T> {
  decode(raw: unknown): T | undefined;
}

/** Longer than any legitimate preference value; anything beyond is refused unread. */
export const MAX_STORED_VALUE_LENGTH = 2048;

/** Turns a stored string into the value it encodes: JSON when it parses, the string itself otherwise. */
export function parseStored(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined || raw.length > MAX_STORED_VALUE_LENGTH) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export const booleanCodec: Codec<boolean> = {
  decode: (raw) => (typeof raw === 'boolean' ? raw : raw === 'true' ? true : raw === 'false' ? false : undefined),
};

export function oneOfCodec<T extends string | number>(values: readonly T[]): Codec<T> {
  return {
    decode: (raw) => values.find((v) => v === raw || (typeof raw === 'string' && String(v) === raw) || (typeof raw === 'number' && String(raw) === String(v))),
  };
}

export function textCodec(maxLength: number, pattern?: RegExp): Codec<string> {
  return {
    decode: (raw) => (typeof raw === 'string' && raw.length <= maxLength && (!pattern || pattern.test(raw)) ? raw : undefined),
  };
}

export function integerCodec(min: number, max: number): Codec<number> {
  return {
    decode: (raw) => {
      const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
      return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
    },
  };
}

/** The first source that decodes, or the default. */
export function firstDecoded<T>(codec: Codec<T>, fallback: T, ...sources: unknown[]): T {
  for (const source of sources) {
    const value = codec.decode(source);
    if (value !== undefined) return value;
  }
  return fallback;
}
