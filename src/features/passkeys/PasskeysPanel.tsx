// The security centre's passkeys: the list (name, added, last used), a new name, removal behind the
// account's second factors, and adding one (a name, the codes, then the browser's prompt). Each
// refusal stays beside its form with what the user typed, so a closed prompt is tried again at once.
import { type FormEvent, useState } from 'react';
import { listPasskeys, registerPasskey, registrationOptions, removePasskey, renamePasskey } from '../../api/passkeys';
import type { UserRecord } from '../../core/account';
import { passkeyName, type PasskeyView } from '../../core/passkeys/passkeys';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { useLoad } from '../../ui/useLoad';
import { Field } from '../auth/Field';
import { FormMessage } from '../auth/FormMessage';
import type { FormFailure } from '../auth/failure';
import { DoneMessage } from '../security/DoneMessage';
import { SecondFactors, factorsFor, useFactorCodes } from '../security/SecondFactors';
import type { Done } from '../security/useSecurityChange';
import { passkeyFailure } from './passkeyFailure';
import { createPasskey } from './webauthn';
import './Passkeys.css';

const STAMP: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** One call at a time per form: busy while it runs, its refusal in the page's words. */
function useStep() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure>(null);
  return {
    busy,
    failure,
    setFailure,
    async run(send: () => Promise<void>): Promise<void> {
      setBusy(true);
      setFailure(null);
      try {
        await send();
      } catch (error) {
        setFailure(passkeyFailure(error));
      } finally {
        setBusy(false);
      }
    },
  };
}

function AddPasskey({ user, onAdded, onCancel }: { user: UserRecord; onAdded: (p: PasskeyView) => void; onCancel: () => void }) {
  const { t } = useI18n();
  const factors = factorsFor(user);
  const codes = useFactorCodes(factors);
  const step = useStep();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<MessageId | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kept = passkeyName(name);
    setProblem(kept === null ? 'passkey.error.name' : undefined);
    if (!codes.check() || kept === null) return;
    void step.run(async () => {
      const entered = codes.values();
      const options = await registrationOptions(entered);
      onAdded(await registerPasskey(kept, await createPasskey(options), entered));
    });
  };

  return (
    <form className="auth-form passkey-form" onSubmit={submit} noValidate aria-labelledby="passkey-add-title" data-testid="passkey-add-form">
      <h3 id="passkey-add-title">{t('passkey.add')}</h3>
      <Field name="passkeyName" label={t('passkey.name')} value={name} onValue={setName} problem={problem} hint={t('passkey.nameHint')} maxLength={40} autoComplete="off" dir="auto" />
      <SecondFactors user={user} factors={factors} form={codes} onFailure={step.setFailure} />
      <FormMessage failure={step.failure} testId="passkey-error" />
      <div className="auth-form__actions">
        <button type="submit" className="button button--primary" disabled={step.busy} data-testid="passkey-add-submit">{t('passkey.create')}</button>
        <button type="button" className="button" disabled={step.busy} onClick={onCancel}>{t('order.confirm.cancel')}</button>
      </div>
    </form>
  );
}

function PasskeyRow({ user, passkey, onChanged }: { user: UserRecord; passkey: PasskeyView; onChanged: (done: Done) => void }) {
  const { t, intl } = useI18n();
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<MessageId | undefined>();
  const factors = factorsFor(user);
  const codes = useFactorCodes(factors);
  const step = useStep();

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const kept = passkeyName(name);
    setProblem(kept === null ? 'passkey.error.name' : undefined);
    if (kept === null) return;
    void step.run(async () => {
      await renamePasskey(passkey.id, kept);
      onChanged({ id: 'passkey.renamed', values: { name: kept } });
    });
  };

  const remove = (event: FormEvent) => {
    event.preventDefault();
    if (!codes.check()) return;
    void step.run(async () => {
      await removePasskey(passkey.id, codes.values());
      onChanged({ id: 'passkey.removed', values: { name: passkey.name } });
    });
  };

  return (
    <li className="passkey" data-testid="passkey">
      <span className="passkey__name" data-testid="passkey-name"><bdi>{passkey.name}</bdi></span>
      <dl className="passkey__facts">
        <div><dt>{t('passkey.created')}</dt><dd>{intl.formatDate(passkey.createdAt, STAMP)}</dd></div>
        <div><dt>{t('passkey.lastUsed')}</dt><dd data-testid="passkey-last-used">{passkey.lastUsedAt === null ? t('passkey.neverUsed') : intl.formatDate(passkey.lastUsedAt, STAMP)}</dd></div>
      </dl>
      {mode === 'rename' ? (
        <form className="passkey__form" onSubmit={rename} noValidate data-testid="passkey-rename-form">
          <Field name="passkeyRename" label={t('passkey.name')} value={name} onValue={setName} problem={problem} maxLength={40} autoComplete="off" dir="auto" />
          <FormMessage failure={step.failure} testId="passkey-error" />
          <div className="passkey__actions">
            <button type="submit" className="button button--primary" disabled={step.busy} data-testid="passkey-rename-save">{t('conditional.save')}</button>
            <button type="button" className="button" disabled={step.busy} onClick={() => setMode('view')}>{t('order.confirm.cancel')}</button>
          </div>
        </form>
      ) : mode === 'remove' ? (
        <form className="passkey__form passkey__form--danger" onSubmit={remove} noValidate data-testid="passkey-remove-form">
          <p>{t('passkey.removeConfirm', { name: passkey.name })}</p>
          <SecondFactors user={user} factors={factors} form={codes} onFailure={step.setFailure} />
          <FormMessage failure={step.failure} testId="passkey-error" />
          <div className="passkey__actions">
            <button type="submit" className="button button--danger" disabled={step.busy} data-testid="passkey-remove-confirm">{t('devices.remove')}</button>
            <button type="button" className="button" disabled={step.busy} onClick={() => setMode('view')}>{t('order.confirm.cancel')}</button>
          </div>
        </form>
      ) : (
        <div className="passkey__actions">
          <button type="button" className="button" onClick={() => { setName(passkey.name); setMode('rename'); }} data-testid="passkey-rename">{t('passkey.rename')}</button>
          <button type="button" className="button" onClick={() => setMode('remove')} data-testid="passkey-remove">{t('devices.remove')}</button>
        </div>
      )}
    </li>
  );
}

export function PasskeysPanel({ user }: { user: UserRecord }) {
  const { t } = useI18n();
  const [version, setVersion] = useState(0);
  const { result, retry } = useLoad(listPasskeys, `${user.userId}|${version}`);
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const changed = (next: Done) => {
    setDone(next);
    setAdding(false);
    setVersion((v) => v + 1);
  };

  return (
    <section className="passkeys" aria-labelledby="passkeys-title" data-testid="passkeys">
      <h2 id="passkeys-title">{t('passkey.title')}</h2>
      <p className="muted">{t('passkey.intro')}</p>
      <DoneMessage done={done} />
      {result.state === 'loading' ? (
        <p className="muted" role="status">{t('app.loading')}</p>
      ) : result.state === 'failed' ? (
        <div className="passkeys__problem" role="alert" data-testid="passkeys-failed">
          <p>{t('passkey.failed')}</p>
          <button type="button" className="button button--primary" onClick={retry}>{t('error.retry')}</button>
        </div>
      ) : result.value.length === 0 ? (
        <p className="muted" data-testid="passkeys-empty">{t('passkey.none')}</p>
      ) : (
        <ul className="passkey-list" data-testid="passkey-list">
          {result.value.map((p) => <PasskeyRow key={`${p.id}|${p.name}`} user={user} passkey={p} onChanged={changed} />)}
        </ul>
      )}
      {adding ? (
        <AddPasskey user={user} onAdded={(p) => changed({ id: 'passkey.added', values: { name: p.name } })} onCancel={() => setAdding(false)} />
      ) : (
        <div className="passkeys__add">
          <button type="button" className="button button--primary" onClick={() => { setDone(null); setAdding(true); }} data-testid="passkey-add">{t('passkey.add')}</button>
        </div>
      )}
    </section>
  );
}
