// Linking or changing the account's email or phone: the new address proves itself with a code
// sent to it, and the change also asks for a code from every factor already bound (the old
// address among them), so a stolen session alone cannot move the account's recovery address.
import { type FormEvent, useState } from 'react';
import { type NewAddress, bindAddress, sendNewAddressCode } from '../../api/security';
import type { UserRecord } from '../../core/account';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { Field } from '../auth/Field';
import { SendCodeButton } from '../auth/SendCodeButton';
import * as check from '../auth/validation';
import { ConfirmChange, factorsFor, useFactorCodes } from './SecondFactors';
import { useSecurityChange } from './useSecurityChange';

type Name = 'email' | 'areaCode' | 'mobile' | 'newCode';

export function AddressForm({ user, kind }: { user: UserRecord; kind: 'email' | 'phone' }) {
  const { t } = useI18n();
  const factors = factorsFor(user);
  const form = useFactorCodes(factors);
  const change = useSecurityChange();
  const [values, setValues] = useState<Record<Name, string>>({ email: '', areaCode: '', mobile: '', newCode: '' });
  const [shown, setShown] = useState<Partial<Record<Name, MessageId>>>({});
  const set = (name: Name) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const linked = kind === 'email' ? user.bindEmail : user.bindPhone;

  const addressProblems = () => check.problems<Name>(kind === 'email' ? { email: check.email(values.email) } : { areaCode: check.areaCode(values.areaCode), mobile: check.mobile(values.mobile) });
  const address = (): NewAddress => (kind === 'email'
    ? { channel: 'email', email: values.email.trim() }
    : { channel: 'sms', mobile: values.mobile.trim(), areaCode: values.areaCode.trim() });

  const sendToNew = async () => {
    const found = addressProblems();
    setShown(found);
    return Object.keys(found).length ? null : sendNewAddressCode(address());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...addressProblems(), ...check.problems<Name>({ newCode: check.code(values.newCode) }) };
    setShown(found);
    const codesOk = form.check();
    if (Object.keys(found).length || !codesOk) return;
    const ok = await change.run(async () => {
      await bindAddress(address(), values.newCode.trim(), form.values());
      return { id: kind === 'email' ? 'security.email.saved' : 'security.phone.saved' };
    });
    if (ok) {
      setValues({ email: '', areaCode: '', mobile: '', newCode: '' });
      form.reset();
    }
  };

  const channel = kind === 'email' ? 'email' : 'sms';
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid={`${kind}-form`}>
      <p className="muted">{t('security.address.intro')}</p>
      {kind === 'email' ? (
        <Field name="newEmail" type="email" autoComplete="email" label={t('security.email.new')} value={values.email} onValue={set('email')} problem={shown.email} />
      ) : (
        <>
          <Field name="newAreaCode" inputMode="tel" autoComplete="tel-country-code" label={t('auth.field.areaCode')} value={values.areaCode} onValue={set('areaCode')} problem={shown.areaCode} maxLength={6} />
          <Field name="newMobile" inputMode="numeric" autoComplete="tel-national" label={t('security.phone.new')} value={values.mobile} onValue={set('mobile')} problem={shown.mobile} maxLength={20} />
        </>
      )}
      <Field
        name="newCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={t('security.address.newCode')}
        value={values.newCode}
        onValue={set('newCode')}
        problem={shown.newCode}
        action={<SendCodeButton send={sendToNew} onFailure={change.setFailure} failureContext="register" testId={`send-new-${channel}`} />}
      />
      <ConfirmChange user={user} factors={factors} form={form} change={change} submit={linked ? 'security.action.change' : 'security.action.bind'} />
    </form>
  );
}
