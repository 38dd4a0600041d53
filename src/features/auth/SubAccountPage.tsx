// /account/sub-account: the main account and its sub-accounts, with the one in use marked. "Switch"
// uses switchWeb, the switch meant for this web client; the other two switches of section 7
// (switLogin: a new sign-in as the target; switchApp: a session meant for the phone app) are in a
// menu per row, for a user who knows they want them. Every switch ends the old session at the
// gateway and keeps this device's key; the header then shows the account now in use.
import { useEffect, useState } from 'react';
import { type SubAccountEntry, type SwitchKind, subAccountList, switchAccount } from '../../api/auth';
import { usePageTitle } from '../../app/usePageTitle';
import { maskLoginName } from '../../core/account';
import { useI18n } from '../../i18n/intl';
import { sessionAtom, useAtomValue, useStore } from '../../state/hooks';
import { loadUser } from '../account/session';
import { announceSession } from '../account/sessionTabs';
import { WithoutSession } from '../account/WithoutSession';
import { FormMessage } from './FormMessage';
import { type FormFailure, formFailure } from './failure';

interface Accounts {
  readonly main: SubAccountEntry;
  readonly subAccounts: readonly SubAccountEntry[];
}

const nameOf = (entry: SubAccountEntry) => entry.userName || maskLoginName(entry.loginName) || String(entry.userId);

function Row({ entry, isMain, busy, onSwitch }: { entry: SubAccountEntry; isMain: boolean; busy: boolean; onSwitch: (kind: SwitchKind, entry: SubAccountEntry) => void }) {
  const { t } = useI18n();
  const name = nameOf(entry);
  return (
    <li className="sub-row" data-testid={`sub-row-${entry.userId}`} aria-current={entry.current ? 'true' : undefined}>
      <div className="sub-row__who">
        <span className="sub-row__name"><bdi>{name}</bdi></span>
        <span className="muted sub-row__meta">{t(isMain ? 'account.mainAccount' : 'account.subAccount')} · {t('sub.uid', { uid: String(entry.userId) })}</span>
      </div>
      {entry.current ? (
        <span className="sub-row__current">{t('sub.current')}</span>
      ) : (
        <div className="sub-row__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={() => onSwitch('web', entry)} data-testid={`switch-${entry.userId}`}>
            {t(isMain ? 'sub.switchBack' : 'sub.switch')}
          </button>
          <details className="sub-row__more">
            <summary className="button" aria-label={t('sub.more', { name })}>…</summary>
            <div className="sub-row__menu">
              <button type="button" className="button" disabled={busy} onClick={() => onSwitch('login', entry)} data-testid={`switch-login-${entry.userId}`}>{t('sub.switchLogin')}</button>
              <button type="button" className="button" disabled={busy} onClick={() => onSwitch('app', entry)} data-testid={`switch-app-${entry.userId}`}>{t('sub.switchApp')}</button>
            </div>
          </details>
        </div>
      )}
    </li>
  );
}

export default function SubAccountPage() {
  const { t } = useI18n();
  usePageTitle(t('sub.title'));
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const [accounts, setAccounts] = useState<Accounts | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  // Counts switches, so the list is asked again with the new "current" mark.
  const [version, setVersion] = useState(0);
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    subAccountList().then(
      (list) => live && setAccounts(list),
      (error: unknown) => live && setFailure(formFailure(error, 'password')),
    );
    return () => {
      live = false;
    };
  }, [signedIn, version]);

  const onSwitch = async (kind: SwitchKind, entry: SubAccountEntry) => {
    setBusy(true);
    setFailure(null);
    try {
      await switchAccount(kind, entry.userId);
      await loadUser(store);
      announceSession('switched');
      setVersion((v) => v + 1);
      setAnnounce(t('sub.switched', { name: nameOf(entry) }));
    } catch (error) {
      setFailure(formFailure(error, 'password'));
    } finally {
      setBusy(false);
    }
  };

  if (!signedIn) {
    return (
      <section className="page page--center" aria-labelledby="sub-title">
        <h1 id="sub-title">{t('sub.title')}</h1>
        <WithoutSession signedOut="account.signedOut" />
      </section>
    );
  }

  return (
    <section className="page account" aria-labelledby="sub-title">
      <h1 id="sub-title">{t('sub.title')}</h1>
      <p role="status" className="muted" data-testid="sub-status">{announce}</p>
      <FormMessage failure={failure} />
      {accounts ? (
        <>
          <ul className="sub-list" data-testid="sub-list">
            <Row entry={accounts.main} isMain busy={busy} onSwitch={(k, e) => void onSwitch(k, e)} />
            {accounts.subAccounts.map((entry) => <Row key={entry.userId} entry={entry} isMain={false} busy={busy} onSwitch={(k, e) => void onSwitch(k, e)} />)}
          </ul>
          {accounts.subAccounts.length === 0 ? <p className="muted">{t('sub.none')}</p> : null}
        </>
      ) : (
        <p className="muted" role="status">{t('app.loading')}</p>
      )}
    </section>
  );
}
