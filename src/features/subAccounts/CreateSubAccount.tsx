// Creating a sub-account: a name (its virtual login name follows from it, shown as it is typed)
// and the main account's second factors, as every guarded change asks.
import { type FormEvent, useState } from 'react';
import type { UserRecord } from '../../core/account';
import { subNameProblem, virtualLoginName } from '../../core/subAccounts/subAccounts';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from '../auth/Field';
import { ConfirmChange, factorsFor, useFactorCodes } from '../security/SecondFactors';
import { useSecurityChange } from '../security/useSecurityChange';
import { createSubAccount } from './subAccountsApi';
import { subFailure } from './subFailure';
import type { SubAccountRow } from '../../core/subAccounts/subAccounts';

const NAME_PROBLEM: Readonly<Record<'required' | 'format', MessageId>> = { required: 'sub.name.required', format: 'sub.name.format' };

export function CreateSubAccount({ user, onCreated }: { user: UserRecord; onCreated: (row: SubAccountRow) => void }) {
  const { t } = useI18n();
  const factors = factorsFor(user);
  const form = useFactorCodes(factors);
  const change = useSecurityChange();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<MessageId | undefined>();
  const clean = name.trim().toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = subNameProblem(name);
    setProblem(found ? NAME_PROBLEM[found] : undefined);
    const codesOk = form.check();
    if (found || !codesOk) return;
    const created: { row?: SubAccountRow } = {};
    const ok = await change.run(async () => {
      created.row = await createSubAccount(clean, form.values());
      return { id: 'sub.created', values: { name: clean } };
    }, subFailure);
    if (ok && created.row) {
      setName('');
      form.reset();
      onCreated(created.row);
    }
  };

  return (
    <form className="auth-form sub-accounts__card" onSubmit={(event) => void submit(event)} noValidate data-testid="sub-create-form">
      <h2>{t('sub.create.title')}</h2>
      <Field
        name="subName"
        label={t('sub.name.label')}
        value={name}
        onValue={setName}
        problem={problem}
        maxLength={20}
        autoComplete="off"
        spellCheck={false}
        hint={t('sub.name.hint', { login: `\u2068${virtualLoginName(clean || 'name')}\u2069` })}
      />
      <ConfirmChange user={user} factors={factors} form={form} change={change} submit="sub.create.submit" />
    </form>
  );
}
