// Code the first screen does not need (the service worker's registration with the offline and
// update notices, the preferences dialog, analytics, the rest of the catalogue) loads once the
// first page has rendered, so on a slow network it never competes with that page's own code
// (issue 12). A trading page counts as rendered once its screen is in, not its heading: the
// screen's chunks are the ones that must not wait. Clicks in the moments before analytics arrives
// are held for it (features/analytics/earlyClicks.ts).
import { type ComponentType, useEffect } from 'react';
import { whenCatalogueComplete } from '../i18n/intl';
import { lazyPage } from './lazyPage';

/** A page that never renders (its chunk failed, an error shown instead) must not keep the rest from loading. */
const AT_THE_LATEST_MS = 10_000;

let markShown: () => void = () => undefined;
const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
  setTimeout(resolve, AT_THE_LATEST_MS);
});

/** Resolves once the first page has rendered (at the latest after ten seconds). */
export const whenFirstPageShown = (): Promise<void> => firstPageShown;

/**
 * Rendered beside the routes inside their Suspense boundary, and by the trading page beside its
 * screen: its effect runs when the page commits, not its fallback.
 */
export function FirstPageShown(): null {
  useEffect(() => markShown(), []);
  return null;
}

/**
 * A component whose code is fetched after the first page has rendered, or sooner when `loadNow()`
 * is called (the user asked for it); it renders nothing until then (give it a Suspense boundary).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy is typed over ComponentType<any>.
export function afterFirstPage<T extends ComponentType<any>>(load: () => Promise<T>) {
  let loadNow: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    loadNow = resolve;
  });
  // Its messages may be in the rest of the catalogue, which the first page lets go of too.
  const component = lazyPage(() => Promise.race([firstPageShown, asked]).then(whenCatalogueComplete).then(load).then((loaded) => ({ default: loaded })));
  return Object.assign(component, { loadNow: () => loadNow() });
}
