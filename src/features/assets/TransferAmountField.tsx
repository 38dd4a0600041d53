// A transfer's amount: the input in the user's way of writing numbers, the coin, Max, what is
// available and the problem with what was typed, tied to the input for a screen reader. Shared by
// the wallet transfer and the sub-account transfer.
import { useId } from 'react';
import { ASSET_DECIMALS } from '../../core/markets/decimal';
import { useI18n } from '../../i18n/intl';
import { DecimalInput } from '../../ui/DecimalInput';
import { amountText } from './amounts';
import { Figure } from './Figure';

export function TransferAmountField({ value, onValue, asset, available, problem, onMax, testId }: {
  value: string;
  onValue: (text: string) => void;
  asset: string;
  /** Null while not known: Max is off and the figure waits. */
  available: bigint | null;
  problem: string | null;
  onMax: () => void;
  /** The prefix of the parts' test ids: `${testId}-amount`, `-max`, `-available`, `-problem`. */
  testId: string;
}) {
  const { t, bcp47 } = useI18n();
  const ids = { amount: useId(), problem: useId() };
  return (
    <div className="transfer__field">
      <label htmlFor={ids.amount} className="field__label">{t('assets.transfer.amount')}</label>
      <div className="transfer__input-row">
        <DecimalInput
          id={ids.amount}
          className="transfer__input"
          value={value}
          decimals={ASSET_DECIMALS}
          onValue={onValue}
          aria-invalid={problem !== null}
          aria-describedby={problem ? ids.problem : undefined}
          data-testid={`${testId}-amount`}
        />
        <span className="transfer__unit" aria-hidden="true">{asset}</span>
        <button type="button" className="button" disabled={available === null} onClick={onMax} data-testid={`${testId}-max`}>
          {t('assets.transfer.max')}
        </button>
      </div>
      <span className="field__hint">
        {t('assets.transfer.available')} <Figure testId={`${testId}-available`}>{available === null ? '…' : `${amountText(available, bcp47)} ${asset}`}</Figure>
      </span>
      {problem ? <span id={ids.problem} className="transfer__problem" data-testid={`${testId}-problem`}>{problem}</span> : null}
    </div>
  );
}
