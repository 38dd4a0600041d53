// Setting or clearing a position's take-profit and stop-loss. Prices are typed with the user's
// decimal separator and checked against the live mark price before they are sent; the gateway's
// own refusal (30010, the mark moved) shows here too. A first-time note explains how the triggers
// work until the user ticks "don't show again" (the not_tpsl_tip preference).
import { useId, useState } from 'react';
import { toLocalInput } from '../../../core/markets/localNumber';
import { DecimalInput } from '../../../ui/DecimalInput';
import { type TpslInput, type TpslSides, checkTpslPrice, positionFiguresAt, triggersAbove } from '../../../core/markets/positionView';
import { type TradingFailure, tradingFailure } from '../../markets/tradingFailure';
import { useI18n } from '../../../i18n/intl';
import type { SymbolInfo } from '../../../core/markets/symbols';
import { tradingPreferencesAtom, useAtom } from '../../../state/hooks';
import { Figure } from './AccountTable';
import { FailureNote } from './FailureNote';
import { priceText } from './figures';
import { PnlFigures, PositionName, PositionSideText } from './positionCells';
import type { PositionRow } from './positionRows';

type Which = keyof TpslSides;
const FIELDS: readonly Which[] = ['takeProfit', 'stopLoss'];

export function TpslContent({ row, info, titleId, onSave, onDismiss }: {
  row: PositionRow;
  /** Prices are checked at the symbol's tick, so the dialog opens only once the symbol is known. */
  info: SymbolInfo;
  titleId: string;
  onSave: (takeProfit: string, stopLoss: string) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t, bcp47 } = useI18n();
  const [preferences, setPreferences] = useAtom(tradingPreferencesAtom);
  // Decided when the dialog opens: ticking the box must not pull the note away from under the pointer.
  const [showTip] = useState(() => !preferences.not_tpsl_tip);
  const { position } = row;
  const [typed, setTyped] = useState<Readonly<Record<Which, string>>>(() => ({
    takeProfit: position.takeProfit ? toLocalInput(position.takeProfit, bcp47) : '',
    stopLoss: position.stopLoss ? toLocalInput(position.stopLoss, bcp47) : '',
  }));
  const [shown, setShown] = useState<ReadonlySet<Which>>(() => new Set());
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<TradingFailure>(null);
  const precision = info.pricePrecision;
  const checked: Readonly<Record<Which, TpslInput>> = {
    takeProfit: checkTpslPrice('takeProfit', typed.takeProfit, position.posSide, row.mark, precision, bcp47),
    stopLoss: checkTpslPrice('stopLoss', typed.stopLoss, position.posSide, row.mark, precision, bcp47),
  };

  const save = async () => {
    setShown(new Set(FIELDS));
    const tp = checked.takeProfit;
    const sl = checked.stopLoss;
    if (tp.kind === 'problem' || sl.kind === 'problem') return;
    setPending(true);
    setFailure(null);
    try {
      await onSave(tp.kind === 'price' ? tp.text : '', sl.kind === 'price' ? sl.text : '');
      onDismiss();
    } catch (error) {
      setFailure(tradingFailure(error));
      setPending(false);
    }
  };

  return (
    <form className="acct-tpsl" noValidate onSubmit={(event) => {
      event.preventDefault();
      void save();
    }}>
      <h2 id={titleId}>{t('positions.tpslTitle')}</h2>
      <p className="acct-tpsl__position">
        <PositionName position={position} info={info} /> <PositionSideText position={position} />
      </p>
      {showTip ? (
        <div className="acct-tip">
          <p>{t('positions.tpslTip')}</p>
          <label className="field--inline">
            <input type="checkbox" checked={preferences.not_tpsl_tip} onChange={(e) => setPreferences({ not_tpsl_tip: e.target.checked })} />
            <span>{t('positions.tpslTipHide')}</span>
          </label>
        </div>
      ) : null}
      <dl className="acct-facts">
        <div>
          <dt>{t('positions.entry')}</dt>
          <dd><Figure>{priceText(position.entryPrice, info, bcp47)}</Figure></dd>
        </div>
        <div>
          <dt>{t('positions.mark')}</dt>
          <dd><Figure>{priceText(row.mark, info, bcp47)}</Figure></dd>
        </div>
        <div>
          <dt>{t('positions.liquidation')}</dt>
          <dd><Figure>{priceText(position.liquidationPrice, info, bcp47)}</Figure></dd>
        </div>
      </dl>
      {FIELDS.map((which) => (
        <TriggerField
          key={which}
          which={which}
          row={row}
          info={info}
          value={typed[which]}
          check={checked[which]}
          showProblem={shown.has(which)}
          onChange={(value) => setTyped((current) => ({ ...current, [which]: value }))}
          onBlur={() => setShown((current) => new Set(current).add(which))}
        />
      ))}
      <FailureNote failure={failure} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDismiss}>{t('positions.dismiss')}</button>
        <button type="submit" className="button button--primary" disabled={pending} aria-busy={pending} data-testid="tpsl-save">
          {t(pending ? 'positions.saving' : 'positions.save')}
        </button>
      </div>
    </form>
  );
}

type Problem = Extract<TpslInput, { kind: 'problem' }>['problem'];

function TriggerField({ which, row, info, value, check, showProblem, onChange, onBlur }: {
  which: Which;
  row: PositionRow;
  info: SymbolInfo;
  value: string;
  check: TpslInput;
  showProblem: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t, bcp47 } = useI18n();
  const id = useId();
  const { position } = row;
  const side = t(triggersAbove(which, position.posSide) ? 'positions.mustBeAbove' : 'positions.mustBeBelow', { price: priceText(row.mark, info, bcp47) });
  const problems: Readonly<Record<Problem, string>> = {
    wrongSide: side,
    tooPrecise: t('positions.invalidPrice', { decimals: info.pricePrecision }),
    invalid: t('positions.priceNotPositive'),
  };
  const problem = showProblem && check.kind === 'problem' ? problems[check.problem] : null;
  const estimate = check.kind === 'price' ? positionFiguresAt(position, info, check.text) : null;
  return (
    <div className="acct-field">
      <label className="field__label" htmlFor={id}>{t(which === 'takeProfit' ? 'positions.takeProfit' : 'positions.stopLoss')}</label>
      <div className="acct-field__row">
        <DecimalInput
          id={id}
          className="acct-input"
          value={value}
          decimals={info.pricePrecision}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint`}
          data-testid={`tpsl-${which}`}
          onValue={onChange}
          onBlur={onBlur}
        />
        <span className="acct-field__unit">{info.quote}</span>
      </div>
      <p id={`${id}-hint`} className={problem ? 'acct-field__problem' : 'acct-field__hint'}>
        {problem ?? `${side} ${t('positions.emptyClears')}`}
      </p>
      {estimate ? (
        <p className="acct-field__estimate">
          <span>{t('positions.estimatedPnl')}</span> <PnlFigures figures={estimate} />
        </p>
      ) : null}
    </div>
  );
}
