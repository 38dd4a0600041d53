// Same-origin /v1 calls: the conventions of section 7 filled in from the page's context, and
// identical unsigned GETs in flight at once (two tabs starting together) sent to the network
// once; public market data kept for offline use (marketSnapshots.ts). The hot path reads no
// storage and clones nothing unless a request shares a flight or is market data.
import { HEADERS } from '../src/core/protocol/wire';
import { isApiPath } from '../src/core/request/apiPath';
import { type ConventionContext, conventionQuery, duplicateKey, fillConventionHeaders } from '../src/core/request/conventions';
import { snapshotPath } from '../src/core/request/offlineSnapshots';
import { contextFor, knownContext } from './conventionContext';
import { keepSnapshot, savedSnapshot } from './marketSnapshots';

interface Flight {
  readonly responses: Promise<Response[]>;
  readonly controller: AbortController;
  waiters: number;
  active: number;
}

const flights = new Map<string, Flight>();

/** The request with the conventions it lacks, bound to `signal` (the flight's, or the page's). */
async function withConventions(request: Request, url: URL, context: ConventionContext | null, signal: AbortSignal): Promise<Request> {
  const headers = new Headers(request.headers);
  if (context) {
    fillConventionHeaders(headers, context);
    const pairs = [...url.searchParams];
    const query = conventionQuery(request.method, pairs, context, Date.now());
    if (query.length !== pairs.length) for (const [name, value] of query.slice(pairs.length)) url.searchParams.append(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url.href, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : null,
    credentials: request.credentials,
    redirect: request.redirect,
    signal,
  });
}

function join(key: string, start: (signal: AbortSignal) => Promise<Response>, pageSignal: AbortSignal): Promise<Response> {
  let flight = flights.get(key);
  if (!flight) {
    const controller = new AbortController();
    const created: Flight = {
      controller,
      waiters: 0,
      active: 0,
      responses: start(controller.signal).then(
        (response) => {
          flights.delete(key);
          const copies = [response];
          for (let i = 1; i < created.waiters; i++) copies.push(response.clone());
          return copies;
        },
        (error: unknown) => {
          flights.delete(key);
          throw error;
        },
      ),
    };
    flight = created;
    flights.set(key, flight);
  }
  const f = flight;
  const index = f.waiters++;
  f.active++;
  // The network call stops only when every page that waits for it has given up.
  pageSignal.addEventListener('abort', () => {
    if (--f.active === 0) f.controller.abort();
  });
  return f.responses.then((copies) => copies[index] ?? Promise.reject(new Error('flight closed')));
}

async function send(sw: ServiceWorkerGlobalScope, event: FetchEvent, url: URL): Promise<Response> {
  const request = event.request;
  const context = knownContext() ?? (await contextFor(sw, event.clientId));
  // A signed call is single-use at the gateway (its trace id), so it never shares a flight.
  if (request.method !== 'GET' || request.headers.has(HEADERS.deviceSign)) return fetch(await withConventions(request, url, context, request.signal));
  const key = duplicateKey('GET', url.pathname + url.search);
  return join(key, async (signal) => fetch(await withConventions(request, url, context, signal)), request.signal);
}

/** Public market data goes to the network first; without one, its last good answer is served, marked with its age. */
async function handle(sw: ServiceWorkerGlobalScope, event: FetchEvent, url: URL): Promise<Response> {
  const path = snapshotPath(event.request.method, url.pathname + url.search);
  if (!path) return send(sw, event, url);
  const snapshot = new URL(path, url.origin).href;
  try {
    const response = await send(sw, event, url);
    event.waitUntil(keepSnapshot(snapshot, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    if (event.request.signal.aborted) throw error;
    const saved = await savedSnapshot(snapshot).catch(() => undefined);
    if (saved) return saved;
    throw error;
  }
}

export function installApiRequests(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (url.origin !== sw.location.origin || !isApiPath(url.pathname)) return;
    event.respondWith(handle(sw, event, url));
    // The shell's routes never answer /v1; skipping their matching keeps the per-call cost down.
    event.stopImmediatePropagation();
  });
}
