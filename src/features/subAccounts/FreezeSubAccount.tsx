// Freezing or unfreezing a sub-account, under the main account's second factors. What freezing
// does is said before it is done: the sub-account's sessions end and its API keys stop working.
import type { FormEvent } from 'react';
import type { UserRecord } from '../../core/account';
import type { SubAccountRow } from '../../core/subAccounts/subAccounts';
import { useI18n } from '../../i18n/intl';
import { ConfirmChange, factorsFor, useFactorCodes } from '../security/SecondFactors';
import { useSecurityChange } from '../security/useSecurityChange';
import { setSubAccountFrozen } from './subAccountsApi';
import { subFailure } from './subFailure';

export function FreezeSubAccount({ user, sub, name, onChanged }: { user: UserRecord; sub: SubAccountRow; name: string; onChanged: (row: SubAccountRow) => void }) {
  const { t } = useI18n();
  const factors = factorsFor(user);
  const form = useFactorCodes(factors);
  const change = useSecurityChange();
  const freezing = !sub.frozen;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const changed: { row?: SubAccountRow } = {};
    const ok = await change.run(async () => {
      changed.row = await setSubAccountFrozen(sub.userId, freezing, form.values());
      return { id: freezing ? 'sub.frozenDone' : 'sub.unfrozenDone', values: { name } };
    }, subFailure);
    if (ok && changed.row) {
      form.reset();
      onChanged(changed.row);
    }
  };

  return (
    <form className="auth-form sub-accounts__card" onSubmit={(event) => void submit(event)} noValidate data-testid="sub-freeze-form">
      <h2><bdi>{t(freezing ? 'sub.freeze.title' : 'sub.unfreeze.title', { name })}</bdi></h2>
      <p className="muted">{t(freezing ? 'sub.freeze.explain' : 'sub.unfreeze.explain')}</p>
      <ConfirmChange user={user} factors={factors} form={form} change={change} submit={freezing ? 'sub.freeze' : 'sub.unfreeze'} />
    </form>
  );
}
