import { useState } from 'react';
import { Link, useRoute } from 'wouter';
import { AccountBadge } from '../features/account/AccountBadge';
import { DemoSwitch } from '../features/simulation/DemoControls';
import { PreferencesDialog } from '../features/preferences/PreferencesDialog';
import { useI18n } from '../i18n/intl';
import { GearIcon, LogoMark } from '../ui/icons';
import { DEFAULT_FUTURES_PATH, DEFAULT_SPOT_PATH } from './paths';

function NavLink({ to, match, children }: { to: string; match: string; children: string }) {
  const [active] = useRoute(match);
  return (
    <Link href={to} className="nav__link" aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

export function Header() {
  const { t } = useI18n();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  return (
    <header className="header">
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      <Link href="/_app" className="brand" aria-label={t('nav.home')}>
        <LogoMark />
        <span className="brand__name">{t('app.name')}</span>
      </Link>
      <nav className="nav" aria-label={t('nav.main')}>
        <NavLink to={DEFAULT_SPOT_PATH} match="/spot/*?">{t('nav.spot')}</NavLink>
        <NavLink to={DEFAULT_FUTURES_PATH} match="/futures/*?">{t('nav.futures')}</NavLink>
      </nav>
      <div className="header__actions">
        <AccountBadge />
        <DemoSwitch />
        <button type="button" className="icon-button" aria-label={t('prefs.open')} aria-haspopup="dialog" onClick={() => setPreferencesOpen(true)} data-testid="preferences-button">
          <GearIcon />
        </button>
      </div>
      <PreferencesDialog open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
    </header>
  );
}
