// The signed data of a request (DESIGN.md, section 9): the path, the first 8 characters of the
// time value, then nothing (mode 0), the trace id (mode 1) or the endpoint's signing fields
// (mode 2). Fields are written as name=value pairs joined by '&', values URI-encoded and absent
// fields empty, so that no two different field sets produce the same text.
import type { SignMode } from './signConfig';
import { normalisePath } from './signedEndpoints';

export const TIME_PREFIX_LENGTH = 8;

export interface SignedDataInput {
  /** Request path; any query is dropped and a leading slash added. */
  readonly path: string;
  /** The time value sent in the reqtime header (server-adjusted epoch milliseconds, as text). */
  readonly time: string;
  readonly mode: SignMode;
  /** Mode 1. */
  readonly traceId?: string;
  /** Mode 2: the endpoint's signing fields, in order. */
  readonly fieldNames?: readonly string[];
  /** Mode 2: where the field values come from (for encrypted sign-in, the decrypted plaintext). */
  readonly fields?: Readonly<Record<string, unknown>>;
}

export type FieldValue = string | number | boolean | null | undefined;

export function isSignableValue(value: unknown): value is FieldValue {
  return value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** name=value&... of the signing fields; throws on a value that is an object or array, which no signing field may be. */
export function signingFieldsText(fieldNames: readonly string[], fields: Readonly<Record<string, unknown>>): string {
  return fieldNames
    .map((name) => {
      const value = fields[name];
      if (!isSignableValue(value)) throw new TypeError(`signing field ${name} must be a string or number`);
      return `${name}=${encodeURIComponent(value === null || value === undefined ? '' : String(value))}`;
    })
    .join('&');
}

export function buildSignedData(input: SignedDataInput): string {
  const head = `${normalisePath(input.path)}${input.time.slice(0, TIME_PREFIX_LENGTH)}`;
  if (input.mode === 0) return head;
  if (input.mode === 1) return `${head}${input.traceId ?? ''}`;
  return `${head}${signingFieldsText(input.fieldNames ?? [], input.fields ?? {})}`;
}
