// Reading request fields: every handler gets its fields through these, so a missing or mistyped
// field is always the same clear 00001 refusal and never an exception deeper down.
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError } from './envelope';

export type Fields = Readonly<Record<string, unknown>>;

interface TextRule {
  readonly max?: number;
  readonly pattern?: RegExp;
  readonly hint?: string;
}

export function text(fields: Fields, name: string, rule: TextRule = {}): string {
  const value = fields[name];
  if (value === undefined || value === null || value === '') throw new EnvelopeError(CODES.invalidParameter, `${name} is required`);
  if (typeof value !== 'string' && typeof value !== 'number') throw new EnvelopeError(CODES.invalidParameter, `${name} must be a string`);
  // Section 5: string parameters are trimmed.
  const s = String(value).trim();
  if (s.length > (rule.max ?? 256)) throw new EnvelopeError(CODES.invalidParameter, `${name} is longer than ${rule.max ?? 256} characters`);
  if (rule.pattern && !rule.pattern.test(s)) throw new EnvelopeError(CODES.invalidParameter, `${name} ${rule.hint ?? 'is malformed'}`);
  return s;
}

export function optionalText(fields: Fields, name: string, rule: TextRule = {}): string | undefined {
  const value = fields[name];
  return value === undefined || value === null || value === '' ? undefined : text(fields, name, rule);
}

export const CODE_RULE: TextRule = { max: 6, pattern: /^\d{6}$/, hint: 'must be 6 digits' };
export const EMAIL_RULE: TextRule = { max: 128, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, hint: 'is not an email address' };
export const MOBILE_RULE: TextRule = { max: 20, pattern: /^\d{4,20}$/, hint: 'must be digits' };
export const AREA_CODE_RULE: TextRule = { max: 6, pattern: /^(\+|00)?\d{1,4}$/, hint: 'must be an area code such as 1 or +44' };
export const PASSWORD_RULE: TextRule = { max: 64, pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/, hint: 'must be 8 to 64 characters with letters and digits' };
export const USER_ID_RULE: TextRule = { max: 20, pattern: /^\d{1,20}$/, hint: 'must be digits' };

/** The body as an object of fields, or a clear refusal when it is something else. */
export function bodyFields(body: unknown): Fields {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new EnvelopeError(CODES.invalidParameter, 'The body must be a JSON object', 400);
  return body as Fields;
}
