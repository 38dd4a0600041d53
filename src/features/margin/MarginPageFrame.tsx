// The margin orders and records pages' frame: the title, the links between the margin pages, and
// the page's content only for a signed-in user (a signed-out visitor is asked to sign in).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DEFAULT_MARGIN_PATH } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { SessionUnconfirmed } from '../account/SessionUnconfirmed';
import { SignInPrompt } from '../auth/SignInPrompt';
import { MARGIN_ORDERS_PATH, MARGIN_RECORDS_PATH } from './paths';
import './margin.css';

export function MarginPageFrame({ title, children }: { title: MessageId; children: ReactNode }) {
  const { t } = useI18n();
  const session = useAtomValue(sessionAtom);
  usePageTitle(t(title));
  return (
    <section className="page margin-page" aria-labelledby="margin-page-title">
      <h1 id="margin-page-title">{t(title)}</h1>
      <nav className="asset-actions" aria-label={t('margin.pages')}>
        <Link href={DEFAULT_MARGIN_PATH} className="button">{t('margin.trade')}</Link>
        <Link href="/asset/margin" className="button">{t('assets.wallet.margin')}</Link>
        <Link href={MARGIN_ORDERS_PATH} className="button" aria-current={title === 'margin.orders.title' ? 'page' : undefined}>{t('margin.orders.title')}</Link>
        <Link href={MARGIN_RECORDS_PATH} className="button" aria-current={title === 'margin.records.title' ? 'page' : undefined}>{t('margin.records.title')}</Link>
      </nav>
      {session.status === 'signed-in' ? children : null}
      {session.status === 'loading' ? <p className="muted" role="status">{t('app.loading')}</p> : null}
      {session.status === 'anonymous' ? <SignInPrompt message="margin.signedOut" /> : null}
      {session.status === 'unconfirmed' ? <SessionUnconfirmed /> : null}
    </section>
  );
}
