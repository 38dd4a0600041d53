// The response envelope of section 3 and its success rule (section 8).
import { CODES } from './codes';

export type EnvelopeStatus = 'ok' | 'error';

export interface Envelope<T = unknown> {
  readonly code: string;
  readonly data: T;
  readonly msg: string;
  readonly status: EnvelopeStatus;
}

export function isSuccessCode(code: unknown): boolean {
  return code === CODES.success || code === CODES.successAlt;
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.msg === 'string' && 'data' in v && (v.status === 'ok' || v.status === 'error');
}

export function okEnvelope<T>(data: T): Envelope<T> {
  return { code: CODES.success, data, msg: 'success', status: 'ok' };
}

export function errorEnvelope(code: string, msg: string): Envelope<null> {
  return { code, data: null, msg, status: 'error' };
}
