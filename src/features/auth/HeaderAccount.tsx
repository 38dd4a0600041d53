// The header's account corner: "Log in" and "Sign up" for a visitor (coming back to this page
// afterwards); for a signed-in user the account badge and a small menu with the account pages
// that apply to the account in use (security, API keys, devices, sign-in history, sub-accounts)
// and "Log out".
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AccountBadge } from '../account/AccountBadge';
import { SessionUnconfirmed } from '../account/SessionUnconfirmed';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { LogoutButton } from './LogoutButton';
import { UserIcon } from './UserIcon';
import { loginHref } from './redirect';

function AccountMenu({ subAccount }: { subAccount: boolean }) {
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
  // A link to the page already shown changes no location: the click itself closes the menu.
  const link = (href: string, label: MessageId, testId: string) => (
    <li><Link href={href} className="account-menu__item" onClick={() => setOpen(false)} data-testid={testId}>{t(label)}</Link></li>
  );
  return (
    <div className="account-menu" ref={root}>
      <button type="button" className="icon-button account-menu__toggle" aria-expanded={open} aria-controls="account-menu-list" aria-label={t('auth.menu.open')}
        onClick={() => setOpen((o) => !o)} data-testid="account-menu">
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul id="account-menu-list" className="account-menu__list">
          {link('/account/setting', 'account.title', 'menu-security')}
          {/* A sub-account has no sub-accounts and no keys of its own to manage: it gets the way back instead. */}
          {subAccount ? null : link('/api', 'apikey.title', 'menu-api')}
          {link('/devices', 'devices.title', 'menu-devices')}
          {link('/history', 'history.title', 'menu-history')}
          {link('/account/sub-account', subAccount ? 'sub.switchBack' : 'sub.title', 'menu-sub')}
          {link('/vip/detail', 'vip.detail.title', 'menu-vip')}
          {link('/fee', 'fees.title', 'menu-fees')}
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
        <AccountMenu key={location} subAccount={session.user.subAccount} />
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
