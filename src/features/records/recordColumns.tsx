// What each history shows in its table: the trader's columns, figures in the user's language
// (the CSV carries the wire's own; recordsCsv.ts).
import { formatDecimalText } from '../../core/markets/displayDecimal';
import { ratePercentText } from '../../core/markets/funding';
import type { RecordKind } from '../../core/markets/records';
import type { RecordOf } from '../../core/markets/recordsCheck';
import type { SymbolInfo } from '../../core/markets/symbols';
import type { I18n } from '../../i18n/intl';
import { type Column, Figure } from '../trade/account/AccountTable';
import { amountText, priceText } from '../trade/account/figures';
import { OrderAmount, OrderFilled, OrderMarket, OrderPrice, OrderSide, OrderTime, OrderType } from '../trade/account/orderCells';
import { ORIGIN_LABEL } from '../trade/account/orderLabels';
import { PositionSideText, SETTLEMENT_ASSET } from '../trade/account/positionCells';
import { formatPercentText, signOf } from '../trade/market/format';
import { COLUMN_LABEL, STATUS_LABEL, kindLabel } from './labels';

type Symbols = ReadonlyMap<string, SymbolInfo>;
type Columns = { readonly [K in RecordKind]: readonly Column<RecordOf[K]>[] };

const tone = (text: string | null) => {
  const sign = signOf(text);
  return sign > 0 ? 'up' : sign < 0 ? 'down' : null;
};

export const RECORD_KEY: { readonly [K in RecordKind]: (record: RecordOf[K]) => string } = {
  spotOrders: (o) => o.orderId, futuresOrders: (o) => o.orderId, spotFills: (f) => f.fillId, futuresFills: (f) => f.fillId,
  positions: (p) => p.positionId, funding: (r) => r.fundingId, ledger: (e) => e.entryId,
};

export function recordColumns({ t, bcp47 }: Pick<I18n, 't' | 'bcp47'>, symbols: { spot: Symbols; futures: Symbols }): Columns {
  const label = (id: string) => t(COLUMN_LABEL[id] ?? 'orders.type');
  const usdt = (text: string, decimals = 4) => <Figure tone={tone(text)}>{`${formatDecimalText(text, bcp47, { decimals })} ${SETTLEMENT_ASSET}`}</Figure>;
  const fee = (r: { fee: string; feeAsset: string }) => <Figure>{formatDecimalText(r.fee, bcp47)} {r.feeAsset}</Figure>;

  const orders = (market: 'spot' | 'futures'): readonly Column<RecordOf['spotOrders']>[] => {
    const info = (o: { symbol: string }) => symbols[market].get(o.symbol);
    return [
      { id: 'symbol', label: label('symbol'), head: true, cell: (o) => <OrderMarket order={o} info={info(o)} /> },
      { id: 'side', label: label('side'), head: true, cell: (o) => <OrderSide order={o} /> },
      { id: 'time', label: label('time'), cell: (o) => <OrderTime epochMs={o.createdAt} /> },
      { id: 'type', label: label('type'), cell: (o) => <OrderType order={o} /> },
      { id: 'price', label: label('price'), numeric: true, cell: (o) => <OrderPrice order={o} info={info(o)} /> },
      { id: 'avgPrice', label: label('avgPrice'), numeric: true, cell: (o) => <Figure>{o.avgPrice ? priceText(o.avgPrice, info(o), bcp47) : '—'}</Figure> },
      { id: 'amount', label: label('amount'), numeric: true, cell: (o) => <OrderAmount text={o.amount} info={info(o)} /> },
      { id: 'filled', label: label('filled'), numeric: true, cell: (o) => <OrderFilled order={o} info={info(o)} /> },
      { id: 'fee', label: label('fee'), numeric: true, cell: fee },
      { id: 'status', label: label('status'), cell: (o) => t(STATUS_LABEL[o.status]) },
      { id: 'origin', label: label('origin'), cell: (o) => <span className={o.origin === 'user' ? 'acct-muted' : 'acct-origin'}>{t(ORIGIN_LABEL[o.origin])}</span> },
    ];
  };

  const fills = (market: 'spot' | 'futures'): readonly Column<RecordOf['spotFills']>[] => {
    const info = (f: { symbol: string }) => symbols[market].get(f.symbol);
    return [
      { id: 'symbol', label: label('symbol'), head: true, cell: (f) => <OrderMarket order={f} info={info(f)} /> },
      { id: 'side', label: label('side'), head: true, cell: (f) => <OrderSide order={{ side: f.side, tradeSide: null }} /> },
      { id: 'time', label: label('time'), cell: (f) => <OrderTime epochMs={f.time} /> },
      { id: 'price', label: label('price'), numeric: true, cell: (f) => <Figure>{priceText(f.price, info(f), bcp47)}</Figure> },
      { id: 'amount', label: label('amount'), numeric: true, cell: (f) => <Figure>{amountText(f.amount, info(f), bcp47)}</Figure> },
      { id: 'quote', label: label('quote'), numeric: true, cell: (f) => <Figure>{formatDecimalText(f.quote, bcp47, { decimals: 2 })}</Figure> },
      { id: 'fee', label: label('fee'), numeric: true, cell: fee },
      // The rate a fill was charged, where the gateway says it.
      { id: 'feeRate', label: label('feeRate'), numeric: true, cell: (f) => <Figure>{f.feeRate === undefined ? '—' : formatPercentText(ratePercentText(f.feeRate), bcp47, 3)}</Figure> },
      { id: 'liquidity', label: label('liquidity'), cell: (f) => t(f.liquidity === 'maker' ? 'records.maker' : 'records.taker') },
      ...(market === 'futures' ? [{ id: 'realizedPnl', label: label('realizedPnl'), numeric: true, cell: (f: RecordOf['spotFills']) => (f.realizedPnl === null ? '—' : usdt(f.realizedPnl)) }] : []),
    ];
  };

  const futuresInfo = (r: { symbol: string }) => symbols.futures.get(r.symbol);
  return {
    spotOrders: orders('spot'),
    futuresOrders: orders('futures'),
    spotFills: fills('spot'),
    futuresFills: fills('futures'),
    positions: [
      { id: 'symbol', label: label('symbol'), head: true, cell: (p) => <OrderMarket order={{ market: 'futures', symbol: p.symbol }} info={futuresInfo(p)} /> },
      { id: 'side', label: label('posSide'), head: true, cell: (p) => <PositionSideText position={p} /> },
      { id: 'closedAt', label: label('closedAt'), cell: (p) => <OrderTime epochMs={p.closedAt} /> },
      { id: 'openedAt', label: label('openedAt'), cell: (p) => <OrderTime epochMs={p.openedAt} /> },
      { id: 'leverage', label: label('leverage'), cell: (p) => <Figure>{`${p.leverage}x`}</Figure> },
      { id: 'size', label: label('size'), numeric: true, cell: (p) => <Figure>{amountText(p.size, futuresInfo(p), bcp47)}</Figure> },
      { id: 'entryPrice', label: label('entryPrice'), numeric: true, cell: (p) => <Figure>{priceText(p.entryPrice, futuresInfo(p), bcp47)}</Figure> },
      { id: 'exitPrice', label: label('exitPrice'), numeric: true, cell: (p) => <Figure>{priceText(p.exitPrice, futuresInfo(p), bcp47)}</Figure> },
      { id: 'realizedPnl', label: label('realizedPnl'), numeric: true, cell: (p) => usdt(p.realizedPnl) },
      { id: 'fee', label: label('fee'), numeric: true, cell: (p) => usdt(p.fee) },
      { id: 'funding', label: label('funding'), numeric: true, cell: (p) => usdt(p.funding) },
      { id: 'netPnl', label: label('netPnl'), numeric: true, cell: (p) => usdt(p.netPnl) },
      { id: 'liquidated', label: label('liquidated'), cell: (p) => (p.liquidated ? <span className="acct-origin">{t('orders.originLiquidation')}</span> : '—') },
    ],
    funding: [
      { id: 'symbol', label: label('symbol'), head: true, cell: (r) => <OrderMarket order={{ market: 'futures', symbol: r.symbol }} info={futuresInfo(r)} /> },
      { id: 'side', label: label('posSide'), head: true, cell: (r) => <PositionSideText position={r} /> },
      { id: 'time', label: label('time'), cell: (r) => <OrderTime epochMs={r.time} /> },
      { id: 'size', label: label('size'), numeric: true, cell: (r) => <Figure>{amountText(r.size, futuresInfo(r), bcp47)}</Figure> },
      { id: 'rate', label: label('rate'), numeric: true, cell: (r) => <Figure>{formatPercentText(ratePercentText(r.rate), bcp47, 4, true)}</Figure> },
      { id: 'amount', label: t('futures.fundingAmount'), numeric: true, cell: (r) => usdt(r.amount) },
    ],
    ledger: [
      { id: 'asset', label: label('asset'), head: true, cell: (e) => <span className="acct-symbol">{e.asset}</span> },
      { id: 'kind', label: label('kind'), head: true, cell: (e) => t(kindLabel(e.kind)) },
      { id: 'time', label: label('time'), cell: (e) => <OrderTime epochMs={e.time} /> },
      { id: 'wallet', label: label('wallet'), cell: (e) => t(e.wallet === 'spot' ? 'assets.wallet.spot' : 'assets.wallet.futures') },
      { id: 'change', label: label('change'), numeric: true, cell: (e) => <Figure tone={tone(e.amount)}>{formatDecimalText(e.amount, bcp47, { signed: true })}</Figure> },
      { id: 'balance', label: label('balance'), numeric: true, cell: (e) => <Figure>{formatDecimalText(e.balance, bcp47)}</Figure> },
      { id: 'symbol', label: label('symbol'), cell: (e) => e.symbol ?? '—' },
    ],
  };
}
