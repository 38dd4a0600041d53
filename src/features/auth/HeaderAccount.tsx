// The header's account corner: "Log in" and "Sign up" for a visitor (coming back to this page
// afterwards); for a signed-in user the account badge and a small menu with the account pages
// and "Log out".
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AccountBadge } from '../account/AccountBadge';
import { SessionUnconfirmed } from '../account/SessionUnconfirmed';
import { useI18n } from '../../i18n/intl';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { LogoutButton } from './LogoutButton';
import { UserIcon } from './UserIcon';
import { loginHref } from './redirect';

function AccountMenu() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="account-menu" ref={root}>
      <button type="button" className="icon-button account-menu__toggle" aria-expanded={open} aria-controls="account-menu-list" aria-label={t('auth.menu.open')}
        onClick={() => setOpen((o) => !o)} data-testid="account-menu">
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul id="account-menu-list" className="account-menu__list">
          <li><Link href="/account/setting" className="account-menu__item">{t('account.title')}</Link></li>
          <li><Link href="/account/sub-account" className="account-menu__item">{t('sub.title')}</Link></li>
          <li><Link href="/vip/detail" className="account-menu__item" data-testid="menu-vip">{t('vip.detail.title')}</Link></li>
          <li><Link href="/fee" className="account-menu__item" data-testid="menu-fees">{t('fees.title')}</Link></li>
          <li><LogoutButton className="account-menu__item account-menu__logout" testId="menu-logout" /></li>
        </ul>
      ) : null}
    </div>
  );
}

export function HeaderAccount() {
  const { t } = useI18n();
  const session = useAtomValue(sessionAtom);
  const [location] = useLocation();
  if (session.status === 'loading') return null;
  if (session.status === 'unconfirmed') return <SessionUnconfirmed compact />;
  if (session.status === 'signed-in') {
    return (
      <>
        <AccountBadge />
        {/* A new page closes the menu: the key gives it fresh state. */}
        <AccountMenu key={location} />
      </>
    );
  }
  return (
    <div className="auth-links">
      <Link href={loginHref(location)} className="button auth-links__login" data-testid="header-login">
        <UserIcon />
        <span className="auth-links__text">{t('account.anonymous')}</span>
      </Link>
      <Link href={loginHref(location, '/register')} className="button button--primary auth-links__register" data-testid="header-register">{t('account.register')}</Link>
    </div>
  );
}
