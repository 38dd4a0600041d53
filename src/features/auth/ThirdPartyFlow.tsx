// After a provider proved an identity: a bound one signs in (with the account's second step when
// it has one); a new one is either a new account or bound to an existing account whose password
// (and second factors) the user proves. The same steps for Google, Apple, Telegram and a wallet.
import { useEffect, useRef, useState } from 'react';
import { type LoginAnswer, type SecondStep, needsSecondStep } from '../../api/auth';
import { bindToAccount, chooseBinding, registerWith, securityVerify, signInWith } from '../../api/thirdParty';
import { isRedirectProvider, type BindChoice, type ThirdIdentity } from '../../core/thirdParty/thirdParty';
import { useI18n } from '../../i18n/intl';
import { FormMessage } from './FormMessage';
import { PasswordLogin } from './PasswordLogin';
import { VerifyStep } from './VerifyStep';
import type { FormFailure } from './failure';
import { useProviderName } from './providerName';
import { endsThirdSignIn, thirdFailure } from './thirdFailure';

/** An address or email inside a sentence keeps its own direction in a right-to-left one (FSI … PDI). */
const isolated = (text: string): string => `\u2068${text}\u2069`;

export type FlowStart = { readonly kind: 'identity'; readonly identity: ThirdIdentity } | { readonly kind: 'verify'; readonly step: SecondStep };

interface Props {
  readonly start: FlowStart;
  readonly onSignedIn: () => Promise<void>;
  /** The sign-in is over (expired, refused or abandoned): back to the choice of ways in, with why. */
  readonly onRestart: (failure: FormFailure) => void;
}

export function ThirdPartyFlow({ start, onSignedIn, onRestart }: Props) {
  const { t } = useI18n();
  const providerName = useProviderName();
  const [step, setStep] = useState<SecondStep | null>(start.kind === 'verify' ? start.step : null);
  const [choice, setChoice] = useState<BindChoice | null>(null);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [busy, setBusy] = useState(false);
  const identity = start.kind === 'identity' ? start.identity : null;
  const name = identity ? providerName(identity.provider) : '';
  const signingKnown = useRef(false);

  const answered = async (answer: LoginAnswer) => {
    if (needsSecondStep(answer)) setStep(answer);
    else await onSignedIn();
  };
  const refused = (error: unknown) => {
    if (endsThirdSignIn(error)) onRestart(thirdFailure(error, name));
    else setFailure(thirdFailure(error, name));
  };

  useEffect(() => {
    if (!identity?.known || !isRedirectProvider(identity.provider) || signingKnown.current) return;
    signingKnown.current = true;
    // Nothing on this screen to retry with: any refusal goes back to the ways in, saying why.
    signInWith(identity.provider, identity.thirdTicket).then(answered, (error: unknown) => onRestart(thirdFailure(error, name)));
  });

  if (step) return <VerifyStep step={step} onDone={onSignedIn} onRestart={onRestart} verify={securityVerify} />;
  if (!identity) return null;
  if (identity.known) return <p className="muted" role="status" data-testid="third-signing-in">{t('auth.third.signingIn', { provider: name })}</p>;

  const choose = async (picked: BindChoice) => {
    setBusy(true);
    setFailure(null);
    try {
      await chooseBinding(identity.thirdTicket, picked);
      if (picked === 'bind') setChoice('bind');
      else await answered(await registerWith(identity.provider, identity.thirdTicket));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  if (choice === 'bind') {
    return (
      <section className="auth-third-flow" aria-labelledby="third-bind-title" data-testid="third-bind">
        <h2 id="third-bind-title">{t('auth.third.link')}</h2>
        <p className="muted">{t('auth.third.linkIntro', { provider: name, label: isolated(identity.label) })}</p>
        <PasswordLogin onSignedIn={onSignedIn} submit={(credentials) => bindToAccount(identity.thirdTicket, credentials)} verify={securityVerify} submitLabel={t('auth.third.linkSubmit')} />
        <button type="button" className="button" onClick={() => setChoice(null)}>{t('auth.verify.back')}</button>
      </section>
    );
  }

  return (
    <section className="auth-third-flow" aria-labelledby="third-new-title" data-testid="third-choose">
      <h2 id="third-new-title" className="auth-third-flow__label"><bdi dir="ltr" data-testid="third-label">{identity.label}</bdi></h2>
      <p className="muted">{t('auth.third.newIntro', { provider: name })}</p>
      <div className="auth-form__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void choose('new')} data-testid="third-create">{t('auth.third.create')}</button>
        <button type="button" className="button" disabled={busy} onClick={() => void choose('bind')} data-testid="third-link">{t('auth.third.link')}</button>
      </div>
      <FormMessage failure={failure} testId="third-error" />
      <button type="button" className="button" onClick={() => onRestart(null)}>{t('auth.verify.back')}</button>
    </section>
  );
}
