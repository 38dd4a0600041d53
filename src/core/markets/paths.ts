// Paths of the market data and trading calls (docs/protocol.md, Markets). Market data is public
// and unsigned; trading calls sit under the session prefix that the sign config signs in mode 1.
import { SESSION_SIGNED_PREFIX } from '../protocol/paths';

const MARKET = '/v1/mix/market';
const USER = SESSION_SIGNED_PREFIX.replace(/\/$/, '');

export const MARKET_PATHS = {
  symbols: `${MARKET}/symbols`,
  tickers: `${MARKET}/tickers`,
  ticker: `${MARKET}/ticker`,
  depth: `${MARKET}/depth`,
  trades: `${MARKET}/trades`,
  candles: `${MARKET}/candles`,
  sparklines: `${MARKET}/sparklines`,
} as const;

export const TRADING_PATHS = {
  spotPlace: `${USER}/spot/order/place`,
  spotCancel: `${USER}/spot/order/cancel`,
  spotOpenOrders: `${USER}/spot/orders/open`,
  spotHistory: `${USER}/spot/orders/history`,
  spotFills: `${USER}/spot/fills`,
  futuresPlace: `${USER}/futures/order/place`,
  futuresCancel: `${USER}/futures/order/cancel`,
  futuresOpenOrders: `${USER}/futures/orders/open`,
  futuresHistory: `${USER}/futures/orders/history`,
  futuresFills: `${USER}/futures/fills`,
  positions: `${USER}/futures/positions`,
  positionTpsl: `${USER}/futures/position/tpsl`,
  positionClose: `${USER}/futures/position/close`,
  positionMargin: `${USER}/futures/position/margin`,
  futuresSettings: `${USER}/futures/settings`,
  futuresLeverage: `${USER}/futures/leverage`,
  futuresMarginMode: `${USER}/futures/marginMode`,
  fundingRecords: `${USER}/futures/funding`,
  positionsCloseAll: `${USER}/futures/positions/close-all`,
  positionReverse: `${USER}/futures/position/reverse`,
  assets: `${USER}/asset/overview`,
  transfer: `${USER}/asset/transfer`,
  demoReset: `${USER}/demo/reset`,
  wsToken: `${USER}/wsToken`,
  conditionalPlace: `${USER}/conditional/place`,
  conditionalEdit: `${USER}/conditional/edit`,
  conditionalCancel: `${USER}/conditional/cancel`,
  conditionalOpen: `${USER}/conditional/open`,
  conditionalHistory: `${USER}/conditional/history`,
} as const;

/** VIP tiers and fees (docs/protocol.md, Fees and VIP tiers): the public schedule, the user's own, the fee-token switch. */
export const FEE_PATHS = {
  schedule: `${MARKET}/feeSchedule`,
  mine: `${USER}/fees`,
  feeToken: `${USER}/fees/feeToken`,
} as const;

/** The user's favourite markets (signed session calls; one list for the real and the demo account). */
export const FAVORITE_PATHS = {
  list: `${USER}/favorites`,
  add: `${USER}/favorites/add`,
  remove: `${USER}/favorites/remove`,
} as const;
