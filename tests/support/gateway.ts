// The reference gateway as the tests see it: its test-control API and its request log, the
// record of what really crossed the wire.
import { existsSync, readFileSync } from 'node:fs';

export const baseUrl = () => process.env.E2E_BASE_URL ?? '';

export async function control<T = unknown>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<T> {
  const response = await fetch(`${baseUrl()}/__gateway/${path}`, {
    method,
    ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: string; data: T; msg: string };
  if (envelope.code !== '00000') throw new Error(`test control ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export interface LoggedRequest {
  readonly time: number;
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly query: Record<string, string | string[]>;
  readonly headers: Record<string, string | string[]>;
  readonly rawBody: string | null;
  readonly body: unknown;
}

export function requestLog(): LoggedRequest[] {
  const path = process.env.E2E_REQUEST_LOG ?? '';
  if (!existsSync(path)) return [];
  const text = readFileSync(path, 'utf8').trim();
  return text ? text.split('\n').map((line) => JSON.parse(line) as LoggedRequest) : [];
}

/** Requests logged after the mark (a position in the log), optionally only those a page with this device id made. */
export function logSince(mark: number, filter: (r: LoggedRequest) => boolean = () => true): LoggedRequest[] {
  return requestLog().slice(mark).filter(filter);
}

export const logMark = () => requestLog().length;

export const byDevice = (terminalCode: string) => (r: LoggedRequest) => r.headers.terminalcode === terminalCode;
