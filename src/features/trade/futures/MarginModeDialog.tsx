// Choosing a perpetual's margin mode. The gateway refuses a switch while the market has open
// positions or orders (30020); the refusal shows here, in the page's words.
import { useId, useState } from 'react';
import type { MarginMode } from '../../../core/markets/trading';
import { MARGIN_MODES } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { FailureNote } from '../account/FailureNote';
import { marginModeLabel } from './marginModeLabel';
import { useCall } from './useCall';

export function MarginModeContent({ titleId, current, onApply, onDismiss }: {
  titleId: string;
  current: MarginMode;
  onApply: (mode: MarginMode) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const name = useId();
  const [chosen, setChosen] = useState<MarginMode>(current);
  const { pending, failure, run } = useCall();
  const apply = async () => {
    if (chosen === current || (await run(() => onApply(chosen)))) onDismiss();
  };
  return (
    <div className="fut-dialog">
      <h2 id={titleId}>{t('futures.marginMode')}</h2>
      <fieldset className="acct-filter fut-modes">
        <legend className="acct-sr-only">{t('futures.marginMode')}</legend>
        {MARGIN_MODES.map((mode) => (
          <label key={mode} className="acct-filter__option">
            <input type="radio" name={name} value={mode} checked={chosen === mode} onChange={() => setChosen(mode)} data-testid={`margin-mode-${mode}`}
              {...(mode === current ? { 'data-autofocus': true } : {})} />
            <span>{t(marginModeLabel(mode))}</span>
          </label>
        ))}
      </fieldset>
      <p className="fut-dialog__hint">{t('futures.marginModeHint')}</p>
      <FailureNote failure={failure} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDismiss}>{t('positions.dismiss')}</button>
        <button type="button" className="button button--primary" disabled={pending} aria-busy={pending} onClick={() => void apply()} data-testid="margin-mode-confirm">
          {t(pending ? 'positions.saving' : 'futures.confirm')}
        </button>
      </div>
    </div>
  );
}
