// The browser events the tracker follows while enabled: declarative clicks (one delegated
// listener for every data-track element), exposures, the tab hiding and showing, the page going
// away, the network coming back and a service worker taking control.
import { connection } from './device';
import { trackedClick } from './earlyClicks';
import { watchExposures } from './expose';
import type { Outbox } from './outbox';
import { leavePage, refreshDevice, returnToPage, track } from './tracker';

function onClick(event: MouseEvent): void {
  const click = trackedClick(event);
  if (click) track({ type: 'Click', ...click, auto: true });
}

export function followBrowser(outbox: Outbox): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      leavePage();
      outbox.sendNow();
    } else {
      returnToPage();
      outbox.resume();
    }
  };
  const onPageHide = () => {
    leavePage();
    outbox.sendNow();
  };
  const onOnline = () => outbox.resume();
  const onController = () => outbox.handOverLeftovers();
  const net = connection();

  // Capture, so a click that navigates is recorded before the page view it ends.
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('online', onOnline);
  navigator.serviceWorker?.addEventListener('controllerchange', onController);
  net?.addEventListener('change', refreshDevice);
  const stopExposures = watchExposures(document.body);
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('online', onOnline);
    navigator.serviceWorker?.removeEventListener('controllerchange', onController);
    net?.removeEventListener('change', refreshDevice);
    stopExposures();
  };
}
