import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { conventionContext } from './app/requestContext';
import { prepareSigning } from './api/signing';
import { followOtherTabs, hasSessionCookie, keepRatesFresh, loadCommonConfig, loadUser } from './features/account/session';
import { installChunkRecovery } from './app/lazyPage';
import { startPageCode } from './app/Routes';
import { yieldToMain } from './app/yieldToMain';
import { installCspReporter } from './features/security/cspReporter';
import { holdEarlyClicks } from './features/analytics/earlyClicks';
import { uploadSwitchOn } from './features/analytics/uploadSwitch';
import { commonConfigAtom, consentAtom } from './state/hooks';
import { prefetchSymbols, startMarketEarly } from './features/markets/early';
import './styles.css';

installChunkRecovery();
startMarketEarly(location.pathname);
let pageCode: Promise<unknown> = Promise.resolve();
// Not a top-level await: the page's chunk imports from this entry, and would wait for it forever.
void bootstrap(() => {
  // Once requests can be made, since a sign-in page's code starts the crypto worker, which reads the sign config.
  pageCode = startPageCode(window.location.pathname);
  prefetchSymbols(location.pathname);
}).then(async ({ store, initial }) => {
  // The page's code was asked for with the catalogue: rendering once both are here shows the page in
  // the first commit, not a Suspense fallback that React holds for up to 300 ms before the page.
  await pageCode;
  // After bootstrap: the reports travel through the request layer, which it configures.
  installCspReporter();
  // Analytics' code comes after the first page; what is clicked before then waits for it.
  holdEarlyClicks(() => store.get(consentAtom) === 'granted' && uploadSwitchOn(store.get(commonConfigAtom)?.eventLogUploadSwitch));
  const root = document.getElementById('root');
  await yieldToMain();
  if (root) createRoot(root).render(<App store={store} initial={initial} />);
  await yieldToMain();
  // What the server knows arrives after the first paint, never in its way.
  void loadCommonConfig(store);
  void loadUser(store);
  followOtherTabs(store);
  // The crypto worker is the largest script the app has. A visitor without a session never needs it
  // to watch prices (the sign-in forms and the first signed call start it); with a session, the next
  // signed call will, so it starts once the browser is idle, never in the first render's way.
  if (hasSessionCookie()) {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    whenIdle(() => void prepareSigning().catch((error: unknown) => console.warn('signing is not ready', error)), { timeout: 2000 });
  }
  keepRatesFresh(store, () => conventionContext(store).locale);
});
