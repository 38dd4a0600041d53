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

// The gateway appends while tests read, so the file may end in half a line: only lines that end
// with a newline are read, and a mark is a byte offset just past the last complete line.
function completeText(): Buffer {
  const path = process.env.E2E_REQUEST_LOG ?? '';
  if (!existsSync(path)) return Buffer.alloc(0);
  const bytes = readFileSync(path);
  return bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1);
}

function parse(bytes: Buffer): LoggedRequest[] {
  const text = bytes.toString('utf8').trim();
  return text ? text.split('\n').map((line) => JSON.parse(line) as LoggedRequest) : [];
}

export function requestLog(): LoggedRequest[] {
  return parse(completeText());
}

/** Requests logged after the mark, optionally only those the filter keeps. */
export function logSince(mark: number, filter: (r: LoggedRequest) => boolean = () => true): LoggedRequest[] {
  return parse(completeText().subarray(mark)).filter(filter);
}

export const logMark = () => completeText().length;

/** One browser's calls (by its pinned terminal code), and only those to `path` when given. */
export const byDevice = (terminalCode: string, path?: string) => (r: LoggedRequest) =>
  r.headers.terminalcode === terminalCode && (path === undefined || r.path === path);
