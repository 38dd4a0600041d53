// /account/newapi: a new API key, confirmed by the account's second factor. The secret is shown
// once, here, with a copy button: it lives only in this page's state and is gone when it closes.
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { type SubAccountEntry, subAccountList } from '../../api/auth';
import { usePageTitle } from '../../app/usePageTitle';
import { LABEL_PATTERN, PASSPHRASE_PATTERN, parseIpList, type ApiPermission } from '../../core/apiKeys/apiKeys';
import type { CreatedApiKey, VerifyType } from '../../core/apiKeys/wire';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { WithoutSession } from '../account/WithoutSession';
import { Field } from '../auth/Field';
import { FormMessage } from '../auth/FormMessage';
import type { FormFailure } from '../auth/failure';
import { type FactorCodes, createApiKey, fetchApiKeys } from './apiKeysApi';
import { CopyButton } from './CopyButton';
import { keyFailure } from './keyFailure';
import { KeySettingsFields } from './KeySettingsFields';
import { SecondFactorFields, checkFactorCodes } from './SecondFactorFields';
import './apiKeys.css';

function SecretOnce({ created }: { created: CreatedApiKey }) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  return (
    <section className="api-keys__created" aria-labelledby="created-title" data-testid="key-created">
      <h2 id="created-title">{t('apikey.created')}</h2>
      <p className="notice notice--warning" role="alert">{t('apikey.secretWarning')}</p>
      <dl className="facts">
        <div className="facts__row">
          <dt>{t('apikey.accessKey')}</dt>
          <dd className="api-keys__value"><code dir="ltr" data-testid="created-access-key">{created.accessKey}</code><CopyButton text={created.accessKey} testId="copy-access-key" /></dd>
        </div>
        <div className="facts__row">
          <dt>{t('apikey.secret')}</dt>
          <dd className="api-keys__value"><code dir="ltr" data-testid="created-secret">{created.secret}</code><CopyButton text={created.secret} testId="copy-secret" /></dd>
        </div>
      </dl>
      <button type="button" className="button button--primary auth-form__submit" onClick={() => navigate('/api')} data-testid="key-created-done">{t('apikey.done')}</button>
    </section>
  );
}

type Problems = Partial<Record<string, MessageId>>;

export default function NewApiKeyPage() {
  const { t } = useI18n();
  usePageTitle(t('apikey.newTitle'));
  const session = useAtomValue(sessionAtom);
  const search = useSearch();
  const signedIn = session.status === 'signed-in';
  const [verifyTypes, setVerifyTypes] = useState<readonly VerifyType[] | null>(null);
  const [subAccounts, setSubAccounts] = useState<readonly SubAccountEntry[]>([]);
  // ?owner=<sub-account id>: the key is that sub-account's (reached from its row on /account/sub-account).
  const [owner, setOwner] = useState(() => new URLSearchParams(search).get('owner') ?? '');
  const [label, setLabel] = useState('');
  const [permissions, setPermissions] = useState<readonly ApiPermission[]>(['read']);
  const [ips, setIps] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [rePassphrase, setRePassphrase] = useState('');
  const [codes, setCodes] = useState<FactorCodes>({});
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<FormFailure>(null);
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    fetchApiKeys().then((list) => live && setVerifyTypes(list.verifyTypes), (error: unknown) => live && setFailure(keyFailure(error)));
    subAccountList().then((list) => live && setSubAccounts(list.main.current ? list.subAccounts : []), () => undefined);
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (!signedIn) {
    return (
      <section className="page page--center" aria-labelledby="newapi-title">
        <h1 id="newapi-title">{t('apikey.newTitle')}</h1>
        <WithoutSession signedOut="account.signedOut" />
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Problems = {};
    if (!LABEL_PATTERN.test(label.trim())) found.label = 'apikey.invalid.label';
    if (!parseIpList(ips).ok) found.ips = 'apikey.invalid.ips';
    if (!PASSPHRASE_PATTERN.test(passphrase)) found.passphrase = 'apikey.invalid.passphrase';
    else if (rePassphrase !== passphrase) found.rePassphrase = 'apikey.invalid.rePassphrase';
    const factors = checkFactorCodes(verifyTypes ?? [], codes);
    if ('problems' in factors) Object.assign(found, factors.problems);
    setProblems(found);
    if (Object.keys(found).length > 0 || !('codes' in factors)) return;
    setSending(true);
    try {
      const key = await createApiKey({ label: label.trim(), permissions, ips, passphrase, ...(owner ? { subUserId: owner } : {}) }, factors.codes);
      setPassphrase('');
      setRePassphrase('');
      setCodes({});
      setCreated(key);
    } catch (error) {
      setFailure(keyFailure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page account api-keys" aria-labelledby="newapi-title">
      <h1 id="newapi-title">{t('apikey.newTitle')}</h1>
      {created ? <SecretOnce created={created} /> : (
        <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate data-testid="newapi-form">
          <p className="muted">{t('apikey.intro')}</p>
          {subAccounts.length > 0 ? (
            <div className="auth-field">
              <label className="field__label" htmlFor="newapi-owner">{t('apikey.field.owner')}</label>
              <select id="newapi-owner" className="auth-input" value={owner} onChange={(e) => setOwner(e.target.value)} data-testid="field-owner">
                <option value="">{t('account.mainAccount')}</option>
                {subAccounts.map((s) => <option key={s.userId} value={String(s.userId)}>{s.userName || s.loginName}</option>)}
              </select>
            </div>
          ) : null}
          <Field name="label" label={t('apikey.field.label')} value={label} onValue={setLabel} problem={problems.label} maxLength={40} autoComplete="off" />
          <KeySettingsFields permissions={permissions} onPermissions={setPermissions} ips={ips} onIps={setIps} ipsProblem={problems.ips} />
          <Field name="passphrase" type="password" label={t('apikey.field.passphrase')} hint={t('apikey.field.passphraseHint')} value={passphrase} onValue={setPassphrase} problem={problems.passphrase} maxLength={32} autoComplete="new-password" dir="ltr" />
          <Field name="rePassphrase" type="password" label={t('apikey.field.rePassphrase')} value={rePassphrase} onValue={setRePassphrase} problem={problems.rePassphrase} maxLength={32} autoComplete="new-password" dir="ltr" />
          {verifyTypes ? <SecondFactorFields types={verifyTypes} codes={codes} onCodes={setCodes} problems={problems} onFailure={setFailure} /> : <p className="muted" role="status">{t('app.loading')}</p>}
          <FormMessage failure={failure} />
          <div className="auth-form__actions">
            <button type="submit" className="button button--primary auth-form__submit" disabled={sending || !verifyTypes} data-testid="newapi-submit">{t('apikey.submit')}</button>
            <Link href="/api" className="button">{t('apikey.cancel')}</Link>
          </div>
        </form>
      )}
    </section>
  );
}
