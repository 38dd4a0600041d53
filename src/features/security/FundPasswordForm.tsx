// The fund password: six digits, asked for withdrawals and transfers, set or replaced with the codes.
import { type FormEvent, useState } from 'react';
import { setFundPassword } from '../../api/security';
import type { UserRecord } from '../../core/account';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from '../auth/Field';
import { problems } from '../auth/validation';
import { ConfirmChange, factorsFor, useFactorCodes } from './SecondFactors';
import { useSecurityChange } from './useSecurityChange';

type Name = 'fundPwd' | 'reFundPwd';
const SIX_DIGITS = /^\d{6}$/;

export function FundPasswordForm({ user }: { user: UserRecord }) {
  const { t } = useI18n();
  const factors = factorsFor(user);
  const form = useFactorCodes(factors);
  const change = useSecurityChange();
  const [values, setValues] = useState<Record<Name, string>>({ fundPwd: '', reFundPwd: '' });
  const [shown, setShown] = useState<Partial<Record<Name, MessageId>>>({});
  const set = (name: Name) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fundPwd = values.fundPwd.trim();
    const found = problems<Name>({
      fundPwd: SIX_DIGITS.test(fundPwd) ? null : 'security.fund.invalid',
      reFundPwd: values.reFundPwd.trim() === fundPwd ? null : 'auth.invalid.rePassword',
    });
    setShown(found);
    const codesOk = form.check();
    if (Object.keys(found).length || !codesOk) return;
    const ok = await change.run(async () => {
      await setFundPassword(fundPwd, values.reFundPwd.trim(), form.values());
      return { id: 'security.fund.saved' };
    });
    if (ok) {
      setValues({ fundPwd: '', reFundPwd: '' });
      form.reset();
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="fund-form">
      <p className="muted">{t('security.fund.intro')}</p>
      <Field name="fundPwd" type="password" inputMode="numeric" maxLength={6} autoComplete="off" label={t('security.fund.new')} value={values.fundPwd} onValue={set('fundPwd')} problem={shown.fundPwd} />
      <Field name="reFundPwd" type="password" inputMode="numeric" maxLength={6} autoComplete="off" label={t('security.fund.repeat')} value={values.reFundPwd} onValue={set('reFundPwd')} problem={shown.reFundPwd} />
      <ConfirmChange user={user} factors={factors} form={form} change={change} submit={user.isFund ? 'security.action.change' : 'security.action.set'} />
    </form>
  );
}
