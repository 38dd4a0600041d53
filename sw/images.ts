// Image-domain failover (section 9, docs/protocol.md "Image domains"): the page hands over the
// candidates of getDomainConfigList; every image request on a candidate domain is served from the
// fastest live one, and a domain that fails is left for the next at once, in the same request.
import {
  type DomainState, IMAGE_PATH_PREFIX, IMAGE_TIMEOUT_MS, failoverOrder, isDomainFailure, isImageRequest, needsProbe, onDomain,
  parseDomainList, sameCandidates, withCandidates, withoutDomain,
} from '../src/core/imageDomains';
import { WORKER_MESSAGES } from '../src/core/workerMessages';
import { probeDomains } from './imagesProbe';
import { domainState, knownDomainState, saveDomainState } from './imagesState';

/** After a failure the ranking is refreshed, but not more often than this. */
const REPROBE_GAP_MS = 5_000;

let probing: Promise<void> | null = null;
let lastProbeAt = 0;

function probe(): Promise<void> {
  probing ??= (async () => {
    lastProbeAt = Date.now();
    const { candidates } = await domainState();
    const ranking = await probeDomains(candidates);
    const latest = await domainState();
    // The candidates may have changed while the probes ran; keep only what still applies.
    await saveDomainState({ candidates: latest.candidates, ranking: ranking.filter((d) => latest.candidates.includes(d)), probedAt: Date.now() });
  })().finally(() => {
    probing = null;
  });
  return probing;
}

/** Refreshes the ranking while the image is served; the fetch event keeps the worker alive for it. */
function probeInBackground(event: FetchEvent, state: DomainState, afterFailure: boolean): void {
  if (probing) return;
  const due = afterFailure ? Date.now() - lastProbeAt >= REPROBE_GAP_MS : needsProbe(state, Date.now());
  if (due) event.waitUntil(probe());
}

async function fetchFrom(url: string): Promise<Response | null> {
  try {
    const response = await fetch(url, { mode: 'cors', credentials: 'omit', signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS) });
    return isDomainFailure(response.status) ? null : response;
  } catch {
    return null;
  }
}

async function serveImage(event: FetchEvent, url: URL): Promise<Response> {
  const request = event.request;
  let state = await domainState();
  if (!isImageRequest(request.method, url, state.candidates)) return fetch(request);
  // The first images of a fresh worker wait for the first timing rather than guess.
  if (state.ranking.length === 0 && probing) {
    await probing;
    state = await domainState();
  }
  for (const domain of failoverOrder(state)) {
    const response = await fetchFrom(onDomain(url, domain));
    if (response) {
      probeInBackground(event, state, false);
      return response;
    }
    const latest = await domainState();
    if (latest.ranking.includes(domain)) await saveDomainState(withoutDomain(latest, domain));
    probeInBackground(event, latest, true);
  }
  return Response.error();
}

async function takeCandidates(domains: unknown): Promise<void> {
  const candidates = parseDomainList({ imageDomains: domains });
  const state = await domainState();
  if (!sameCandidates(state.candidates, candidates)) await saveDomainState(withCandidates(state, candidates));
  if (needsProbe(await domainState(), Date.now())) await probe();
}

export function installImageFailover(sw: ServiceWorkerGlobalScope): void {
  void domainState();
  sw.addEventListener('fetch', (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin === sw.location.origin || !url.pathname.startsWith(IMAGE_PATH_PREFIX)) return;
    // Before the stored state is read the worker cannot tell a candidate from another site: it
    // takes the request and lets serveImage decide.
    const known = knownDomainState();
    if (known && !isImageRequest(request.method, url, known.candidates)) return;
    event.respondWith(serveImage(event, url));
  });

  sw.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; domains?: unknown } | null;
    if (data?.type === WORKER_MESSAGES.imageDomains) event.waitUntil(takeCandidates(data.domains));
  });
}
