// A page chunk that fails to load usually means a deploy replaced it. One reload brings the new
// shell and its chunks; a second failure within a minute is shown by the error boundary instead
// of reloading forever.
import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

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

/** A lazily loaded page; `preload` fetches its chunk ahead of the first render that needs it. */
export type LazyPage<T> = T & { readonly preload: () => Promise<unknown> };

/**
 * React.lazy suspends on its first render even when the chunk is already here, and React holds a
 * revealed Suspense boundary back by up to 300 ms; a page whose chunk was preloaded (a trading
 * address starts its code with the entry) renders at once instead. Each mount keeps the component
 * it started with, so a chunk arriving later never remounts a page that is on screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy is typed over ComponentType<any>.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const guarded = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        if (reloadOnceForNewVersion()) return new Promise<never>(() => {});
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(guarded);
  function Page(props: ComponentProps<T>) {
    const [shown] = useState(() => ({ component: (loaded ?? Lazy) as ComponentType<ComponentProps<T>> }));
    return createElement(shown.component, props);
  }
  return Object.assign(Page, { preload: guarded }) as unknown as LazyPage<T>;
}

/** Vite reports a failed preload of a dynamic import's dependencies with this event. */
export function installChunkRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForNewVersion()) event.preventDefault();
  });
}
