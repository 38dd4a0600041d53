// Only the English catalogue is precached (the fallback); each other catalogue is cached the
// first time it is used, or when the page reports one it loaded before this worker controlled it.
// Their names carry a content hash, so a cached copy is never stale.
import { WORKER_MESSAGES } from '../src/core/workerMessages';

const CACHE = 'openex-locales-v1';
const LOCALE_CHUNK = /^\/assets\/locale-[\w-]+\.js$/;
// Eight languages, each in its two parts.
const KEEP = 16;

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - KEEP)).map((key) => cache.delete(key)));
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  const isScript = (response.headers.get('content-type') ?? '').includes('javascript');
  if (response.ok && isScript) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

function isLocaleChunk(url: URL, origin: string): boolean {
  return url.origin === origin && LOCALE_CHUNK.test(url.pathname);
}

export function installLocaleCache(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || !isLocaleChunk(url, sw.location.origin)) return;
    event.respondWith(cacheFirst(event.request));
  });

  sw.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown; urls?: unknown } | null;
    if (data?.type !== WORKER_MESSAGES.cacheLocales || !Array.isArray(data.urls)) return;
    const urls = data.urls
      .filter((u): u is string => typeof u === 'string')
      .map((u) => new URL(u, sw.location.origin))
      .filter((u) => isLocaleChunk(u, sw.location.origin));
    event.waitUntil(Promise.all(urls.map((u) => cacheFirst(new Request(u.href)).catch(() => undefined))));
  });
}
