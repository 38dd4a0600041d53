// /api: the account's API keys (never a secret), each editable (permissions and allow-list, under
// the second factor again) and deletable after a confirmation; a deleted key is refused at once.
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { parseIpList, type ApiPermission } from '../../core/apiKeys/apiKeys';
import type { ApiKey, ApiKeyList, VerifyType } from '../../core/apiKeys/wire';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { Dialog } from '../../ui/Dialog';
import { WithoutSession } from '../account/WithoutSession';
import { FormMessage } from '../auth/FormMessage';
import type { FormFailure } from '../auth/failure';
import { type FactorCodes, deleteApiKey, editApiKey, fetchApiKeys } from './apiKeysApi';
import { keyFailure } from './keyFailure';
import { KeySettingsFields, PERMISSION_LABELS } from './KeySettingsFields';
import { SecondFactorFields, checkFactorCodes } from './SecondFactorFields';
import './apiKeys.css';

function EditForm({ apiKey, types, onDone, onCancel }: { apiKey: ApiKey; types: readonly VerifyType[]; onDone: (key: ApiKey) => void; onCancel: () => void }) {
  const { t } = useI18n();
  const [permissions, setPermissions] = useState<readonly ApiPermission[]>(apiKey.permissions);
  const [ips, setIps] = useState(apiKey.ips.join(', '));
  const [codes, setCodes] = useState<FactorCodes>({});
  const [problems, setProblems] = useState<Partial<Record<string, MessageId>>>({});
  const [failure, setFailure] = useState<FormFailure>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const factors = checkFactorCodes(types, codes);
    const found = { ...('problems' in factors ? factors.problems : {}), ...(parseIpList(ips).ok ? {} : { ips: 'apikey.invalid.ips' as const }) };
    setProblems(found);
    if (Object.keys(found).length > 0 || !('codes' in factors)) return;
    setSending(true);
    try {
      onDone(await editApiKey(apiKey.accessKey, { permissions, ips }, factors.codes));
    } catch (error) {
      setFailure(keyFailure(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="auth-form api-keys__edit" onSubmit={(e) => void submit(e)} noValidate data-testid="edit-form">
      <KeySettingsFields permissions={permissions} onPermissions={setPermissions} ips={ips} onIps={setIps} ipsProblem={problems.ips} />
      <SecondFactorFields types={types} codes={codes} onCodes={setCodes} problems={problems} onFailure={setFailure} />
      <FormMessage failure={failure} />
      <div className="api-keys__actions">
        <button type="submit" className="button button--primary" disabled={sending} data-testid="edit-submit">{t('apikey.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('apikey.cancel')}</button>
      </div>
    </form>
  );
}

function KeyCard({ apiKey, mainId, editing, onEdit, onDelete, children }: { apiKey: ApiKey; mainId: string; editing: boolean; onEdit: () => void; onDelete: () => void; children: React.ReactNode }) {
  const { t, bcp47 } = useI18n();
  const when = (ms: number | null) => (ms === null ? t('apikey.never') : new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short' }).format(ms));
  return (
    <li className="api-keys__card" data-testid={`key-${apiKey.accessKey}`}>
      <h2 className="api-keys__label"><bdi>{apiKey.label}</bdi></h2>
      <dl className="facts">
        <div className="facts__row"><dt>{t('apikey.accessKey')}</dt><dd><code dir="ltr">{apiKey.accessKey}</code></dd></div>
        {apiKey.userId !== mainId ? <div className="facts__row"><dt>{t('apikey.field.owner')}</dt><dd><bdi>{apiKey.loginName}</bdi></dd></div> : null}
        <div className="facts__row"><dt>{t('apikey.field.permissions')}</dt><dd data-testid="key-permissions">{apiKey.permissions.map((p) => t(PERMISSION_LABELS[p])).join(' · ')}</dd></div>
        <div className="facts__row"><dt>{t('apikey.col.ips')}</dt><dd data-testid="key-ips">{apiKey.ips.length ? <bdi dir="ltr">{apiKey.ips.join(', ')}</bdi> : t('apikey.anyIp')}</dd></div>
        <div className="facts__row"><dt>{t('apikey.col.created')}</dt><dd>{when(apiKey.createdAt)}</dd></div>
        <div className="facts__row"><dt>{t('apikey.col.lastUsed')}</dt><dd data-testid="key-last-used">{when(apiKey.lastUsedAt)}</dd></div>
      </dl>
      {editing ? children : (
        <div className="api-keys__actions">
          <button type="button" className="button" onClick={onEdit} data-testid="key-edit">{t('apikey.edit')}</button>
          <button type="button" className="button api-keys__delete" onClick={onDelete} data-testid="key-delete">{t('apikey.delete')}</button>
        </div>
      )}
    </li>
  );
}

export default function ApiKeysPage() {
  const { t } = useI18n();
  usePageTitle(t('apikey.title'));
  const session = useAtomValue(sessionAtom);
  const signedIn = session.status === 'signed-in';
  const mainId = signedIn ? String(session.user.userId) : '';
  const [list, setList] = useState<ApiKeyList | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  const titleId = useId();
  // ?owner=<sub-account id>: the keys of that one sub-account, reached from its row on /account/sub-account.
  const owner = new URLSearchParams(useSearch()).get('owner');

  const shown = (keys: ApiKeyList) => (owner ? keys.keys.filter((k) => k.userId === owner) : keys.keys);
  const load = useCallback(() => fetchApiKeys().then(setList, (error: unknown) => setFailure(keyFailure(error))), []);
  useEffect(() => {
    if (signedIn) void load();
  }, [signedIn, load]);

  if (!signedIn) {
    return (
      <section className="page page--center" aria-labelledby="api-title">
        <h1 id="api-title">{t('apikey.title')}</h1>
        <WithoutSession signedOut="account.signedOut" />
      </section>
    );
  }

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteApiKey(deleting.accessKey);
      setAnnounce(t('apikey.deleted', { label: deleting.label }));
      setDeleting(null);
      await load();
    } catch (error) {
      setDeleting(null);
      setFailure(keyFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page account api-keys" aria-labelledby="api-title">
      <div className="api-keys__head">
        <h1 id="api-title">{t('apikey.title')}</h1>
        <Link href={owner ? `/account/newapi?owner=${owner}` : '/account/newapi'} className="button button--primary" data-testid="create-key">{t('apikey.create')}</Link>
      </div>
      <p className="muted">{t('apikey.intro')}</p>
      <p role="status" className="muted" data-testid="api-status">{announce}</p>
      <FormMessage failure={failure} />
      {owner ? (
        <p className="notice" data-testid="keys-owner">
          {t('apikey.ownerOnly', { uid: owner })} <Link href="/api" data-testid="keys-all">{t('apikey.allKeys')}</Link>
        </p>
      ) : null}
      {list === null ? <p className="muted" role="status">{t('app.loading')}</p> : shown(list).length === 0 ? (
        <p className="muted" data-testid="no-keys">{t('apikey.none')}</p>
      ) : (
        <ul className="api-keys__list" data-testid="key-list">
          {shown(list).map((key) => (
            <KeyCard key={key.accessKey} apiKey={key} mainId={mainId} editing={editing === key.accessKey} onEdit={() => setEditing(key.accessKey)} onDelete={() => setDeleting(key)}>
              <EditForm
                apiKey={key}
                types={list.verifyTypes}
                onCancel={() => setEditing(null)}
                onDone={(changed) => {
                  setEditing(null);
                  setAnnounce(t('apikey.saved', { label: changed.label }));
                  void load();
                }}
              />
            </KeyCard>
          ))}
        </ul>
      )}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} labelledBy={titleId} className="confirm">
        <h2 id={titleId}>{t('apikey.deleteTitle')}</h2>
        <p>{t('apikey.deleteText', { label: deleting?.label ?? '' })}</p>
        <div className="api-keys__actions">
          <button type="button" className="button api-keys__delete" disabled={busy} onClick={() => void remove()} data-testid="delete-confirm">{t('apikey.delete')}</button>
          <button type="button" className="button" data-autofocus onClick={() => setDeleting(null)}>{t('apikey.cancel')}</button>
        </div>
      </Dialog>
    </section>
  );
}
