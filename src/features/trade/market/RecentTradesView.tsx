// The market's latest trades, newest first: price in the colour of the taker's side, amount, and
// the time on a 24-hour clock in the user's language. New trades arrive up to 20 times a second, so
// they are painted on a canvas from the frame store (once a frame at most, only while it can be
// seen); a visually hidden table mirrors them about once a second for screen readers and tests.
import { type CSSProperties, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import { rememberedText } from '../../../core/markets/figureCanvas';
import type { Trade } from '../../../core/markets/messages';
import { useI18n } from '../../../i18n/intl';
import type { LiveStore } from '../../markets/liveStore';
import { type Surface, useCanvasSurface } from './canvasSurface';
import { paintTrades } from './figurePainters';
import { formatTimeOfDay } from './format';
import { latestTrades } from './latestTrades';
import { useSampled } from './useSampled';
import './market.css';
import './RecentTradesView.css';

export interface RecentTradesViewProps {
  /** In any order, repeats allowed; null until the first trades arrive. */
  readonly frames: LiveStore<readonly Trade[] | null>;
  readonly pricePrecision: number;
  readonly amountPrecision: number;
  /** Trades shown at most. */
  readonly rows?: number;
}

const ROW_HEIGHT = 20;
const MIRROR_PERIOD_MS = 1_000;
// The first trades show in the mirror at once; later ones wait for its period.
const firstTrades = (shown: readonly Trade[] | null, next: readonly Trade[] | null) => (shown?.length ?? 0) === 0 && (next?.length ?? 0) > 0;

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

export function RecentTradesView({ frames, pricePrecision, amountPrecision, rows = 30 }: RecentTradesViewProps) {
  const { t, bcp47, dir } = useI18n();
  const [mirrored] = useSampled(frames, MIRROR_PERIOD_MS, firstTrades);
  const shown = useMemo(() => latestTrades(mirrored ?? [], rows), [mirrored, rows]);

  const texts = useMemo(() => ({
    price: rememberedText((text) => formatDecimalText(text, bcp47, { decimals: pricePrecision })),
    amount: rememberedText((text) => formatDecimalText(text, bcp47, { decimals: amountPrecision })),
  }), [bcp47, pricePrecision, amountPrecision]);
  const boardRef = useRef<HTMLDivElement | null>(null);
  const rowsRef = useRef(rows);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  });
  const paint = useCallback(({ context, width, height, theme }: Surface) => {
    const fitting = Math.min(rowsRef.current, Math.floor(height / ROW_HEIGHT + 1e-6));
    const trades = latestTrades(frames.get() ?? [], fitting).map((trade) => ({
      price: texts.price(trade.price), amount: texts.amount(trade.amount), time: formatTimeOfDay(trade.time, bcp47), side: trade.side,
    }));
    boardRef.current?.setAttribute('data-rows', String(trades.length));
    paintTrades(context, width, ROW_HEIGHT, theme, trades);
  }, [frames, texts, bcp47]);
  const { attach, paintNow, requestPaint } = useCanvasSurface(paint, `${bcp47}|${dir}`, ROW_HEIGHT);
  useEffect(() => frames.subscribe(paintNow), [frames, paintNow]);
  useEffect(() => requestPaint(), [requestPaint, rows, texts]);

  const style = { '--trade-rows': rows } as CSSProperties;
  return (
    <div className="recent-trades" style={style}>
      <div className="recent-trades__head market-figures" dir="ltr" aria-hidden="true">
        <span>{t('market.price')}</span>
        <span>{t('market.amount')}</span>
        <span>{t('market.time')}</span>
      </div>
      <div ref={boardRef} className="recent-trades__board market-figures" dir="ltr">
        <canvas ref={attach} className="recent-trades__canvas" aria-hidden="true" />
        <table className="recent-trades__table market-sr-only" dir="ltr">
          <thead>
            <tr>
              <th scope="col">{t('market.price')}</th>
              <th scope="col">{t('market.amount')}</th>
              <th scope="col">{t('market.time')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((trade) => (
              <TradeRow key={trade.tradeId} price={trade.price} amount={trade.amount} side={trade.side} time={trade.time}
                pricePrecision={pricePrecision} amountPrecision={amountPrecision} />
            ))}
          </tbody>
        </table>
        {shown.length === 0 ? <p className="recent-trades__note market-note" role="status">{t(mirrored === null ? 'market.trades.loading' : 'market.trades.empty')}</p> : null}
      </div>
    </div>
  );
}
