// Liquidation of a margin account at or under 1.1 (docs/protocol.md, Margin trading), in one
// transaction: its orders are canceled; each debt is paid from its own coin; collateral without
// debt is sold into the hub coin (USDT, or an isolated pair's quote) through the book; the hub pays
// its own debt and buys the other debt coins; a 2 % fee is charged in each debt coin as far as the
// assets go; whatever is still owed is written off, and one record per coin tells it all.
import { ASSET_DECIMALS, minBig, mulDiv, parseUnits, pow10 } from '../../src/core/markets/decimal';
import type { OrderSide } from '../../src/core/markets/trading';
import type { MarginWallet } from '../db/trading';
import { feeRate } from '../markets/fees';
import { isOpen, value } from '../markets/engineContext';
import type { Market } from '../markets/market';
import { cancelOrderHold, settleSpotFill } from '../markets/spot';
import { liquidationFee } from './arithmetic';
import type { MarginEngine } from './engine';
import { hubOf, walletOf, type MarginScope } from './scope';

interface Debt {
  readonly principal: bigint;
  readonly interest: bigint;
  /** Paid so far in this liquidation (interest first). */
  paid: bigint;
}

const unitsPerLot = (market: Market): bigint => pow10(ASSET_DECIMALS - market.params.amountPrecision);

/** A market order the liquidation places on the account's wallet, filled through the book as a taker. */
function trade(engine: MarginEngine, accountId: number, wallet: MarginWallet, market: Market, side: OrderSide, lots: bigint, budget: bigint | null): void {
  const { ctx } = engine;
  if (lots <= 0n || budget === 0n) return;
  const now = ctx.now();
  let row = ctx.store.insertOrder({
    account_id: accountId, market: 'spot', symbol: market.symbol, side, type: 'market', trade_side: null, pos_side: null, price: null,
    amount: lots.toString(), quote_amount: null, filled: '0', filled_quote: '0', fee: '0', fee_asset: side === 'buy' ? market.params.base : market.params.quote,
    status: 'new', leverage: null, take_profit: null, stop_loss: null, locked: '0', origin: 'liquidation', client_oid: null,
  }, now);
  row = ctx.store.setOrderWallet(row.id, wallet, 'normal');
  const fills = market.take(side, Number(lots), now, undefined, budget === null ? undefined : { units: budget, cost: (tick, l) => value(market, BigInt(tick), BigInt(l)) });
  for (const f of fills) row = settleSpotFill(ctx, row, market, BigInt(f.tick), BigInt(f.lots), 'taker');
  if (isOpen(row)) ctx.store.updateOrder(row.id, { status: BigInt(row.filled) > 0n && BigInt(row.filled) >= BigInt(row.amount) ? 'filled' : 'canceled' }, now);
}

export function liquidate(engine: MarginEngine, accountId: number, scope: MarginScope): void {
  const { ctx, store } = engine;
  const wallet = walletOf(scope);
  const hub = hubOf(scope);
  const pairOf = (coin: string): Market | undefined => ctx.simulator.market('spot', `${coin}${hub}`);
  const holdings = engine.holdings(accountId, scope).filter((h) => h.available + h.locked + h.principal + h.interest > 0n);
  // A book it must trade is closed: the liquidation waits for it to open (the next tick tries again).
  if (holdings.some((h) => h.asset !== hub && pairOf(h.asset)?.halted)) return;
  ctx.store.transaction(() => {
    for (const order of store.openOrders(accountId, { wallet })) {
      const market = ctx.simulator.market('spot', order.symbol);
      if (market) cancelOrderHold(ctx, order, order.side === 'buy' ? market.params.quote : market.params.base, wallet);
    }
    const available = (coin: string): bigint => ctx.store.balance(accountId, wallet, coin).available;
    const debts = new Map<string, Debt>(store.loans(accountId, { wallet }).map((l) => [l.asset, { principal: BigInt(l.principal), interest: BigInt(l.interest), paid: 0n }]));
    const owed = (coin: string): bigint => {
      const d = debts.get(coin);
      return d ? d.principal + d.interest - d.paid : 0n;
    };
    const pay = (coin: string): void => {
      const d = debts.get(coin);
      const x = minBig(available(coin), owed(coin));
      if (!d || x <= 0n) return;
      d.paid += x;
      ctx.store.adjust(accountId, wallet, coin, { kind: 'repay' }, -x);
    };
    for (const coin of debts.keys()) pay(coin);
    for (const { asset } of holdings) {
      const market = pairOf(asset);
      if (asset === hub || owed(asset) > 0n || !market) continue;
      trade(engine, accountId, wallet, market, 'sell', available(asset) / unitsPerLot(market), null);
    }
    pay(hub);
    for (const coin of debts.keys()) {
      const market = pairOf(coin);
      if (coin === hub || owed(coin) === 0n || !market) continue;
      // Enough for the debt and its fee after the taker fee the purchase itself pays.
      const target = owed(coin) + liquidationFee((debts.get(coin)?.paid ?? 0n) + owed(coin));
      const rate = parseUnits(feeRate(ctx, accountId, 'spot', 'taker'), ASSET_DECIMALS) ?? 0n; // rates have at most 8 decimals (feeTiers.ts)
      const gross = mulDiv(target, pow10(ASSET_DECIMALS), pow10(ASSET_DECIMALS) - rate, 'ceil');
      trade(engine, accountId, wallet, market, 'buy', mulDiv(gross, 1n, unitsPerLot(market), 'ceil'), available(hub));
      pay(coin);
    }
    for (const [coin, d] of debts) {
      const fee = minBig(liquidationFee(d.paid), available(coin));
      if (fee > 0n) ctx.store.adjust(accountId, wallet, coin, { kind: 'liquidation' }, -fee);
      engine.record(accountId, wallet, 'liquidation', coin, { amount: d.paid, principal: d.principal, interest: d.interest, fee, source: 'liquidation' });
      const loan = store.loan(accountId, wallet, coin);
      if (loan) store.saveLoan({ ...loan, principal: '0', interest: '0', updated_at: ctx.now() });
    }
  });
}
