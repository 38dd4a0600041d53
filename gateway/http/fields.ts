// Reading request fields: every handler gets its fields through these, so a missing or mistyped
// field is always the same clear 00001 refusal and never an exception deeper down.
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError } from './envelope';
import type { ServerMessageId, ServerMessageValues } from './messages/catalogue';

export type Fields = Readonly<Record<string, unknown>>;

export interface TextRule {
  readonly max?: number;
  readonly pattern?: RegExp;
  /** The refusal when the pattern does not match; its text names the field as {field}. */
  readonly hint?: ServerMessageId;
  readonly hintValues?: ServerMessageValues;
}

export function text(fields: Fields, name: string, rule: TextRule = {}): string {
  const value = fields[name];
  if (value === undefined || value === null || value === '') throw new EnvelopeError(CODES.invalidParameter, 'field.required', { field: name });
  if (typeof value !== 'string' && typeof value !== 'number') throw new EnvelopeError(CODES.invalidParameter, 'field.notString', { field: name });
  // Section 5: string parameters are trimmed.
  const s = String(value).trim();
  if (s.length > (rule.max ?? 256)) throw new EnvelopeError(CODES.invalidParameter, 'field.tooLong', { field: name, max: rule.max ?? 256 });
  if (rule.pattern && !rule.pattern.test(s)) throw new EnvelopeError(CODES.invalidParameter, rule.hint ?? 'field.malformed', { ...rule.hintValues, field: name });
  return s;
}

export function optionalText(fields: Fields, name: string, rule: TextRule = {}): string | undefined {
  const value = fields[name];
  return value === undefined || value === null || value === '' ? undefined : text(fields, name, rule);
}

export const CODE_RULE: TextRule = { max: 6, pattern: /^\d{6}$/, hint: 'field.notSixDigits' };
export const EMAIL_RULE: TextRule = { max: 128, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, hint: 'field.notEmail' };
export const MOBILE_RULE: TextRule = { max: 20, pattern: /^\d{4,20}$/, hint: 'field.notDigits' };
export const AREA_CODE_RULE: TextRule = { max: 6, pattern: /^(\+|00)?\d{1,4}$/, hint: 'field.notAreaCode' };
export const PASSWORD_RULE: TextRule = { max: 64, pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/, hint: 'field.weakPassword' };
export const USER_ID_RULE: TextRule = { max: 20, pattern: /^\d{1,20}$/, hint: 'field.notDigits' };

/** The body as an object of fields, or a clear refusal when it is something else. */
export function bodyFields(body: unknown): Fields {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new EnvelopeError(CODES.invalidParameter, 'request.bodyNotObject', {}, 400);
  return body as Fields;
}
