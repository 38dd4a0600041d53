// Changing the login password: the current one, the new one twice, and the codes. It travels
// encrypted as sign-in does, and the gateway signs the account's other devices out.
import { type FormEvent, useState } from 'react';
import { changePassword } from '../../api/security';
import type { UserRecord } from '../../core/account';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from '../auth/Field';
import { newPassword, problems, repeatedPassword, required } from '../auth/validation';
import { ConfirmChange, factorsFor, useFactorCodes } from './SecondFactors';
import { useSecurityChange } from './useSecurityChange';

type Name = 'oldPwd' | 'pwd' | 'rePwd';

export function PasswordForm({ user }: { user: UserRecord }) {
  const { t } = useI18n();
  const factors = factorsFor(user);
  const form = useFactorCodes(factors);
  const change = useSecurityChange();
  const [values, setValues] = useState<Record<Name, string>>({ oldPwd: '', pwd: '', rePwd: '' });
  const [shown, setShown] = useState<Partial<Record<Name, MessageId>>>({});
  const set = (name: Name) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problems<Name>({ ...(user.hasPassword ? { oldPwd: required(values.oldPwd) } : {}), pwd: newPassword(values.pwd), rePwd: repeatedPassword(values.rePwd, values.pwd) });
    setShown(found);
    const codesOk = form.check();
    if (Object.keys(found).length || !codesOk) return;
    const ok = await change.run(async () => {
      const answer = await changePassword({ oldPwd: values.oldPwd, pwd: values.pwd.trim(), rePwd: values.rePwd.trim() }, form.values());
      return { id: 'security.password.changed', values: { count: answer.otherSessionsEnded } };
    });
    if (ok) {
      setValues({ oldPwd: '', pwd: '', rePwd: '' });
      form.reset();
    }
  };

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="password-form">
      <p className="muted">{t('security.password.intro')}</p>
      {user.hasPassword ? <Field name="oldPwd" type="password" autoComplete="current-password" label={t('security.password.current')} value={values.oldPwd} onValue={set('oldPwd')} problem={shown.oldPwd} /> : null}
      <Field name="pwd" type="password" autoComplete="new-password" label={t('security.password.new')} value={values.pwd} onValue={set('pwd')} problem={shown.pwd} />
      <Field name="rePwd" type="password" autoComplete="new-password" label={t('auth.field.rePassword')} value={values.rePwd} onValue={set('rePwd')} problem={shown.rePwd} />
      <ConfirmChange user={user} factors={factors} form={form} change={change} submit={'security.password.submit'} />
    </form>
  );
}
