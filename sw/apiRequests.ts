// Same-origin /v1 calls: the conventions of section 7 filled in from the page's context, and
// identical GETs in flight at once (two tabs starting together) sent to the network once. The hot
// path reads no storage and clones nothing unless a request actually shares a flight.
import { isApiPath } from '../src/core/request/apiPath';
import { conventionQuery, duplicateKey, fillConventionHeaders, type ConventionContext } from '../src/core/request/conventions';
import { contextFor } from './conventionContext';

interface Flight {
  readonly response: Promise<Response[]>;
  waiters: number;
  active: number;
  readonly controller: AbortController;
}

const flights = new Map<string, Flight>();

async function withConventions(request: Request, context: ConventionContext | null): Promise<Request> {
  if (!context) return request;
  const url = new URL(request.url);
  const pairs = [...url.searchParams];
  const query = conventionQuery(request.method, pairs, context, Date.now());
  const headers = new Headers(request.headers);
  const added = fillConventionHeaders(headers, context);
  if (query.length === pairs.length && added === 0) return request;
  url.search = new URLSearchParams(query.map(([k, v]) => [k, v])).toString();
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url.href, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : null,
    credentials: request.credentials,
    redirect: request.redirect,
    signal: request.signal,
  });
}

function shareFlight(request: Request): Promise<Response> {
  const key = `${duplicateKey(request.method, new URL(request.url).pathname + new URL(request.url).search)}|${[...request.headers].filter(([n]) => n !== 'traceid' && n !== 'reqtime').join(';')}`;
  let flight = flights.get(key);
  if (!flight) {
    const controller = new AbortController();
    const created: Flight = {
      controller,
      waiters: 0,
      active: 0,
      response: fetch(request, { signal: controller.signal }).then((response) => {
        flights.delete(key);
        const copies = [response];
        for (let i = 1; i < created.waiters; i++) copies.push(response.clone());
        return copies;
      }),
    };
    created.response.catch(() => flights.delete(key));
    flight = created;
    flights.set(key, flight);
  }
  const f = flight;
  const index = f.waiters++;
  f.active++;
  request.signal.addEventListener('abort', () => {
    if (--f.active === 0) f.controller.abort();
  });
  return f.response.then((copies) => copies[index] ?? Promise.reject(new Error('flight closed')));
}

async function handle(sw: ServiceWorkerGlobalScope, event: FetchEvent): Promise<Response> {
  const context = await contextFor(sw, event.clientId);
  const request = await withConventions(event.request, context);
  return request.method === 'GET' ? shareFlight(request) : fetch(request);
}

export function installApiRequests(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (url.origin !== sw.location.origin || !isApiPath(url.pathname)) return;
    event.respondWith(handle(sw, event));
  });
}
