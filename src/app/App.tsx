import { StrictMode } from 'react';
import { Router, useLocation } from 'wouter';
import { ServerDataSync } from '../features/account/ServerDataSync';
import { Analytics } from '../features/analytics/Analytics';
import { AppStatus } from '../features/pwa/AppStatus';
import { DemoBanner } from '../features/simulation/DemoControls';
import { SimulationRules } from '../features/simulation/useSimulationRules';
import { Toasts } from '../features/toasts/Toasts';
import type { LoadedLanguage } from '../i18n/intl';
import { Provider, type createStore } from '../state/hooks';
import { DocumentAttributes } from './DocumentAttributes';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';
import { LocaleScope } from './LocaleScope';
import { Routes } from './Routes';

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
            <AppStatus />
            <Analytics />
            <Screen />
            <Toasts />
          </LocaleScope>
        </Router>
      </Provider>
    </StrictMode>
  );
}
