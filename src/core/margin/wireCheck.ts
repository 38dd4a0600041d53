// The margin answers checked at the edge (docs/protocol.md, Margin trading), with the same rules as
// the market answers (core/markets/wireCheck.ts): a list keeps its good records; an answer whose
// shape is not the documented one reads as null, which the screens show as a translated failure.
import { type Parse, type WireDrops, boolean, checker, count, decimal, field, nullable, oneOf, parseOrder, readList, signedDecimal, symbol, text } from '../markets/wireCheck';
import {
  MARGIN_ACCOUNT_MODES, MARGIN_RECORD_KINDS, SIDE_EFFECTS, type MarginAccount, type MarginAccounts, type MarginAsset, type MarginLoan,
  type MarginOrder, type MarginRate, type MarginRates, type MarginRecord, type MaxBorrowable, type MaxTransferable,
} from './wire';

const mode = oneOf(...MARGIN_ACCOUNT_MODES);
const risk = oneOf('safe', 'warning', 'liquidation');
const leverage = (v: unknown) => count(v) && (v as number) >= 1;

export const parseMarginAsset = checker<MarginAsset>('margin asset', {
  asset: symbol, available: decimal, locked: decimal, borrowed: decimal, interest: decimal, net: signedDecimal, indexPrice: decimal,
});

const parseAccountHead = checker<Omit<MarginAccount, 'assets'>>('margin account', {
  mode, symbol: nullable(symbol), maxLeverage: leverage, totalAsset: decimal, totalDebt: decimal, netAsset: signedDecimal,
  marginLevel: nullable(decimal), risk, demo: boolean,
});

/** An account whose assets are not a list, or whose isolated pair is missing, cannot be shown at all. */
export const parseMarginAccount: Parse<MarginAccount> = (value, drops) => {
  const head = parseAccountHead(value, drops);
  if (!head) return null;
  const assets = readList(field(value, 'assets'), parseMarginAsset, drops, 'margin assets');
  if (!assets || (head.mode === 'isolated') !== (head.symbol !== null)) {
    drops.dropRecord('margin account', assets ? 'symbol' : 'assets');
    return null;
  }
  return { ...head, assets };
};

export function parseMarginAccounts(data: unknown, drops: WireDrops): MarginAccounts | null {
  const cross = parseMarginAccount(field(data, 'cross'), drops);
  const isolated = readList(field(data, 'isolated'), parseMarginAccount, drops, 'isolated accounts');
  if (!cross || cross.mode !== 'cross' || !isolated) {
    drops.dropRecord('margin accounts', 'shape');
    return null;
  }
  return { cross, isolated: isolated.filter((a) => a.mode === 'isolated') };
}

export const parseMarginRate = checker<MarginRate>('margin rate', { asset: symbol, dailyRate: decimal, hourlyRate: decimal });

export function parseMarginRates(data: unknown, drops: WireDrops): MarginRates | null {
  const rates = readList(field(data, 'rates'), parseMarginRate, drops, 'margin rates');
  const symbols = readList(field(data, 'symbols'), (v, d) => (symbol(v) ? (v as string) : (d.dropRecord('margin symbol', 'symbol'), null)), drops, 'margin symbols');
  if (!rates || !symbols) return null;
  return { rates, symbols };
}

export const parseMaxBorrowable = checker<MaxBorrowable>('max borrowable', {
  asset: symbol, max: decimal, borrowed: decimal, dailyRate: decimal, hourlyRate: decimal,
});

export const parseMaxTransferable = checker<MaxTransferable>('max transferable', { asset: symbol, max: decimal });

export const parseMarginLoan = checker<MarginLoan>('margin loan', {
  mode, symbol: nullable(symbol), asset: symbol, principal: decimal, interest: decimal, dailyRate: decimal, openedAt: count, updatedAt: count,
});

export const parseMarginRecord = checker<MarginRecord>('margin record', {
  recordId: text(40), kind: oneOf(...MARGIN_RECORD_KINDS), mode, symbol: nullable(symbol), asset: symbol, amount: decimal,
  principal: decimal, interest: decimal, fee: decimal, source: nullable(text(40)), time: count,
});

const parseMarginExtras = checker<Pick<MarginOrder, 'marginMode' | 'sideEffect'>>('margin order', { marginMode: mode, sideEffect: oneOf(...SIDE_EFFECTS) });

export const parseMarginOrder: Parse<MarginOrder> = (value, drops) => {
  const order = parseOrder(value, drops);
  if (!order) return null;
  const extras = parseMarginExtras(value, drops);
  return extras ? { ...order, ...extras } : null;
};

export function readMarginOrders(data: unknown, drops: WireDrops): MarginOrder[] | null {
  return readList(field(data, 'orders'), parseMarginOrder, drops, 'margin orders');
}

export function readMarginLoans(data: unknown, drops: WireDrops): MarginLoan[] | null {
  return readList(field(data, 'loans'), parseMarginLoan, drops, 'margin loans');
}

export interface MarginRecordsPage {
  readonly records: readonly MarginRecord[];
  readonly more: boolean;
}

export function readMarginRecords(data: unknown, drops: WireDrops): MarginRecordsPage | null {
  const records = readList(field(data, 'records'), parseMarginRecord, drops, 'margin records');
  const more = field(data, 'more');
  if (!records || typeof more !== 'boolean') {
    if (records) drops.dropRecord('margin records', 'more');
    return null;
  }
  return { records, more };
}
