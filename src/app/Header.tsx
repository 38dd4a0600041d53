import { Suspense, useLayoutEffect, useState } from 'react';
import { Link, useRoute } from 'wouter';
import { HeaderAccount } from '../features/auth/HeaderAccount';
import { TRACK_IDS } from '../core/analyticsConfig';
import { DemoSwitch } from '../features/simulation/DemoControls';
import { useI18n } from '../i18n/intl';
import { simulationAtom, useAtomValue } from '../state/hooks';
import { GearIcon, LogoMark } from '../ui/icons';
import { afterFirstPage } from './afterFirstPage';
import { DEFAULT_FUTURES_PATH, DEFAULT_MARGIN_PATH, DEFAULT_SPOT_PATH } from './paths';

const PreferencesDialog = afterFirstPage(() => import('../features/preferences/PreferencesDialog').then((m) => m.PreferencesDialog));

function NavLink({ to, match, track, children }: { to: string; match: string; track?: string; children: string }) {
  const [active] = useRoute(match);
  return (
    <Link href={to} className="nav__link" aria-current={active ? 'page' : undefined} data-track={track}>
      {children}
    </Link>
  );
}

export function Header() {
  const { t } = useI18n();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // The dialog's code may still be on its way when the gear is pressed: an Escape meanwhile means
  // "never mind", as it does on the dialog (which closes itself too), not a dialog popping up after.
  // Listening from the render on: effects wait for a paint, and the Escape may come before it.
  useLayoutEffect(() => {
    if (!preferencesOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPreferencesOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [preferencesOpen]);
  // Demo trading's home is its spot market: the app's start page is outside it (docs/decisions.md).
  const demo = useAtomValue(simulationAtom);
  return (
    <header className="header">
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      <Link href={demo ? DEFAULT_SPOT_PATH : '/_app'} className="brand" aria-label={t('nav.home')} data-track={TRACK_IDS.brand}>
        <LogoMark />
        <span className="brand__name">{t('app.name')}</span>
      </Link>
      <nav className="nav" aria-label={t('nav.main')}>
        <NavLink to="/markets" match="/markets">{t('nav.markets')}</NavLink>
        <NavLink to={DEFAULT_SPOT_PATH} match="/spot/*?" track={TRACK_IDS.navSpot}>{t('nav.spot')}</NavLink>
        <NavLink to={DEFAULT_FUTURES_PATH} match="/futures/*?" track={TRACK_IDS.navFutures}>{t('nav.futures')}</NavLink>
        <NavLink to={DEFAULT_MARGIN_PATH} match="/trade-margin/*?">{t('nav.margin')}</NavLink>
        <NavLink to="/asset" match="/asset/*?">{t('nav.assets')}</NavLink>
        <NavLink to="/research" match="/research/*?">{t('nav.research')}</NavLink>
      </nav>
      <div className="header__actions">
        <HeaderAccount />
        <DemoSwitch />
        <button type="button" className="icon-button" aria-label={t('prefs.open')} aria-haspopup="dialog" onClick={() => {
          PreferencesDialog.loadNow();
          setPreferencesOpen(true);
        }} data-testid="preferences-button" data-track={TRACK_IDS.preferences}>
          <GearIcon />
        </button>
      </div>
      <Suspense fallback={null}>
        <PreferencesDialog open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
      </Suspense>
    </header>
  );
}
