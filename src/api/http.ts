// The core client of section 7: /v1 paths, the conventions, duplicate cancelling, the 10 s
// timeout, the envelope, and section 8's reactions. The API wrapper (api.ts) builds on it.
import { isSuccessCode } from '../core/protocol/envelope';
import { RESPONSE_HEADERS } from '../core/protocol/wire';
import { readAnswer } from '../core/request/answer';
import { apiPath } from '../core/request/apiPath';
import { SAVED_AT_HEADER } from '../core/request/offlineSnapshots';
import { type Failure, type Reaction, reactionTo } from '../core/request/catalogue';
import {
  type HeaderPairs, type Params, conventionQuery, duplicateKey, fillConventionHeaders, normaliseParams, paramsAsQuery,
} from '../core/request/conventions';
import { PATHS } from '../core/protocol/paths';
import { apiEnvironment } from './environment';
import { carryOut } from './reactions';
import { isOffline, noteAnswer } from './savedAnswers';
import { serverClock } from './serverClock';
import { workerHasContext } from './workerContext';

export const CORE_TIMEOUT_MS = 10_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CoreRequest {
  readonly method: Method;
  /** The API name, with or without '/' and 'v1'. */
  readonly path: string;
  readonly params?: Params;
  /** Sends the parameters and these files as multipart/form-data (section 7: uploads). */
  readonly files?: Readonly<Record<string, Blob>>;
  /** Headers of the API wrapper and the signer. */
  readonly headers?: HeaderPairs;
  /** A body already prepared by the signer (encrypted sign-in); replaces the parameters. */
  readonly body?: Readonly<Record<string, unknown>>;
  readonly timeoutMs?: number;
  /** Lets a duplicate run beside the pending one instead of cancelling it. */
  readonly ignoreDuplicate?: boolean;
  /** The caller shows a failure itself: the reaction runs without its toast. */
  readonly shownByCaller?: boolean;
}

export class ApiError extends Error {
  constructor(
    readonly failure: Failure,
    readonly reaction: Reaction,
  ) {
    super(failure.kind === 'envelope' ? failure.msg || failure.code : failure.kind === 'http' || failure.kind === 'error-page' ? `HTTP ${failure.status}` : failure.kind);
    this.name = 'ApiError';
  }

  get cancelled(): boolean {
    return this.failure.kind === 'cancelled';
  }
}

const pending = new Map<string, AbortController>();

function buildBody(request: CoreRequest): { body: BodyInit | undefined; contentType: string | null } {
  if (request.method === 'GET') return { body: undefined, contentType: null };
  const fields = request.body ?? normaliseParams(request.params ?? {});
  if (request.files) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    for (const [key, file] of Object.entries(request.files)) form.append(key, file);
    return { body: form, contentType: null };
  }
  return { body: JSON.stringify(fields), contentType: 'application/json' };
}

/** Internal carrier of a classified failure before its reaction is decided. */
class ApiFailure {
  constructor(readonly failure: Failure) {}
}

function classifyThrown(error: unknown, signal: AbortSignal, timeout: AbortSignal): Failure {
  if (error instanceof ApiFailure) return error.failure;
  if (timeout.aborted) return { kind: 'timeout' };
  if (signal.aborted) return { kind: 'cancelled' };
  return { kind: 'network' };
}

export async function coreRequest<T>(request: CoreRequest): Promise<T> {
  const env = apiEnvironment();
  const context = env.context();
  const path = apiPath(request.path);
  const query = request.method === 'GET' ? paramsAsQuery(request.params ?? {}) : [];
  const key = duplicateKey(request.method, `${path}?${new URLSearchParams(query.map(([k, v]) => [k, v])).toString()}`);

  const controller = new AbortController();
  if (!request.ignoreDuplicate) {
    pending.get(key)?.abort();
    pending.set(key, controller);
  }
  const timeout = AbortSignal.timeout(request.timeoutMs ?? CORE_TIMEOUT_MS);
  const signal = AbortSignal.any([controller.signal, timeout]);

  try {
    const byWorker = await workerHasContext(context);
    const search = new URLSearchParams((byWorker ? query : conventionQuery(request.method, query, context, serverClock.now())).map(([k, v]) => [k, v]));
    const headers = new Headers();
    for (const [name, value] of request.headers ?? []) headers.set(name, value);
    if (!byWorker) fillConventionHeaders(headers, context);
    const { body, contentType } = buildBody(request);
    if (contentType) headers.set('content-type', contentType);

    const response = await fetch(`${path}${search.size ? `?${search}` : ''}`, { method: request.method, headers, body, signal, credentials: 'same-origin' });
    serverClock.observe(response.headers.get(RESPONSE_HEADERS.requestTime), Date.now());
    noteAnswer(response.headers.get(SAVED_AT_HEADER));
    const signError = response.headers.get(RESPONSE_HEADERS.signError);
    if (signError) console.warn(`[sign] gateway verify failed for ${path}: ${signError}`);
    if (!response.ok) throw new ApiFailure({ kind: 'http', status: response.status });
    const answer = readAnswer(response.status, response.headers.get('content-type'), await response.text());
    if (!answer.ok) throw new ApiFailure(answer.failure);
    const e = answer.envelope;
    if (!isSuccessCode(e.code)) throw new ApiFailure({ kind: 'envelope', code: e.code, msg: e.msg, status: e.status });
    if (!e.hasData) throw new ApiFailure({ kind: 'no-data' });
    return e.data as T;
  } catch (error) {
    const failure = classifyThrown(error, controller.signal, timeout);
    const reaction = reactionTo(failure, { isUserInfo: path === PATHS.userinfo });
    // Offline, every call fails the same way: the app's offline notice says it once (AppStatus).
    const offlineFailure = isOffline() && (failure.kind === 'network' || failure.kind === 'timeout');
    carryOut(reaction, path, request.shownByCaller === true || offlineFailure);
    throw new ApiError(failure, reaction);
  } finally {
    if (pending.get(key) === controller) pending.delete(key);
  }
}
