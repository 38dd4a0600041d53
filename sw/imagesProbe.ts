// Times the small probe image on every candidate domain at once; the ranking puts the fastest first.
import { PROBE_PATH, PROBE_TIMEOUT_MS, type ProbeResult, rankDomains } from '../src/core/imageDomains';

async function timeDomain(domain: string): Promise<ProbeResult> {
  const started = performance.now();
  try {
    // A fresh query and no-store: a cached probe would time the cache, not the domain.
    const response = await fetch(`${domain}${PROBE_PATH}?probe=${Date.now()}`, {
      mode: 'cors', credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { domain, ms: response.ok ? performance.now() - started : null };
  } catch {
    return { domain, ms: null };
  }
}

export async function probeDomains(candidates: readonly string[]): Promise<string[]> {
  return rankDomains(await Promise.all(candidates.map(timeDomain)));
}
