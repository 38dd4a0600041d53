// The last good answer of each public market call, kept so that a second visit without a network
// still shows prices and charts, marked with their age (src/core/request/offlineSnapshots.ts).
import { isSuccessCode } from '../src/core/protocol/envelope';
import { readAnswer } from '../src/core/request/answer';
import { SAVED_AT_HEADER, SNAPSHOT_CACHE } from '../src/core/request/offlineSnapshots';

/** Stores a copy of a successful answer; anything unreadable or refused is never kept. */
export async function keepSnapshot(key: string, response: Response): Promise<void> {
  if (!response.ok) return;
  const text = await response.text();
  const answer = readAnswer(response.status, response.headers.get('content-type'), text);
  if (!answer.ok || !isSuccessCode(answer.envelope.code)) return;
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', [SAVED_AT_HEADER]: String(Date.now()) });
  const cache = await caches.open(SNAPSHOT_CACHE);
  await cache.put(key, new Response(text, { status: 200, headers }));
}

export async function savedSnapshot(key: string): Promise<Response | undefined> {
  const cache = await caches.open(SNAPSHOT_CACHE);
  return cache.match(key);
}
