import { StrictMode } from 'react';
import { Router, useLocation } from 'wouter';
import { ServerDataSync } from '../features/account/ServerDataSync';
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
import { OptionalPart } from './OptionalPart';
import { Routes } from './Routes';

const AppStatus = afterFirstPage(() => import('../features/pwa/AppStatus').then((m) => m.AppStatus));
const MarginWatch = afterFirstPage(() => import('../features/margin/MarginWatch').then((m) => m.MarginWatch));
const Analytics = afterFirstPage(() => import('../features/analytics/Analytics').then((m) => m.Analytics));

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
            <OptionalPart name="the app's status notices">
              <AppStatus />
            </OptionalPart>
            <OptionalPart name="the margin risk warning">
              <MarginWatch />
            </OptionalPart>
            <OptionalPart name="analytics">
              <Analytics />
            </OptionalPart>
            <Screen />
            <Toasts />
          </LocaleScope>
        </Router>
      </Provider>
    </StrictMode>
  );
}
