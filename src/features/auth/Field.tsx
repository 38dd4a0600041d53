// A labelled input whose problem is written beside it and tied to it (aria-invalid,
// aria-describedby), so a screen reader hears the message when it reaches the field.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly problem?: MessageId | undefined;
  readonly hint?: string;
  /** Beside the input, e.g. a send-code button. */
  readonly action?: ReactNode;
  readonly name: string;
};

export function Field({ label, value, onValue, problem, hint, action, name, className, ...input }: FieldProps) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `auth-field ${className}` : 'auth-field'}>
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="auth-field__row">
        <input
          {...input}
          id={id}
          name={name}
          data-testid={`field-${name}`}
          className="auth-input"
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
        {action}
      </div>
      {hint ? <span id={hintId} className="field__hint">{hint}</span> : null}
      {problem ? <span id={problemId} className="auth-field__problem" data-testid={`problem-${name}`}>{t(problem)}</span> : null}
    </div>
  );
}
