// The signed order and account calls (docs/protocol.md, Orders and accounts). Which account they
// act on is not a parameter: in demo mode the request conventions add `paptrading: 1`.
import { api } from '../../api/api';
import { TRADING_PATHS } from '../../core/markets/paths';
import type { MarketKind } from '../../core/markets/symbols';
import type { Balance, Order, Position, PositionSide, Wallet } from '../../core/markets/trading';
import { type AssetOverview, field, parseAssetOverview, parseBalance, parseList, parseOrder, parsePosition } from '../../core/markets/wireCheck';

export class MalformedAnswer extends Error {
  override name = 'MalformedAnswer';
}

function checked<T>(value: T | null, what: string): T {
  if (value === null) throw new MalformedAnswer(`malformed ${what}`);
  return value;
}

/** Fields of an order as the place call takes them (decimal strings, already checked by the form). */
export type OrderFields = Readonly<Record<string, string | number>>;

const PLACE: Readonly<Record<MarketKind, string>> = { spot: TRADING_PATHS.spotPlace, futures: TRADING_PATHS.futuresPlace };
const CANCEL: Readonly<Record<MarketKind, string>> = { spot: TRADING_PATHS.spotCancel, futures: TRADING_PATHS.futuresCancel };
const OPEN: Readonly<Record<MarketKind, string>> = { spot: TRADING_PATHS.spotOpenOrders, futures: TRADING_PATHS.futuresOpenOrders };
const HISTORY: Readonly<Record<MarketKind, string>> = { spot: TRADING_PATHS.spotHistory, futures: TRADING_PATHS.futuresHistory };

/** Forms, rows and screens that show their own failure where the user acted: these calls raise no toast. */
const FORM = { shownByCaller: true } as const;

export async function placeOrder(market: MarketKind, fields: OrderFields): Promise<Order> {
  return checked(parseOrder(await api<unknown>(PLACE[market], fields, FORM)), 'order');
}

export async function cancelOrder(market: MarketKind, orderId: string): Promise<Order> {
  return checked(parseOrder(await api<unknown>(CANCEL[market], { orderId }, FORM)), 'order');
}

export async function fetchOpenOrders(market: MarketKind, symbol?: string): Promise<Order[]> {
  return parseList(field(await api<unknown>(OPEN[market], symbol ? { symbol } : {}), 'orders'), parseOrder);
}

export async function fetchOrderHistory(market: MarketKind, options: { symbol?: string; before?: string; limit?: number } = {}): Promise<Order[]> {
  return parseList(field(await api<unknown>(HISTORY[market], { ...options }), 'orders'), parseOrder);
}


export async function fetchPositions(): Promise<Position[]> {
  return parseList(field(await api<unknown>(TRADING_PATHS.positions), 'positions'), parsePosition);
}

export async function setPositionTpsl(symbol: string, posSide: PositionSide, takeProfit: string, stopLoss: string): Promise<Position> {
  return checked(parsePosition(await api<unknown>(TRADING_PATHS.positionTpsl, { symbol, posSide, takeProfit, stopLoss }, FORM)), 'position');
}

export async function closePosition(symbol: string, posSide: PositionSide): Promise<Order> {
  return checked(parseOrder(await api<unknown>(TRADING_PATHS.positionClose, { symbol, posSide }, FORM)), 'order');
}

export async function fetchAssetOverview(): Promise<AssetOverview> {
  return checked(parseAssetOverview(await api<unknown>(TRADING_PATHS.assets, {}, FORM)), 'asset overview');
}

export type WalletBalancesPair = Readonly<Record<Wallet, readonly Balance[]>>;

function balancesPair(data: unknown): WalletBalancesPair {
  return { spot: parseList(field(data, 'spot'), parseBalance), futures: parseList(field(data, 'futures'), parseBalance) };
}

export async function transfer(from: Wallet, to: Wallet, asset: string, amount: string): Promise<WalletBalancesPair> {
  return balancesPair(await api<unknown>(TRADING_PATHS.transfer, { from, to, asset, amount }, FORM));
}

/** Empties the demo account and gives its starting balances back (demo mode only). */
export async function resetDemo(): Promise<WalletBalancesPair> {
  return balancesPair(await api<unknown>(TRADING_PATHS.demoReset));
}

/** A one-use token for the socket's private channels, for the account of the current mode. */
export async function fetchWsToken(): Promise<{ token: string; demo: boolean }> {
  const data = await api<unknown>(TRADING_PATHS.wsToken);
  const token = field(data, 'token');
  const demo = field(data, 'demo');
  if (typeof token !== 'string' || typeof demo !== 'boolean') throw new MalformedAnswer('malformed wsToken');
  return { token, demo };
}
