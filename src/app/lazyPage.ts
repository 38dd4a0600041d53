// A page chunk that fails to load usually means a deploy replaced it. One reload brings the new
// shell and its chunks; a second failure within a minute is shown by the error boundary instead
// of reloading forever.
import { type ComponentType, lazy } from 'react';

const RELOAD_MARK = 'openex:chunk-reload-at';
const GUARD_MS = 60_000;

export function reloadOnceForNewVersion(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (Date.now() - last < GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy is typed over ComponentType<any>.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      if (reloadOnceForNewVersion()) return new Promise<never>(() => {});
      throw error;
    }),
  );
}

/** Vite reports a failed preload of a dynamic import's dependencies with this event. */
export function installChunkRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForNewVersion()) event.preventDefault();
  });
}
