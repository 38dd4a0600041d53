// Whether what the page shows came from the service worker's offline snapshots, and since when:
// the oldest saved time among the answers served that way since the network went away.
import { savedAtOf } from '../core/request/offlineSnapshots';

/** `seenAt`: when the page received it, so its age is right before the next clock tick of the notice. */
export interface SavedAnswer {
  readonly savedAt: number;
  readonly seenAt: number;
}

let oldest: SavedAnswer | null = null;
const listeners = new Set<() => void>();

export function noteAnswer(savedAtHeader: string | null): void {
  const savedAt = savedAtOf(savedAtHeader);
  if (savedAt === null || (oldest !== null && oldest.savedAt <= savedAt)) return;
  oldest = { savedAt, seenAt: Date.now() };
  for (const listener of listeners) listener();
}

/** Back online: what is shown is being refreshed, so it no longer counts as saved. */
export function forgetSavedAnswers(): void {
  if (oldest === null) return;
  oldest = null;
  for (const listener of listeners) listener();
}

export function oldestSavedAnswer(): SavedAnswer | null {
  return oldest;
}

export function onSavedAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Calls that were on their way when the network came back can still fail for a moment: they are
 * part of the outage the notice spoke of, not news.
 */
const BACK_ONLINE_GRACE_MS = 3_000;
let onlineAgainAt = -Infinity;
if (typeof window !== 'undefined') window.addEventListener('online', () => (onlineAgainAt = Date.now()));

/** The browser knows it has no network (or just got it back): failures then are that, not one call's fault. */
export function isOffline(): boolean {
  if (typeof navigator === 'undefined') return false;
  return navigator.onLine === false || Date.now() - onlineAgainAt < BACK_ONLINE_GRACE_MS;
}
