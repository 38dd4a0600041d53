// The form's own answer from the server (wrong password, frozen, code refused...), announced as
// an alert and kept until the user tries again.
import { useI18n } from '../../i18n/intl';
import type { FormFailure } from './failure';

export function FormMessage({ failure, testId = 'form-error' }: { failure: FormFailure; testId?: string }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="auth-form__message">
      {failure ? <p className="auth-form__error" data-testid={testId} dir="auto">{'text' in failure ? failure.text : t(failure.id, failure.values)}</p> : null}
    </div>
  );
}
