// /history: the account's sign-ins, newest first, failures included (the owner sees that someone
// tried), a page at a time. Each page's cursor is kept, so "newer" goes back without asking again.
import { useState } from 'react';
import { Link } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import type { SignIn, SignInMethod, SignInResult } from '../../core/devices/signIns';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { useLoad } from '../../ui/useLoad';
import { WithoutSession } from '../account/WithoutSession';
import { deviceLabel } from './deviceLabel';
import { fetchSignIns } from './devicesApi';
import './Devices.css';

const METHOD: Readonly<Record<SignInMethod, MessageId>> = {
  password: 'history.method.password', code: 'history.method.code', qr: 'history.method.qr',
  thirdParty: 'history.method.thirdParty', switch: 'history.method.switch', register: 'history.method.register', newDevice: 'history.method.newDevice', passkey: 'history.method.passkey',
};
const RESULT: Readonly<Record<SignInResult, MessageId>> = {
  success: 'history.result.success', wrongPassword: 'history.result.wrongPassword', wrongCode: 'history.result.wrongCode',
  throttled: 'history.result.throttled', frozen: 'history.result.frozen', wrongEntry: 'history.result.wrongEntry',
};
const STAMP: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

function SignInRow({ signIn }: { signIn: SignIn }) {
  const { t, intl } = useI18n();
  const ok = signIn.result === 'success';
  return (
    <li className="sign-in" data-testid="sign-in" data-result={signIn.result}>
      <div className="sign-in__head">
        <time dateTime={new Date(signIn.time).toISOString()}>{intl.formatDate(signIn.time, STAMP)}</time>
        <span className={ok ? 'sign-in__result' : 'sign-in__result sign-in__result--failed'}>{t(RESULT[signIn.result])}</span>
      </div>
      <dl className="device__facts">
        <div><dt>{t('history.methodLabel')}</dt><dd>{t(METHOD[signIn.method])}</dd></div>
        <div><dt>{t('history.deviceLabel')}</dt><dd><bdi>{deviceLabel(t, signIn)}</bdi></dd></div>
        <div><dt>{t('devices.ip')}</dt><dd><bdi>{signIn.ip || '—'}</bdi></dd></div>
      </dl>
    </li>
  );
}

function SignInPages({ account }: { account: string }) {
  const { t } = useI18n();
  const [cursors, setCursors] = useState<{ account: string; stack: readonly (string | null)[] }>({ account, stack: [null] });
  const stack = cursors.account === account ? cursors.stack : [null];
  const cursor = stack.at(-1) ?? null;
  const { result, retry } = useLoad(() => fetchSignIns(cursor), `${account}|${cursor ?? ''}`);
  const next = result.state === 'ready' ? result.value.nextCursor : null;
  const older = next === null ? null : () => setCursors({ account, stack: [...stack, next] });
  const newer = stack.length > 1 ? () => setCursors({ account, stack: stack.slice(0, -1) }) : null;
  return (
    <>
      {result.state === 'loading' ? (
        <p className="muted" role="status" data-testid="history-loading">{t('app.loading')}</p>
      ) : result.state === 'failed' ? (
        <div className="devices-problem" role="alert" data-testid="history-failed">
          <p>{t('history.failed')}</p>
          <button type="button" className="button button--primary" onClick={retry}>{t('error.retry')}</button>
        </div>
      ) : result.value.items.length === 0 ? (
        <p className="muted" data-testid="history-empty">{t('history.empty')}</p>
      ) : (
        <ul className="sign-ins" data-testid="history">
          {result.value.items.map((signIn) => <SignInRow key={signIn.id} signIn={signIn} />)}
        </ul>
      )}
      {newer || older ? (
        <nav className="devices-pager" aria-label={t('records.page', { page: stack.length })}>
          <button type="button" className="button" disabled={!newer} onClick={newer ?? undefined} data-testid="history-newer">{t('records.newer')}</button>
          <span className="muted" data-testid="history-page">{t('records.page', { page: stack.length })}</span>
          <button type="button" className="button" disabled={!older} onClick={older ?? undefined} data-testid="history-older">{t('records.older')}</button>
        </nav>
      ) : null}
    </>
  );
}

export default function HistoryPage() {
  const { t } = useI18n();
  usePageTitle(t('history.title'));
  const session = useAtomValue(sessionAtom);
  return (
    <section className="page account" aria-labelledby="history-title">
      <h1 id="history-title">{t('history.title')}</h1>
      {session.status === 'signed-in' ? (
        <>
          <p className="muted">{t('history.intro')}</p>
          <SignInPages account={String(session.user.userId)} />
          <p><Link href="/devices" data-testid="devices-link">{t('devices.title')}</Link></p>
        </>
      ) : (
        <WithoutSession signedOut="account.signedOut" />
      )}
    </section>
  );
}
