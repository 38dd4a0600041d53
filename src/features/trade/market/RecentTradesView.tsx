// The market's latest trades, newest first: price in the colour of the taker's side, amount, and
// the time on a 24-hour clock in the user's language. New trades arrive up to 20 times a second,
// so a row is rendered once, when its trade first appears, and kept by trade id after that.
import { type CSSProperties, memo, useMemo } from 'react';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { Trade } from '../../../core/markets/messages';
import { useI18n } from '../../../i18n/intl';
import { formatTimeOfDay } from './format';
import { latestTrades } from './latestTrades';
import './market.css';
import './RecentTradesView.css';

export interface RecentTradesViewProps {
  /** In any order, repeats allowed; null until the first trades arrive. */
  readonly trades: readonly Trade[] | null;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
  /** Trades shown at most. */
  readonly rows?: number;
}

interface RowProps {
  readonly price: string;
  readonly amount: string;
  readonly side: Trade['side'];
  readonly time: number;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
}

const TradeRow = memo(function TradeRow({ price, amount, side, time, pricePrecision, amountPrecision }: RowProps) {
  const { t, bcp47 } = useI18n();
  return (
    <tr className="recent-trades__row" data-side={side}>
      <td className={side === 'buy' ? 'market-up' : 'market-down'}>
        <span className="market-sr-only">{t(side === 'buy' ? 'market.side.buy' : 'market.side.sell')} </span>
        {formatDecimalText(price, bcp47, { decimals: pricePrecision })}
      </td>
      <td>{formatDecimalText(amount, bcp47, { decimals: amountPrecision })}</td>
      <td>{formatTimeOfDay(time, bcp47)}</td>
    </tr>
  );
});

export function RecentTradesView({ trades, pricePrecision, amountPrecision, rows = 30 }: RecentTradesViewProps) {
  const { t } = useI18n();
  const shown = useMemo(() => latestTrades(trades ?? [], rows), [trades, rows]);
  const style = { '--trade-rows': rows } as CSSProperties;
  return (
    <div className="recent-trades" style={style}>
      <table className="recent-trades__table market-figures" dir="ltr">
        <thead>
          <tr>
            <th scope="col">{t('market.price')}</th>
            <th scope="col">{t('market.amount')}</th>
            <th scope="col">{t('market.time')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((trade) => (
            <TradeRow
              key={trade.tradeId}
              price={trade.price}
              amount={trade.amount}
              side={trade.side}
              time={trade.time}
              pricePrecision={pricePrecision}
              amountPrecision={amountPrecision}
            />
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? <p className="recent-trades__note market-note" role="status">{t(trades === null ? 'market.trades.loading' : 'market.trades.empty')}</p> : null}
    </div>
  );
}
