// The API wrapper of section 7 on top of the core client: website and device id, a unique trace
// id, the server-adjusted time, the 20 s timeout, and 'wrong api name!' for an empty name.
import type { Params } from '../core/request/conventions';
import { requestIdentityHeaders } from '../core/request/conventions';
import { type CoreRequest, type Method, coreRequest } from './http';
import { serverClock } from './serverClock';

export const API_TIMEOUT_MS = 20_000;

export interface ApiOptions {
  readonly method?: Method;
  readonly files?: CoreRequest['files'];
  readonly ignoreDuplicate?: boolean;
  readonly timeoutMs?: number;
}

export function newTraceId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function api<T>(name: string, params: Params = {}, options: ApiOptions = {}): Promise<T> {
  if (!name || !name.trim()) return Promise.reject(new Error('wrong api name!'));
  const headers = requestIdentityHeaders(newTraceId(), serverClock.now());
  return coreRequest<T>({
    method: options.method ?? 'POST',
    path: name,
    params,
    headers,
    ...(options.files ? { files: options.files } : {}),
    ...(options.ignoreDuplicate ? { ignoreDuplicate: true } : {}),
    timeoutMs: options.timeoutMs ?? API_TIMEOUT_MS,
  });
}
