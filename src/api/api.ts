// The API wrapper of section 7 on top of the core client: website and device id, a unique trace
// id, the server-adjusted time, the signature (and a sign-in's encryption) from the crypto worker,
// the 20 s timeout, and 'wrong api name!' for an empty name.
import { apiPath } from '../core/request/apiPath';
import { type Params, normaliseParams, requestIdentityHeaders } from '../core/request/conventions';
import { reactionTo } from '../core/request/catalogue';
import { ApiError, type CoreRequest, type Method, coreRequest } from './http';
import { carryOut } from './reactions';
import { serverClock } from './serverClock';
import { bindAfterSignIn, prepareSigned } from './signing';

export const API_TIMEOUT_MS = 20_000;

export interface ApiOptions {
  readonly method?: Method;
  readonly files?: CoreRequest['files'];
  readonly ignoreDuplicate?: boolean;
  readonly timeoutMs?: number;
  /** The caller shows a failure itself (a form, beside its fields): no toast; logout and reloads still happen. */
  readonly shownByCaller?: boolean;
}

export function newTraceId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The worker could not prepare the call, so nothing was sent: the server key did not verify, or the key storage fails. */
function preparationRefused(kind: 'encryption-unavailable' | 'key-storage-unavailable', path: string, shownByCaller: boolean): ApiError {
  const failure = { kind } as const;
  const reaction = reactionTo(failure, { isUserInfo: false });
  carryOut(reaction, path, shownByCaller);
  return new ApiError(failure, reaction);
}

export async function api<T>(name: string, params: Params = {}, options: ApiOptions = {}): Promise<T> {
  if (!name || !name.trim()) throw new Error('wrong api name!');
  const path = apiPath(name);
  const method = options.method ?? 'POST';
  const traceId = newTraceId();
  const time = String(Math.round(serverClock.now()));
  const payload = method === 'GET' ? {} : normaliseParams(params);
  const prepared = await prepareSigned(path, traceId, time, payload).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'ServerKeyUnverified') throw preparationRefused('encryption-unavailable', path, options.shownByCaller === true);
    if (error instanceof Error && error.name === 'KeyStorageUnavailable') throw preparationRefused('key-storage-unavailable', path, options.shownByCaller === true);
    throw error;
  });
  const data = await coreRequest<T>({
    method,
    path,
    params,
    headers: [...requestIdentityHeaders(traceId, Number(time)), ...Object.entries(prepared?.headers ?? {})],
    ...(prepared ? { body: prepared.body } : {}),
    ...(options.files ? { files: options.files } : {}),
    ...(options.ignoreDuplicate ? { ignoreDuplicate: true } : {}),
    ...(options.shownByCaller ? { shownByCaller: true } : {}),
    timeoutMs: options.timeoutMs ?? API_TIMEOUT_MS,
  });
  if (prepared?.signedBy) await bindAfterSignIn(data, prepared.signedBy);
  return data;
}
