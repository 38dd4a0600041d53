import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { prepareSigning } from '../api/signing';
import { splitRouteLocale } from '../core/routeLocale';
import { useI18n } from '../i18n/intl';
import { FirstPageShown } from './afterFirstPage';
import { lazyPage } from './lazyPage';
import type * as TradePageModule from '../features/trade/TradePage';
import NotFoundPage from './NotFoundPage';
import { DEFAULT_FUTURES_PATH, DEFAULT_MARGIN_PATH, DEFAULT_SPOT_PATH, isTradingPage, recordsHref } from './paths';

const TradePage = lazyPage(() => import('../features/trade/TradePage'));
const AppShellPage = lazyPage(() => import('./AppShellPage'));
const AccountPage = lazyPage(() => import('../features/account/AccountPage'));
const ResearchListPage = lazyPage(() => import('../features/research/ResearchListPage'));
const ResearchArticlePage = lazyPage(() => import('../features/research/ResearchArticlePage'));
/** The sign-in and registration forms need the crypto worker: it starts with their code, not after it (AuthLayout starts it for a later opening). */
function withSigning<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    void prepareSigning().catch((error: unknown) => console.warn('signing is not ready', error));
    return load();
  };
}

const LoginPage = lazyPage(withSigning(() => import('../features/auth/LoginPage')));
const AgencyLoginPage = lazyPage(withSigning(() => import('../features/auth/AgencyLoginPage')));
const RegisterPage = lazyPage(withSigning(() => import('../features/auth/RegisterPage')));
const ThirdPartyReturn = lazyPage(withSigning(() => import('../features/auth/ThirdPartyReturn')));
const SubAccountPage = lazyPage(() => import('../features/auth/SubAccountPage'));
const DevicesPage = lazyPage(() => import('../features/devices/DevicesPage'));
const HistoryPage = lazyPage(() => import('../features/devices/HistoryPage'));
const AssetPage = lazyPage(() => import('../features/assets/AssetPage'));
const MarketsPage = lazyPage(() => import('../features/marketsPage/MarketsPage'));
const RecordsPage = lazyPage(() => import('../features/records/RecordsPage'));
const MarginOrdersPage = lazyPage(() => import('../features/margin/MarginOrdersPage'));
const MarginRecordsPage = lazyPage(() => import('../features/margin/MarginRecordsPage'));
const ModifyVerificationPage = lazyPage(withSigning(() => import('../features/security/ModifyVerificationPage')));
const AntiPhishingPage = lazyPage(withSigning(() => import('../features/security/AntiPhishingPage')));
const FeePage = lazyPage(() => import('../features/fees/FeePage'));
const VipDetailPage = lazyPage(() => import('../features/fees/VipDetailPage'));
const VipIntroducePage = lazyPage(() => import('../features/fees/VipIntroducePage'));
const ApiKeysPage = lazyPage(() => import('../features/apiKeys/ApiKeysPage'));
// Its create call is encrypted as a sign-in is: the crypto worker starts with the form.
const NewApiKeyPage = lazyPage(withSigning(() => import('../features/apiKeys/NewApiKeyPage')));

function Loading() {
  const { t } = useI18n();
  return <p className="page muted" role="status">{t('app.loading')}</p>;
}

/** Sign-in and registration: their code starts the crypto worker, whose work must not meet the render's. */
const SIGNING_START_PAGES: ReadonlyArray<readonly [RegExp, { preload(): Promise<unknown> }]> = [
  [/^\/login\/?$/, LoginPage],
  [/^\/login\/agency\/?$/, AgencyLoginPage],
  [/^\/register\/?$/, RegisterPage],
];

/**
 * At start, a trading address's page code is fetched beside the language catalogue, not after the
 * first render asks for it, and its screen's code as soon as the page's small chunk is here. Settles
 * when the page's code is here (or failed: the route shows that); the first render waits for the
 * page only, never for the screen. The sign-in and registration forms start the same way: their
 * first commit is the form, not "Loading", and fetching their code (with the preload links Vite
 * adds for its parts) stays out of that render.
 */
export function startPageCode(pathname: string): Promise<unknown> {
  const path = splitRouteLocale(pathname).rest;
  const signing = SIGNING_START_PAGES.find(([pattern]) => pattern.test(path));
  if (signing) return signing[1].preload().catch(() => undefined);
  if (!/^\/(spot|futures|trade-margin)(\/|$)/.test(path)) return Promise.resolve();
  const page = TradePage.preload() as Promise<typeof TradePageModule>;
  void page.then((module) => module.preloadScreen(path.startsWith('/trade-margin') ? 'margin' : 'spot')).catch(() => undefined);
  return page.catch(() => undefined);
}

export function Routes() {
  const [location] = useLocation();
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/"><Redirect to={DEFAULT_SPOT_PATH} replace /></Route>
        <Route path="/_app" component={AppShellPage} />
        <Route path="/spot"><Redirect to={DEFAULT_SPOT_PATH} replace /></Route>
        <Route path="/spot/:symbol"><TradePage kind="spot" /></Route>
        <Route path="/futures"><Redirect to={DEFAULT_FUTURES_PATH} replace /></Route>
        <Route path="/futures/usdt"><Redirect to={DEFAULT_FUTURES_PATH} replace /></Route>
        <Route path="/futures/usdt/:symbol"><TradePage kind="futures" /></Route>
        <Route path="/trade-margin"><Redirect to={DEFAULT_MARGIN_PATH} replace /></Route>
        <Route path="/trade-margin/:symbol"><TradePage kind="margin" /></Route>
        <Route path="/order/marginOrderInfo" component={MarginOrdersPage} />
        <Route path="/record/margin" component={MarginRecordsPage} />
        <Route path="/markets" component={MarketsPage} />
        <Route path="/account/setting" component={AccountPage} />
        <Route path="/modifyverification" component={ModifyVerificationPage} />
        <Route path="/subaccount/setting/antiphishing" component={AntiPhishingPage} />
        <Route path="/asset"><AssetPage view="overview" /></Route>
        <Route path="/asset/spot"><AssetPage view="spot" /></Route>
        <Route path="/asset/futures"><AssetPage view="futures" /></Route>
        <Route path="/asset/margin"><AssetPage view="margin" /></Route>
        <Route path="/record/exchange" component={RecordsPage} />
        {/* mcp: the futures ("mix contract") records and current orders (docs/decisions.md, Records). */}
        <Route path="/record/mcp"><Redirect to={recordsHref('futuresOrders')} replace /></Route>
        <Route path="/order/mcp"><Redirect to={recordsHref('futuresOrders', 'open')} replace /></Route>
        <Route path="/research" component={ResearchListPage} />
        <Route path="/research/articles/:id" component={ResearchArticlePage} />
        <Route path="/account/sub-account" component={SubAccountPage} />
        <Route path="/subaccount/setting" component={SubAccountPage} />
        <Route path="/fee" component={FeePage} />
        <Route path="/vip/detail" component={VipDetailPage} />
        <Route path="/vip/vipIntroduce" component={VipIntroducePage} />
        <Route path="/devices" component={DevicesPage} />
        <Route path="/history" component={HistoryPage} />
        <Route path="/account/newapi" component={NewApiKeyPage} />
        <Route path="/api" component={ApiKeysPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/login/agency" component={AgencyLoginPage} />
        <Route path="/login/third/:provider" component={ThirdPartyReturn} />
        <Route path="/register" component={RegisterPage} />
        <Route component={NotFoundPage} />
      </Switch>
      {/* A trading page says so itself, once its screen is in. */}
      {!isTradingPage(location) && <FirstPageShown />}
    </Suspense>
  );
}
