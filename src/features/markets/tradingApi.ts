// The signed order and account calls (docs/protocol.md, Orders and accounts). Which account they
// act on is not a parameter: in demo mode the request conventions add `paptrading: 1`.
import { type ApiOptions, api } from '../../api/api';
import { TRADING_PATHS } from '../../core/markets/paths';
import type { MarketKind } from '../../core/markets/symbols';
import { type WalletBalancesPair, readBalancesPair, readOrders, readPositions, readReverse, readWsToken } from '../../core/markets/answers';
import type { FundingRecord, FuturesSettings, MarginMode, Order, Position, PositionSide, Wallet } from '../../core/markets/trading';
import { type AssetOverview, type Parse, type WireDrops, field, parseAssetOverview, parseFundingRecord, parseFuturesSettings, parseList, parseOrder, parsePosition } from '../../core/markets/wireCheck';
import { readAnswer } from './wireLog';

export class MalformedAnswer extends Error {
  override name = 'MalformedAnswer';
}

type Params = Parameters<typeof api>[1];

/** A list answer read and reported at the edge: its good records, whatever else it held. */
export async function read<T>(path: string, params: Params, reader: (data: unknown, drops: WireDrops) => T, options?: ApiOptions): Promise<T> {
  const data = await api<unknown>(path, params, options);
  return readAnswer(path, (drops) => reader(data, drops));
}

/** A record answer read and reported at the edge; an unreadable one is an error the caller shows. */
export async function record<T>(path: string, params: Params, parse: Parse<T>, options?: ApiOptions): Promise<T> {
  const value = await read(path, params, parse, options);
  if (value === null) throw new MalformedAnswer(`malformed answer of ${path}`);
  return value;
}

/** Fields of an order as the place call takes them (decimal strings, already checked by the form). */
export type OrderFields = Readonly<Record<string, string | number | boolean>>;

const PLACE: Readonly<Record<MarketKind, string>> = { spot: TRADING_PATHS.spotPlace, futures: TRADING_PATHS.futuresPlace };
const CANCEL: Readonly<Record<MarketKind, string>> = { spot: TRADING_PATHS.spotCancel, futures: TRADING_PATHS.futuresCancel };
const OPEN: Readonly<Record<MarketKind, string>> = { spot: TRADING_PATHS.spotOpenOrders, futures: TRADING_PATHS.futuresOpenOrders };
const HISTORY: Readonly<Record<MarketKind, string>> = { spot: TRADING_PATHS.spotHistory, futures: TRADING_PATHS.futuresHistory };

/** Forms, rows and screens that show their own failure where the user acted: these calls raise no toast. */
export const FORM = { shownByCaller: true } as const;

export async function placeOrder(market: MarketKind, fields: OrderFields): Promise<Order> {
  return record(PLACE[market], fields, parseOrder, FORM);
}

export async function cancelOrder(market: MarketKind, orderId: string): Promise<Order> {
  return record(CANCEL[market], { orderId }, parseOrder, FORM);
}

export async function fetchOpenOrders(market: MarketKind, symbol?: string): Promise<Order[]> {
  return read(OPEN[market], symbol ? { symbol } : {}, readOrders);
}

export async function fetchOrderHistory(market: MarketKind, options: { symbol?: string; before?: string; limit?: number } = {}): Promise<Order[]> {
  return read(HISTORY[market], { ...options }, readOrders);
}

export async function fetchPositions(): Promise<Position[]> {
  return read(TRADING_PATHS.positions, {}, readPositions);
}

export async function setPositionTpsl(symbol: string, posSide: PositionSide, takeProfit: string, stopLoss: string): Promise<Position> {
  return record(TRADING_PATHS.positionTpsl, { symbol, posSide, takeProfit, stopLoss }, parsePosition, FORM);
}

export async function closePosition(symbol: string, posSide: PositionSide): Promise<Order> {
  return record(TRADING_PATHS.positionClose, { symbol, posSide }, parseOrder, FORM);
}

export async function fetchFuturesSettings(symbol: string): Promise<FuturesSettings> {
  return record(TRADING_PATHS.futuresSettings, { symbol }, parseFuturesSettings, FORM);
}

export async function setMarginMode(symbol: string, marginMode: MarginMode): Promise<FuturesSettings> {
  return record(TRADING_PATHS.futuresMarginMode, { symbol, marginMode }, parseFuturesSettings, FORM);
}

export async function setLeverage(symbol: string, leverage: number): Promise<FuturesSettings> {
  return record(TRADING_PATHS.futuresLeverage, { symbol, leverage }, parseFuturesSettings, FORM);
}

export async function changePositionMargin(symbol: string, posSide: PositionSide, action: 'add' | 'remove', amount: string): Promise<Position> {
  return record(TRADING_PATHS.positionMargin, { symbol, posSide, action, amount }, parsePosition, FORM);
}

export async function fetchFundingRecords(symbol?: string): Promise<FundingRecord[]> {
  return read(TRADING_PATHS.fundingRecords, symbol ? { symbol } : {}, (data, drops) => parseList(field(data, 'records'), parseFundingRecord, drops, 'funding records'));
}

/** Every position of the account (this mode's) closed at the market: one order per position. */
export async function closeAllPositions(): Promise<Order[]> {
  return read(TRADING_PATHS.positionsCloseAll, {}, readOrders, FORM);
}

/** A position closed at the market and the other side opened with the same size, in one call. */
export async function reversePosition(symbol: string, posSide: PositionSide): Promise<{ readonly closed: Order; readonly opened: Order }> {
  return record(TRADING_PATHS.positionReverse, { symbol, posSide }, readReverse, FORM);
}

/** `beside`: a look of its own beside the account feed's, which must neither cancel nor be canceled by it (a POST's duplicate key is its path). */
export async function fetchAssetOverview(beside = false): Promise<AssetOverview> {
  return record(TRADING_PATHS.assets, {}, parseAssetOverview, beside ? { ...FORM, ignoreDuplicate: true } : FORM);
}

export async function transfer(from: Wallet, to: Wallet, asset: string, amount: string): Promise<WalletBalancesPair> {
  return read(TRADING_PATHS.transfer, { from, to, asset, amount }, readBalancesPair, FORM);
}

/** Empties the demo account and gives its starting balances back (demo mode only). */
export async function resetDemo(): Promise<WalletBalancesPair> {
  return read(TRADING_PATHS.demoReset, {}, readBalancesPair);
}

/** A one-use token for the socket's private channels, for the account of the current mode. */
export async function fetchWsToken(): Promise<{ token: string; demo: boolean }> {
  return record(TRADING_PATHS.wsToken, {}, readWsToken);
}
