// Locale catalogues are not precached (thirty of them, and a user needs one): each is cached the
// first time it is used. Their names carry a content hash, so a cached copy is never stale.
const CACHE = 'openex-locales-v1';
const LOCALE_CHUNK = /^\/assets\/locale-[^/]+\.js$/;
const KEEP = 8;

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  const isScript = (response.headers.get('content-type') ?? '').includes('javascript');
  if (response.ok && isScript) {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - KEEP)).map((key) => cache.delete(key)));
  }
  return response;
}

export function installLocaleCache(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'GET' || url.origin !== sw.location.origin || !LOCALE_CHUNK.test(url.pathname)) return;
    event.respondWith(cacheFirst(event.request));
  });
}
