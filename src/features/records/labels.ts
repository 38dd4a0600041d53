// The words of the records page: each history's tab, each CSV column's header, each ledger kind.
import { LEDGER_KINDS, type LedgerKind, type RecordKind, type StatusFilter } from '../../core/markets/records';
import type { OrderStatus } from '../../core/markets/trading';
import type { MessageId } from '../../i18n/messages';

export const TAB_LABEL: Readonly<Record<RecordKind, MessageId>> = {
  spotOrders: 'records.tab.spotOrders',
  spotFills: 'records.tab.spotFills',
  futuresOrders: 'records.tab.futuresOrders',
  futuresFills: 'records.tab.futuresFills',
  positions: 'records.tab.positions',
  funding: 'futures.fundingTab',
  ledger: 'records.tab.ledger',
};

/** The header of each CSV column (recordsCsv.ts), in the user's language. */
export const COLUMN_LABEL: Readonly<Record<string, MessageId>> = {
  time: 'orders.time', orderId: 'records.col.orderId', fillId: 'records.col.fillId', symbol: 'orders.symbol', side: 'orders.side',
  tradeSide: 'records.col.tradeSide', type: 'orders.type', price: 'orders.price', amount: 'orders.amount', filled: 'orders.filled',
  avgPrice: 'orders.avgPrice', fee: 'orders.fee', feeAsset: 'records.col.feeAsset', feeRate: 'records.col.feeRate', status: 'orders.status',
  origin: 'orders.origin', quote: 'records.col.quote', liquidity: 'records.col.liquidity', realizedPnl: 'records.col.realizedPnl',
  closedAt: 'records.col.closedAt', openedAt: 'records.col.openedAt', posSide: 'orders.side', marginMode: 'positions.filterLabel',
  leverage: 'records.col.leverage', size: 'positions.size', entryPrice: 'positions.entry', exitPrice: 'records.col.exitPrice',
  funding: 'futures.fundingTab', netPnl: 'records.col.netPnl', liquidated: 'records.col.liquidated', markPrice: 'positions.mark',
  rate: 'futures.fundingRate', wallet: 'records.col.wallet', asset: 'records.filter.asset', kind: 'orders.type', change: 'records.col.change',
  balance: 'records.col.balance',
};

export const KIND_LABEL: Readonly<Record<LedgerKind, MessageId>> = {
  opening_balance: 'records.kind.opening_balance',
  trade: 'records.kind.trade',
  fee: 'orders.fee',
  transfer: 'records.kind.transfer',
  funding: 'futures.fundingTab',
  realized_pnl: 'records.col.realizedPnl',
  liquidation: 'orders.originLiquidation',
  position_margin: 'records.kind.position_margin',
  demo_reset: 'records.kind.demo_reset',
};

/** A kind a newer gateway added reads as "other" rather than as its code. */
export function kindLabel(kind: string): MessageId {
  return (LEDGER_KINDS as readonly string[]).includes(kind) ? KIND_LABEL[kind as LedgerKind] : 'records.kind.other';
}

export const STATUS_LABEL: Readonly<Record<OrderStatus, MessageId>> = {
  new: 'records.status.open',
  partially_filled: 'records.status.partial',
  filled: 'orders.statusFilled',
  canceled: 'orders.statusCanceled',
};

export const STATUS_FILTER_LABEL: Readonly<Record<StatusFilter, MessageId>> = {
  open: 'records.status.open',
  filled: 'orders.statusFilled',
  canceled: 'orders.statusCanceled',
};
