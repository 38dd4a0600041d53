// /account/sub-account (and /subaccount/setting): the main account and its sub-accounts, with the
// one in use marked. "Switch" uses switchWeb, the switch meant for this web client; the other two
// switches of section 7 (switLogin: a new sign-in as the target; switchApp: a session meant for the
// phone app) are in a menu per row, for a user who knows they want them. Every switch ends the old
// session at the gateway and keeps this device's key; the header then shows the account now in use.
// Signed in as the main account, the page also creates sub-accounts, freezes and unfreezes them,
// moves spot funds to and from them and leads to each one's API keys (features/subAccounts).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type SwitchKind, switchAccount } from '../../api/auth';
import { usePageTitle } from '../../app/usePageTitle';
import { maskLoginName } from '../../core/account';
import { CODES } from '../../core/protocol/codes';
import type { SubAccountList, SubAccountRow } from '../../core/subAccounts/subAccounts';
import { useI18n } from '../../i18n/intl';
import { sessionAtom, useAtomValue, useStore } from '../../state/hooks';
import { loadUser } from '../account/session';
import { announceSession } from '../account/sessionTabs';
import { WithoutSession } from '../account/WithoutSession';
import { CreateSubAccount } from '../subAccounts/CreateSubAccount';
import '../subAccounts/subAccounts.css';
import { FreezeSubAccount } from '../subAccounts/FreezeSubAccount';
import { SubTransfer } from '../subAccounts/SubTransfer';
import { TransferHistory } from '../subAccounts/TransferHistory';
import { fetchSubAccounts } from '../subAccounts/subAccountsApi';
import { subFailure } from '../subAccounts/subFailure';
import { FormMessage } from './FormMessage';
import { type FormFailure, formFailure, isCode } from './failure';

const nameOf = (entry: SubAccountRow) => entry.userName || maskLoginName(entry.loginName) || String(entry.userId);

type Panel = { readonly kind: 'create' } | { readonly kind: 'freeze' | 'transfer'; readonly userId: string } | null;

function Row({ entry, isMain, managing, busy, onSwitch, onPanel }: {
  entry: SubAccountRow;
  isMain: boolean;
  /** The session is the main account's: a sub-account row offers its management. */
  managing: boolean;
  busy: boolean;
  onSwitch: (kind: SwitchKind, entry: SubAccountRow) => void;
  onPanel: (kind: 'freeze' | 'transfer', entry: SubAccountRow) => void;
}) {
  const { t } = useI18n();
  const name = nameOf(entry);
  const switchable = !entry.current && !entry.frozen;
  return (
    <li className="sub-row" data-testid={`sub-row-${entry.userId}`} aria-current={entry.current ? 'true' : undefined} data-frozen={entry.frozen ? 'true' : undefined}>
      <div className="sub-row__who">
        <span className="sub-row__name"><bdi>{name}</bdi></span>
        <span className="muted sub-row__meta">{t(isMain ? 'account.mainAccount' : 'account.subAccount')} · {t('sub.uid', { uid: String(entry.userId) })}</span>
        {isMain ? null : <span className="muted sub-row__login"><bdi dir="ltr">{entry.loginName}</bdi></span>}
      </div>
      {entry.current ? <span className="sub-row__current">{t('sub.current')}</span> : null}
      {entry.frozen ? <span className="sub-row__frozen" data-testid={`sub-frozen-${entry.userId}`}>{t('sub.frozenBadge')}</span> : null}
      <div className="sub-row__actions">
        {switchable ? (
          <>
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
          </>
        ) : null}
        {managing && !isMain ? (
          <>
            <button type="button" className="button" onClick={() => onPanel('transfer', entry)} data-testid={`sub-transfer-${entry.userId}`}>{t('sub.transferAction')}</button>
            <Link href={`/api?owner=${entry.userId}`} className="button" data-testid={`sub-keys-${entry.userId}`}>{t('sub.apiKeys')}</Link>
            <button type="button" className="button" onClick={() => onPanel('freeze', entry)} data-testid={`sub-freeze-${entry.userId}`}>
              {t(entry.frozen ? 'sub.unfreeze' : 'sub.freeze')}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}

export default function SubAccountPage() {
  const { t } = useI18n();
  usePageTitle(t('sub.title'));
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const [accounts, setAccounts] = useState<SubAccountList | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [panel, setPanel] = useState<Panel>(null);
  // Counts switches and changes, so the list (and the transfers) are asked again.
  const [version, setVersion] = useState(0);
  const signedIn = session.status === 'signed-in';
  // An opened form is below the list: on a phone it would open out of sight, so it is brought into view.
  const panelRef = useRef<HTMLDivElement>(null);
  const panelKey = panel ? `${panel.kind}${'userId' in panel ? panel.userId : ''}` : '';
  useEffect(() => {
    if (panelKey) panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [panelKey]);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    fetchSubAccounts().then(
      (list) => live && setAccounts(list),
      (error: unknown) => live && setFailure(subFailure(error)),
    );
    return () => {
      live = false;
    };
  }, [signedIn, version]);

  const onSwitch = async (kind: SwitchKind, entry: SubAccountRow) => {
    setBusy(true);
    setFailure(null);
    setPanel(null);
    try {
      await switchAccount(kind, entry.userId);
      await loadUser(store);
      announceSession('switched');
      setVersion((v) => v + 1);
      setAnnounce(t('sub.switched', { name: nameOf(entry) }));
    } catch (error) {
      // Frozen by its main account: the user may unfreeze it here, which "contact support" would not say.
      setFailure(isCode(error, CODES.accountFrozen) && entry.subAccount ? { id: 'sub.error.switchFrozen', values: { name: nameOf(entry) } } : formFailure(error, 'password'));
      setVersion((v) => v + 1);
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

  const managing = accounts?.main.current === true;
  const all = accounts ? [accounts.main, ...accounts.subAccounts] : [];
  const subOf = (userId: string) => accounts?.subAccounts.find((s) => s.userId === userId);
  const selected = panel && panel.kind !== 'create' ? subOf(panel.userId) : undefined;
  const changed = (text: string) => {
    setAnnounce(text);
    setVersion((v) => v + 1);
  };
  const full = accounts ? accounts.subAccounts.length >= accounts.maxSubAccounts : false;

  return (
    <section className="page account sub-accounts" aria-labelledby="sub-title">
      <div className="sub-accounts__head">
        <h1 id="sub-title">{t('sub.title')}</h1>
        {managing ? (
          <button type="button" className="button button--primary" disabled={full} aria-expanded={panel?.kind === 'create'} onClick={() => setPanel(panel?.kind === 'create' ? null : { kind: 'create' })} data-testid="sub-create">
            {t('sub.create')}
          </button>
        ) : null}
      </div>
      {managing && accounts ? <p className="muted" data-testid="sub-count">{t('sub.count', { count: accounts.subAccounts.length, max: accounts.maxSubAccounts })}</p> : null}
      <p role="status" className="muted" data-testid="sub-status">{announce}</p>
      <FormMessage failure={failure} />
      {panel?.kind === 'create' && session.status === 'signed-in' ? (
        <div ref={panelRef}><CreateSubAccount user={session.user} onCreated={(row) => { setPanel(null); changed(t('sub.created', { name: nameOf(row) })); }} /></div>
      ) : null}
      {accounts ? (
        <>
          <ul className="sub-list" data-testid="sub-list">
            {all.map((entry) => (
              <Row
                key={entry.userId}
                entry={entry}
                isMain={entry === accounts.main}
                managing={managing}
                busy={busy}
                onSwitch={(k, e) => void onSwitch(k, e)}
                onPanel={(kind, e) => setPanel(panel && panel.kind === kind && 'userId' in panel && panel.userId === e.userId ? null : { kind, userId: e.userId })}
              />
            ))}
          </ul>
          {accounts.subAccounts.length === 0 ? <p className="muted">{t('sub.none')}</p> : null}
        </>
      ) : (
        <p className="muted" role="status">{t('app.loading')}</p>
      )}
      {selected && panel?.kind === 'freeze' && session.status === 'signed-in' ? (
        <div ref={panelRef}><FreezeSubAccount
          key={`${selected.userId}-${String(selected.frozen)}`}
          user={session.user}
          sub={selected}
          name={nameOf(selected)}
          onChanged={(row) => { setPanel(null); changed(t(row.frozen ? 'sub.frozenDone' : 'sub.unfrozenDone', { name: nameOf(row) })); }}
        /></div>
      ) : null}
      {selected && panel?.kind === 'transfer' ? <div ref={panelRef}><SubTransfer key={selected.userId} sub={selected} name={nameOf(selected)} onDone={changed} /></div> : null}
      {managing && accounts && accounts.subAccounts.length > 0 ? (
        <TransferHistory version={version} nameOf={(id) => { const s = subOf(id); return s ? nameOf(s) : id; }} />
      ) : null}
    </section>
  );
}
