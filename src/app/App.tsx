import { StrictMode, Suspense } from 'react';
import { Router, useLocation } from 'wouter';
import { ServerDataSync } from '../features/account/ServerDataSync';
import { Analytics } from '../features/analytics/Analytics';
import { DemoBanner } from '../features/simulation/DemoControls';
import { SimulationRules } from '../features/simulation/useSimulationRules';
import { Toasts } from '../features/toasts/Toasts';
import type { LoadedLanguage } from '../i18n/intl';
import { Provider, type createStore } from '../state/hooks';
import { afterFirstPage } from './afterFirstPage';
import { DocumentAttributes } from './DocumentAttributes';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';
import { LocaleScope } from './LocaleScope';
import { Routes } from './Routes';

const AppStatus = afterFirstPage(() => import('../features/pwa/AppStatus').then((m) => m.AppStatus));

function Screen() {
  const [path] = useLocation();
  return (
    <main id="main" className="main" tabIndex={-1}>
      <ErrorBoundary resetKey={path}>
        <Routes />
      </ErrorBoundary>
    </main>
  );
}

export function App({ store, initial }: { store: ReturnType<typeof createStore>; initial: LoadedLanguage }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <Router>
          <LocaleScope initial={initial}>
            <DocumentAttributes />
            <SimulationRules />
            <ServerDataSync />
            <Header />
            <DemoBanner />
            <Suspense fallback={null}>
              <AppStatus />
            </Suspense>
            <Analytics />
            <Screen />
            <Toasts />
          </LocaleScope>
        </Router>
      </Provider>
    </StrictMode>
  );
}
