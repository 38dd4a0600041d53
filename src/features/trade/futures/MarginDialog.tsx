// Adding margin to an isolated position from the futures wallet, or removing what keeps it away
// from liquidation. The limit and the liquidation price after the change are computed as the
// gateway computes them (core/markets/marginAdjust.ts) and follow the live mark.
import { useId, useState } from 'react';
import { ASSET_DECIMALS } from '../../../core/markets/decimal';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import { parseLocalDecimal } from '../../../core/markets/localNumber';
import { type MarginDirection, checkMarginChange, removableMargin } from '../../../core/markets/marginAdjust';
import type { SymbolInfo } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import { DecimalInput } from '../../../ui/DecimalInput';
import { Figure } from '../account/AccountTable';
import { FailureNote } from '../account/FailureNote';
import { MARGIN_DECIMALS, priceText } from '../account/figures';
import { PositionName, PositionSideText, SETTLEMENT_ASSET } from '../account/positionCells';
import type { PositionRow } from '../account/positionRows';
import { useCall } from './useCall';
import './futures.css';

const DIRECTIONS: readonly MarginDirection[] = ['add', 'remove'];

export function MarginContent({ row, info, available, titleId, onApply, onDismiss }: {
  row: PositionRow;
  info: SymbolInfo;
  /** The futures wallet's available USDT (8 decimals). */
  available: string;
  titleId: string;
  onApply: (direction: MarginDirection, amount: string) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t, bcp47 } = useI18n();
  const id = useId();
  const [direction, setDirection] = useState<MarginDirection>('add');
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState(false);
  const { pending, failure, run, clear } = useCall();
  const { position } = row;
  const limit = direction === 'add' ? available : (removableMargin(position, info, row.mark) ?? '0');
  const check = checkMarginChange(position, info, direction, typed.trim() === '' ? '' : parseLocalDecimal(typed, bcp47), limit);
  const money = (text: string) => `${formatDecimalText(text, bcp47, { decimals: MARGIN_DECIMALS })} ${SETTLEMENT_ASSET}`;
  // Isolated left to right, so "5.00 USDT" inside an Arabic sentence doesn't turn into "USDT 5.00".
  const inText = (text: string) => `\u2066${money(text)}\u2069`;
  const problem = shown && check.kind === 'problem'
    ? t(check.problem === 'tooMuch' ? 'futures.marginTooMuch' : 'futures.marginInvalid', { amount: inText(limit) })
    : null;

  const apply = async () => {
    setShown(true);
    if (check.kind !== 'ok') return;
    if (await run(() => onApply(direction, check.amount))) onDismiss();
  };

  return (
    <form className="fut-dialog" noValidate onSubmit={(event) => {
      event.preventDefault();
      void apply();
    }}>
      <h2 id={titleId}>{t('futures.marginTitle')}</h2>
      <p className="acct-tpsl__position"><PositionName position={position} info={info} /> <PositionSideText position={position} /></p>
      <div className="fut-margin__tabs" role="group" aria-label={t('futures.marginTitle')}>
        {DIRECTIONS.map((d) => (
          <button key={d} type="button" className="button" aria-pressed={direction === d} data-testid={`margin-${d}`}
            onClick={() => {
              setDirection(d);
              setShown(false);
              clear();
            }}>
            {t(d === 'add' ? 'futures.marginAdd' : 'futures.marginRemove')}
          </button>
        ))}
      </div>
      <div className="acct-field">
        <label className="field__label" htmlFor={id}>{t('futures.marginAmount', { asset: SETTLEMENT_ASSET })}</label>
        <div className="fut-margin__row">
          <DecimalInput id={id} className="acct-input" value={typed} decimals={ASSET_DECIMALS} aria-invalid={problem !== null}
            aria-describedby={`${id}-hint`} data-testid="margin-amount" data-autofocus onValue={setTyped} onBlur={() => setShown(true)} />
          <span className="acct-field__unit">{SETTLEMENT_ASSET}</span>
        </div>
        <p id={`${id}-hint`} className={problem ? 'acct-field__problem' : 'acct-field__hint'} data-testid="margin-limit">
          {problem ?? t(direction === 'add' ? 'futures.marginAvailable' : 'futures.marginRemovable', { amount: inText(limit) })}
        </p>
      </div>
      <dl className="acct-facts">
        <div>
          <dt>{t('positions.margin')}</dt>
          <dd><Figure>{money(position.margin)}</Figure></dd>
        </div>
        <div>
          <dt>{t('positions.liquidation')}</dt>
          <dd><Figure>{priceText(position.liquidationPrice, info, bcp47)}</Figure></dd>
        </div>
        <div>
          <dt>{t('futures.liquidationAfter')}</dt>
          <dd data-testid="margin-liquidation-after"><Figure>{check.kind === 'ok' ? priceText(check.liquidationPrice, info, bcp47) : '—'}</Figure></dd>
        </div>
      </dl>
      <FailureNote failure={failure} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDismiss}>{t('positions.dismiss')}</button>
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending} data-testid="margin-confirm">
          {t(pending ? 'positions.saving' : 'futures.confirm')}
        </button>
      </div>
    </form>
  );
}

/** Beside a position's margin, as exchanges place it: opens the dialog. */
export function MarginEditButton({ label, disabled, describedBy, onClick, testId }: {
  label: string;
  disabled: boolean;
  describedBy: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <button type="button" className="button fut-margin-edit" disabled={disabled} aria-label={label} title={label} aria-describedby={describedBy}
      onClick={onClick} data-testid={testId}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M11.3 1.7a1 1 0 0 1 1.4 0l1.6 1.6a1 1 0 0 1 0 1.4L5.6 13.4 2 14l.6-3.6 8.7-8.7Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
