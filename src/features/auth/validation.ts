// Client-side checks run before anything is sent, mirroring the gateway's rules (docs/protocol.md),
// so a user learns what is wrong beside the field instead of from a round trip. Each check answers
// a message id, or null when the value is fine. Values are trimmed first (section 5).
import type { MessageId } from '../../i18n/messages';

export type Problem = MessageId | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\d{4,20}$/;
const AREA_CODE = /^(\+|00)?\d{1,4}$/;
const CODE = /^\d{6}$/;
const LETTER = /[A-Za-z]/;
const DIGIT = /\d/;

export const required = (value: string): Problem => (value.trim() ? null : 'auth.invalid.required');

export function email(value: string): Problem {
  const v = value.trim();
  if (!v) return 'auth.invalid.required';
  return EMAIL.test(v) && v.length <= 128 ? null : 'auth.invalid.email';
}

export function mobile(value: string): Problem {
  const v = value.trim();
  if (!v) return 'auth.invalid.required';
  return MOBILE.test(v) ? null : 'auth.invalid.mobile';
}

export function areaCode(value: string): Problem {
  const v = value.trim();
  if (!v) return 'auth.invalid.required';
  return AREA_CODE.test(v) ? null : 'auth.invalid.areaCode';
}

/** A new password: 8 to 64 characters with at least one letter and one digit. */
export function newPassword(value: string): Problem {
  const v = value.trim();
  if (!v) return 'auth.invalid.required';
  return v.length >= 8 && v.length <= 64 && LETTER.test(v) && DIGIT.test(v) ? null : 'auth.invalid.password';
}

export function repeatedPassword(value: string, password: string): Problem {
  if (!value.trim()) return 'auth.invalid.required';
  return value.trim() === password.trim() ? null : 'auth.invalid.rePassword';
}

export function code(value: string): Problem {
  const v = value.trim();
  if (!v) return 'auth.invalid.required';
  return CODE.test(v) ? null : 'auth.invalid.code';
}

/** Keeps the problems that exist; an empty object means the form may be sent. */
export function problems<K extends string>(checks: Readonly<Partial<Record<K, Problem>>>): Partial<Record<K, MessageId>> {
  return Object.fromEntries(Object.entries(checks).filter(([, p]) => p !== null)) as Partial<Record<K, MessageId>>;
}
