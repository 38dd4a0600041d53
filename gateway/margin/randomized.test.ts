// Thousands of random transfers, borrows, repays, margin orders, cancels, price moves, rate changes
// and hours of interest over cross and isolated accounts, each followed by one engine tick. An
// independent ledger (written here, from the documented rules, not from the engine's code) says
// what every balance, hold and debt must be; after every step it must equal the store to the unit,
// the records must add up to the debts, and no account may be left at or under 1.1, or owing more
// than it holds, without a recorded liquidation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { CODES } from '../../src/core/protocol/codes';
import type { OrderSide, OrderType } from '../../src/core/markets/trading';
import type { SideEffect } from '../../src/core/margin/wire';
import { openDatabase } from '../db/database';
import { Sessions } from '../db/sessions';
import type { AccountRef, MarginWallet } from '../db/trading';
import { Clock } from '../http/clock';
import { EnvelopeError } from '../http/envelope';
import type { Market } from '../markets/market';
import { Random } from '../markets/random';
import { Markets } from '../markets/service';
import { CROSS, type MarginScope } from './scope';

const STEPS = 2_000;
const HOUR = 3_600_000;
const E8 = 100_000_000n;
const FEE_BPS = { maker: 8n, taker: 10n } as const;
const DEFAULT_RATES: Record<string, bigint> = { USDT: 20_000n, USDC: 20_000n, BTC: 5_000n, ETH: 10_000n };

const dir = mkdtempSync(join(tmpdir(), 'margin-random-'));
const db = openDatabase(dir);
const clock = new Clock();
let now = Date.UTC(2026, 0, 5, 10, 17, 0);
clock.now = () => now;
const markets = new Markets(db, clock, new Sessions(db), { seed: 77 });
markets.simulator.stop();
markets.simulator.paused = true;
const { margin, simulator } = markets;
afterAll(() => {
  markets.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const book = (symbol: string): Market => {
  const m = simulator.market('spot', symbol);
  if (!m) throw new Error(symbol);
  return m;
};
const isolated = (symbol: string): MarginScope => ({ mode: 'isolated', market: book(symbol) });
const walletOf = (s: MarginScope): MarginWallet => (s.mode === 'cross' ? 'margin' : `margin:${s.market.symbol}`);
const SCOPES: MarginScope[] = [CROSS, isolated('LTCUSDT'), isolated('LINKUSDT'), isolated('ETHBTC')];
const CROSS_PAIRS = ['LTCUSDT', 'LINKUSDT', 'DOTUSDT', 'ETHBTC'];
const CROSS_COINS = ['USDT', 'BTC', 'USDC', 'LTC', 'LINK', 'DOT', 'ETH'];
const PRICED = ['LTCUSDT', 'LINKUSDT', 'DOTUSDT', 'BTCUSDT', 'ETHUSDT', 'ETHBTC'];
const coins = (s: MarginScope): string[] => (s.mode === 'cross' ? CROSS_COINS : [s.market.params.base, s.market.params.quote]);
const leverage = (s: MarginScope): bigint => (s.mode === 'cross' ? 3n : 10n);
const hub = (s: MarginScope): string => (s.mode === 'cross' ? 'USDT' : s.market.params.quote);

// --- the model's own arithmetic, from docs/protocol.md ---
const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const notional = (m: Market, tick: bigint, lots: bigint): bigint => tick * lots * 10n ** BigInt(8 - m.params.pricePrecision - m.params.amountPrecision);
const base = (m: Market, lots: bigint): bigint => lots * 10n ** BigInt(8 - m.params.amountPrecision);
const fee = (gross: bigint, liquidity: 'maker' | 'taker'): bigint => ceilDiv(gross * FEE_BPS[liquidity], 10_000n);
const price = (asset: string): bigint => {
  if (asset === 'USDT') return E8;
  const m = book(`${asset}USDT`);
  return BigInt(m.mark) * 10n ** BigInt(8 - m.params.pricePrecision);
};

interface Bal { available: bigint; locked: bigint }
interface Loan { principal: bigint; interest: bigint; next: number }
interface ModelOrder {
  readonly id: number; readonly account: number; readonly wallet: MarginWallet; readonly market: Market; readonly side: OrderSide;
  readonly type: OrderType; readonly price: bigint | null; readonly amount: bigint; readonly sideEffect: SideEffect;
  filled: bigint; locked: bigint; open: boolean;
}
interface FillSeen { id: number; order_id: number; price: string; amount: string; quote: string; fee: string; fee_asset: string; liquidity: 'maker' | 'taker'; wallet: string | null; origin: string; side: OrderSide; symbol: string }

class Ledger {
  readonly bal = new Map<string, Bal>();
  readonly loans = new Map<string, Loan>();
  readonly orders = new Map<number, ModelOrder>();
  readonly rates = new Map<string, bigint>();
  /** Orders placed, filled or canceled since the last check of the store. */
  readonly touched = new Set<ModelOrder>();
  offset = 0;
  liquidations = 0;
  autoRepays = 0;

  b(acc: number, wallet: string, asset: string): Bal {
    const key = `${acc}|${wallet}|${asset}`;
    let b = this.bal.get(key);
    if (!b) this.bal.set(key, (b = { available: 0n, locked: 0n }));
    return b;
  }

  move(acc: number, wallet: string, asset: string, available: bigint, locked = 0n): void {
    const b = this.b(acc, wallet, asset);
    b.available += available;
    b.locked += locked;
    expect(b.available >= 0n && b.locked >= 0n, `ledger ${wallet} ${asset} below zero`).toBe(true);
  }

  loan(acc: number, wallet: string, asset: string): Loan | undefined {
    return this.loans.get(`${acc}|${wallet}|${asset}`);
  }

  rate(asset: string): bigint {
    return this.rates.get(asset) ?? DEFAULT_RATES[asset] ?? 30_000n;
  }

  hourly(principal: bigint, asset: string): bigint {
    return ceilDiv(principal * this.rate(asset), 24n * E8);
  }

  interestNow(): number {
    return now + this.offset;
  }

  coinsOf(acc: number, wallet: string): string[] {
    const out = new Set<string>();
    for (const key of [...this.bal.keys(), ...this.loans.keys()]) {
      const [a, w, asset] = key.split('|');
      if (Number(a) === acc && w === wallet && asset) out.add(asset);
    }
    return [...out].sort();
  }

  /** Assets and debts in 1e-16 USDT. */
  totals(acc: number, wallet: string): { assets: bigint; debts: bigint } {
    let assets = 0n;
    let debts = 0n;
    for (const asset of this.coinsOf(acc, wallet)) {
      const b = this.b(acc, wallet, asset);
      const l = this.loan(acc, wallet, asset);
      const p = price(asset);
      assets += (b.available + b.locked) * p;
      debts += ((l?.principal ?? 0n) + (l?.interest ?? 0n)) * p;
    }
    return { assets, debts };
  }

  room(acc: number, s: MarginScope): bigint {
    const t = this.totals(acc, walletOf(s));
    return (t.assets - t.debts) * (leverage(s) - 1n) - t.debts;
  }

  maxBorrow(acc: number, s: MarginScope, asset: string): bigint {
    const room = this.room(acc, s);
    return room > 0n ? room / price(asset) : 0n;
  }

  liquidatable(acc: number, wallet: string): boolean {
    const t = this.totals(acc, wallet);
    return t.debts > 0n && t.assets * 10n <= t.debts * 11n;
  }

  borrow(acc: number, wallet: MarginWallet, asset: string, x: bigint): void {
    const key = `${acc}|${wallet}|${asset}`;
    const l = this.loans.get(key) ?? { principal: 0n, interest: 0n, next: 0 };
    if (l.principal === 0n) l.next = (Math.floor(this.interestNow() / HOUR) + 1) * HOUR;
    l.principal += x;
    l.interest += this.hourly(x, asset);
    this.loans.set(key, l);
    this.move(acc, wallet, asset, x);
  }

  /** Pays toward a debt, interest first. */
  pay(acc: number, wallet: string, asset: string, x: bigint): void {
    const key = `${acc}|${wallet}|${asset}`;
    const l = this.loans.get(key);
    if (!l || x === 0n) return;
    const toInterest = min(x, l.interest);
    l.interest -= toInterest;
    l.principal -= x - toInterest;
    expect(l.principal >= 0n).toBe(true);
    this.move(acc, wallet, asset, -x);
    if (l.principal === 0n && l.interest === 0n) this.loans.delete(key);
  }

  chargeDue(): void {
    const t = this.interestNow();
    for (const [key, l] of this.loans) {
      const asset = key.split('|')[2] ?? '';
      while (l.principal > 0n && l.next <= t) {
        l.interest += this.hourly(l.principal, asset);
        l.next += HOUR;
      }
    }
  }

  /** One fill of an order: pay from the hold (limit) or the available balance (market), receive less the fee, auto-repay. */
  fill(o: ModelOrder, f: FillSeen): void {
    const lots = BigInt(f.amount);
    const tick = BigInt(f.price);
    const quote = notional(o.market, tick, lots);
    expect(BigInt(f.quote)).toBe(quote);
    const [payAsset, pay, getAsset, gross] = o.side === 'buy' ? [o.market.params.quote, quote, o.market.params.base, base(o.market, lots)] : [o.market.params.base, base(o.market, lots), o.market.params.quote, quote];
    // The fee is the fill's own ledger entry: never above the house rate (a fee tier may lower it), in the coin received.
    const charged = BigInt(f.fee);
    expect(f.fee_asset).toBe(getAsset);
    expect(charged >= 0n && charged <= fee(gross, f.liquidity), `fee ${charged} of ${gross}`).toBe(true);
    if (o.type === 'limit') {
      this.move(o.account, o.wallet, payAsset, 0n, -pay);
      o.locked -= pay;
    } else this.move(o.account, o.wallet, payAsset, -pay);
    this.move(o.account, o.wallet, getAsset, gross - charged);
    o.filled += lots;
    this.touched.add(o);
    if (o.sideEffect === 'auto_repay') {
      const l = this.loan(o.account, o.wallet, getAsset);
      if (l) {
        this.pay(o.account, o.wallet, getAsset, min(min(gross - charged, l.principal + l.interest), this.b(o.account, o.wallet, getAsset).available));
        this.autoRepays += 1;
      }
    }
  }

  /** A limit order keeps holding only what its open part needs. */
  release(o: ModelOrder): void {
    if (o.type !== 'limit') return;
    const remaining = o.open ? o.amount - o.filled : 0n;
    const needed = o.side === 'buy' ? notional(o.market, o.price ?? 0n, remaining) : base(o.market, remaining);
    const excess = o.locked - needed;
    if (excess <= 0n) return;
    this.move(o.account, o.wallet, o.side === 'buy' ? o.market.params.quote : o.market.params.base, excess, -excess);
    o.locked = needed;
  }

  cancel(o: ModelOrder): void {
    this.move(o.account, o.wallet, o.side === 'buy' ? o.market.params.quote : o.market.params.base, o.locked, -o.locked);
    o.locked = 0n;
    o.open = false;
    this.touched.add(o);
  }
}

const ledger = new Ledger();
const random = new Random(20_261_124);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random.next() * items.length)] as T;
const fraction = (units: bigint, upTo: number): bigint => (units * BigInt(Math.floor(random.next() * upTo * 1_000_000))) / 1_000_000n;

let lastFill = 0;
let lastRecord = 0;
const newFills = (): FillSeen[] => {
  const rows = db.prepare(`SELECT f.id, f.order_id, f.price, f.amount, f.quote, f.fee, f.fee_asset, f.liquidity, o.wallet, o.origin, o.side, o.symbol
    FROM trading_fills f JOIN trading_orders o ON o.id = f.order_id WHERE f.id > ? ORDER BY f.id`).all(lastFill) as FillSeen[];
  lastFill = rows.at(-1)?.id ?? lastFill;
  return rows;
};
interface RecordSeen { id: number; account_id: number; wallet: string; kind: string; asset: string; amount: string; principal: string; interest: string; fee: string; source: string | null }
const newRecords = (): RecordSeen[] => {
  const rows = db.prepare('SELECT * FROM trading_margin_records WHERE id > ? ORDER BY id').all(lastRecord) as RecordSeen[];
  lastRecord = rows.at(-1)?.id ?? lastRecord;
  return rows;
};
const snapshot = (): unknown => [
  db.prepare('SELECT * FROM trading_balances ORDER BY account_id, wallet, asset').all(),
  db.prepare('SELECT * FROM trading_margin_loans ORDER BY account_id, wallet, asset').all(),
  db.prepare('SELECT COUNT(*) AS n FROM trading_margin_records').get(),
  db.prepare('SELECT COUNT(*) AS n, MAX(id) AS last FROM trading_orders').get(),
  db.prepare("SELECT id, status, locked, filled FROM trading_orders WHERE status IN ('new', 'partially_filled') ORDER BY id").all(),
];

const accounts: AccountRef[] = [markets.account('10000001', true), markets.account('10000002', true)];
for (const row of db.prepare('SELECT * FROM trading_balances').all() as { account_id: number; wallet: string; asset: string; available: string; locked: string }[]) {
  ledger.move(row.account_id, row.wallet, row.asset, BigInt(row.available), BigInt(row.locked));
}

/** Runs an engine call; a refusal must carry one of the allowed codes and leave the store as it was. */
function attempt(run: () => void, refusals: readonly string[], mustRefuse: string | null): boolean {
  const before = snapshot();
  try {
    run();
  } catch (e) {
    if (!(e instanceof EnvelopeError)) throw e;
    if (mustRefuse !== null) expect(e.code).toBe(mustRefuse);
    else expect(refusals, `unexpected refusal ${e.code}: ${e.message}`).toContain(e.code);
    expect(snapshot()).toEqual(before);
    return false;
  }
  expect(mustRefuse, 'should have been refused').toBeNull();
  return true;
}

function transfer(acc: AccountRef, s: MarginScope): void {
  const wallet = walletOf(s);
  const direction = random.next() < 0.55 ? 'in' : 'out';
  const asset = direction === 'in' ? pick(coins(s).filter((c) => ['USDT', 'BTC', 'USDC'].includes(c)).concat(coins(s)[0] ?? 'USDT')) : pick(coins(s));
  const from = direction === 'in' ? 'spot' : wallet;
  const have = ledger.b(acc.id, from, asset).available;
  const amount = fraction(have, direction === 'in' ? 0.3 : 1.3) + 1n;
  let must: string | null = amount > have ? CODES.insufficientBalance : null;
  if (must === null && direction === 'out') {
    const t = ledger.totals(acc.id, wallet);
    const room = (t.assets - t.debts) * (leverage(s) - 1n) - t.debts;
    const max = t.debts === 0n ? have : room > 0n ? min(have, room / (price(asset) * (leverage(s) - 1n))) : 0n;
    if (amount > max) must = CODES.marginLevelTooLow;
  }
  if (attempt(() => margin.transfer(acc, s, direction, asset, amount), [], must)) {
    ledger.move(acc.id, from, asset, -amount);
    ledger.move(acc.id, direction === 'in' ? wallet : 'spot', asset, amount);
  }
}

function borrow(acc: AccountRef, s: MarginScope): void {
  const wallet = walletOf(s);
  const asset = pick(coins(s));
  const max = ledger.maxBorrow(acc.id, s, asset);
  const amount = fraction(max, 1.15) + 1n;
  const must = ledger.liquidatable(acc.id, wallet) ? CODES.marginLiquidating : amount > max ? CODES.marginBorrowTooMuch : null;
  if (attempt(() => margin.borrow(acc, s, asset, amount), [], must)) ledger.borrow(acc.id, wallet, asset, amount);
}

function repay(acc: AccountRef, s: MarginScope): void {
  const wallet = walletOf(s);
  const asset = pick(coins(s));
  const l = ledger.loan(acc.id, wallet, asset);
  const debt = l ? l.principal + l.interest : 0n;
  const all = random.next() < 0.25;
  const amount = all ? debt : fraction(debt, 1.1) + 1n;
  const must = debt === 0n || amount > debt || amount > ledger.b(acc.id, wallet, asset).available ? CODES.marginRepayInvalid : null;
  if (attempt(() => margin.repay(acc, s, asset, all ? 'all' : amount), [], must)) ledger.pay(acc.id, wallet, asset, amount);
}

function previewCost(m: Market, lots: bigint): bigint | null {
  let left = lots;
  let cost = 0n;
  for (const level of m.book.asks) {
    const take = min(left, BigInt(level.lots));
    cost += notional(m, BigInt(level.tick), take);
    left -= take;
    if (left === 0n) return cost;
  }
  return null;
}

function order(acc: AccountRef, s: MarginScope): void {
  const wallet = walletOf(s);
  const m = s.mode === 'isolated' ? s.market : book(pick(CROSS_PAIRS));
  const side: OrderSide = random.next() < 0.5 ? 'buy' : 'sell';
  const type: OrderType = random.next() < 0.6 ? 'limit' : 'market';
  const sideEffect: SideEffect = pick(['normal', 'auto_borrow', 'auto_repay'] as const);
  const tick = type === 'limit' ? BigInt(Math.max(1, Math.round(m.mark * (1 + (random.next() - 0.5) * 0.06)))) : null;
  const lotValueUsdt = Number(notional(m, BigInt(m.mark), 1n) * price(m.params.quote)) / 1e16;
  const lots = BigInt(Math.max(1, Math.floor((5 + random.next() * 400) / lotValueUsdt)));
  const [asset, need] = side === 'sell' ? [m.params.base, base(m, lots)] : [m.params.quote, tick !== null ? notional(m, tick, lots) : previewCost(m, lots)];
  const have = ledger.b(acc.id, wallet, asset).available;
  const borrowing = sideEffect === 'auto_borrow' && need !== null && need > have ? need - have : 0n;
  let must: string | null = null;
  if (ledger.liquidatable(acc.id, wallet)) must = CODES.marginLiquidating;
  else if (borrowing > ledger.maxBorrow(acc.id, s, asset)) must = CODES.marginBorrowTooMuch;
  const short = need === null || need > have + borrowing;
  let id = 0;
  const placed = attempt(() => {
    id = margin.place(acc, s, { market: m, side, type, price: tick, amount: lots, quoteAmount: null, clientOid: null, tradeSide: null, leverage: null, takeProfit: null, stopLoss: null }, sideEffect).id;
  }, short ? [CODES.insufficientBalance, CODES.belowMinimum, CODES.noLiquidity] : [CODES.belowMinimum, CODES.noLiquidity], must);
  if (!placed) return;
  expect(short, 'placed without the balance it needs').toBe(false);
  if (borrowing > 0n) ledger.borrow(acc.id, wallet, asset, borrowing);
  const hold = type === 'limit' ? (need ?? 0n) : 0n;
  ledger.move(acc.id, wallet, asset, -hold, hold);
  const o: ModelOrder = { id, account: acc.id, wallet, market: m, side, type, price: tick, amount: lots, sideEffect, filled: 0n, locked: hold, open: true };
  ledger.orders.set(id, o);
  ledger.touched.add(o);
  for (const f of newFills()) {
    expect(f.order_id).toBe(id);
    ledger.fill(o, f);
  }
  if (o.filled === o.amount || type === 'market') o.open = false;
  ledger.release(o);
  const records = newRecords();
  if (borrowing > 0n) expect(records.find((r) => r.kind === 'borrow')).toMatchObject({ amount: borrowing.toString(), source: String(id) });
}

function cancel(acc: AccountRef): void {
  const open = [...ledger.orders.values()].filter((o) => o.open && o.account === acc.id);
  if (open.length === 0) return;
  const o = pick(open);
  if (attempt(() => margin.cancel(acc, o.id), [], null)) ledger.cancel(o);
}

function movePrice(): void {
  const m = book(pick(PRICED));
  const factor = random.next() < 0.8 ? 1 + (random.next() - 0.5) * 0.08 : 0.72 + random.next() * 0.5;
  simulator.setPrice('spot', m.symbol, (m.mark / 10 ** m.params.pricePrecision) * factor);
}

/** What the engine's tick did since the last look: maker fills, hours of interest, liquidations. */
function afterTick(): void {
  const fills = newFills();
  for (const f of fills.filter((x) => x.origin !== 'liquidation')) {
    const o = ledger.orders.get(f.order_id);
    if (!o) throw new Error(`a fill of an order the ledger does not know: ${f.order_id}`);
    expect(f.liquidity).toBe('maker');
    ledger.fill(o, f);
    if (o.filled === o.amount) o.open = false;
    ledger.release(o);
  }
  ledger.chargeDue();
  const records = newRecords();
  const liquidated = new Set(records.filter((r) => r.kind === 'liquidation').map((r) => `${r.account_id}|${r.wallet}`));
  for (const acc of accounts) {
    for (const s of SCOPES) {
      const wallet = walletOf(s);
      const expected = ledger.liquidatable(acc.id, wallet);
      expect(liquidated.has(`${acc.id}|${wallet}`), `liquidation of ${acc.id} ${wallet}`).toBe(expected);
      if (expected) liquidate(acc.id, s, fills.filter((f) => f.origin === 'liquidation' && f.wallet === wallet), records.filter((r) => r.account_id === acc.id && r.wallet === wallet && r.kind === 'liquidation'));
    }
  }
}

function liquidate(acc: number, s: MarginScope, fills: FillSeen[], records: RecordSeen[]): void {
  ledger.liquidations += 1;
  const wallet = walletOf(s);
  for (const o of ledger.orders.values()) if (o.open && o.account === acc && o.wallet === wallet) ledger.cancel(o);
  const debts = new Map([...ledger.loans].filter(([key]) => key.startsWith(`${acc}|${wallet}|`)).map(([key, l]) => [key.split('|')[2] ?? '', { ...l, paid: 0n }]));
  const owed = (coin: string): bigint => {
    const d = debts.get(coin);
    return d ? d.principal + d.interest - d.paid : 0n;
  };
  const pay = (coin: string): void => {
    const d = debts.get(coin);
    const x = min(ledger.b(acc, wallet, coin).available, owed(coin));
    if (!d || x <= 0n) return;
    d.paid += x;
    ledger.move(acc, wallet, coin, -x);
  };
  const sorted = [...debts.keys()].sort();
  for (const coin of sorted) pay(coin);
  const seen = new Map<number, ModelOrder>();
  const applyFills = (side: OrderSide, symbol?: string): void => {
    for (const f of fills.filter((x) => x.side === side && (symbol === undefined || x.symbol === symbol))) {
      const o = seen.get(f.order_id) ?? { id: f.order_id, account: acc, wallet, market: book(f.symbol), side, type: 'market', price: null, amount: 0n, sideEffect: 'normal', filled: 0n, locked: 0n, open: false };
      seen.set(f.order_id, o);
      if (side === 'sell') expect(owed(o.market.params.base), 'sold a coin that still owes').toBe(0n);
      ledger.fill(o, f);
    }
  };
  applyFills('sell');
  pay(hub(s));
  for (const coin of sorted) {
    if (coin === hub(s) || owed(coin) === 0n) continue;
    applyFills('buy', `${coin}${hub(s)}`);
    pay(coin);
  }
  expect(seen.size, 'every liquidation fill accounted for').toBe(new Set(fills.map((f) => f.order_id)).size);
  for (const coin of sorted) {
    const d = debts.get(coin);
    if (!d) continue;
    const charged = min(ceilDiv(d.paid * 2n, 100n), ledger.b(acc, wallet, coin).available);
    ledger.move(acc, wallet, coin, -charged);
    ledger.loans.delete(`${acc}|${wallet}|${coin}`);
    expect(records.find((r) => r.asset === coin)).toMatchObject({ amount: d.paid.toString(), principal: d.principal.toString(), interest: d.interest.toString(), fee: charged.toString(), source: 'liquidation' });
  }
}

const sums = new Map<string, { principal: bigint; interest: bigint }>();
let lastSummed = 0;

/** Every difference between the ledger and the store, and every broken invariant, as text: one expect a step. */
function storeDifferences(): string[] {
  const out: string[] = [];
  const differ = (what: string, stored: string, expected: string): void => {
    if (stored !== expected) out.push(`${what}: stored ${stored}, ledger ${expected}`);
  };
  const balances = db.prepare('SELECT * FROM trading_balances').all() as { account_id: number; wallet: string; asset: string; available: string; locked: string }[];
  const stored = new Map(balances.map((r) => [`${r.account_id}|${r.wallet}|${r.asset}`, `${r.available}/${r.locked}`]));
  for (const [key, b] of ledger.bal) differ(key, stored.get(key) ?? '0/0', `${b.available}/${b.locked}`);
  for (const r of balances) {
    if (BigInt(r.available) < 0n || BigInt(r.locked) < 0n) out.push(`negative balance ${r.wallet} ${r.asset}`);
    if (!ledger.bal.has(`${r.account_id}|${r.wallet}|${r.asset}`)) differ(`${r.wallet} ${r.asset}`, `${r.available}/${r.locked}`, '0/0');
  }
  const loans = db.prepare('SELECT * FROM trading_margin_loans').all() as { account_id: number; wallet: string; asset: string; principal: string; interest: string; next_charge_at: number }[];
  differ('loans', String(loans.length), String(ledger.loans.size));
  for (const r of loans) {
    const l = ledger.loan(r.account_id, r.wallet, r.asset);
    differ(`debt ${r.account_id} ${r.wallet} ${r.asset}`, `${r.principal}/${r.interest}`, `${l?.principal}/${l?.interest}`);
    if (BigInt(r.principal) < 0n || BigInt(r.interest) < 0n) out.push(`negative debt ${r.wallet} ${r.asset}`);
    if (l && l.principal > 0n) differ(`next charge ${r.wallet} ${r.asset}`, String(r.next_charge_at), String(l.next));
  }
  // The records reproduce the debts: borrows less principal repaid, interest charged less interest repaid.
  const added = db.prepare('SELECT * FROM trading_margin_records WHERE id > ? ORDER BY id').all(lastSummed) as RecordSeen[];
  lastSummed = added.at(-1)?.id ?? lastSummed;
  for (const r of added) {
    const key = `${r.account_id}|${r.wallet}|${r.asset}`;
    const sum = sums.get(key) ?? { principal: 0n, interest: 0n };
    if (r.kind === 'borrow') sum.principal += BigInt(r.amount);
    if (r.kind === 'interest') sum.interest += BigInt(r.interest);
    if (r.kind === 'repay' || r.kind === 'liquidation') {
      sum.principal -= BigInt(r.principal);
      sum.interest -= BigInt(r.interest);
    }
    sums.set(key, sum);
  }
  for (const [key, sum] of sums) {
    const l = ledger.loans.get(key);
    differ(`records of ${key}`, `${sum.principal}/${sum.interest}`, `${l?.principal ?? 0n}/${l?.interest ?? 0n}`);
  }
  const rows = db.prepare("SELECT id, status, locked, filled FROM trading_orders WHERE wallet IS NOT NULL AND (status IN ('new', 'partially_filled') OR updated_at >= ?)").all(now - simulator.tickMs) as { id: number; status: string; locked: string; filled: string }[];
  const open = [...ledger.orders.values()].filter((o) => o.open);
  differ('open orders', String(rows.filter((r) => r.status === 'new' || r.status === 'partially_filled').length), String(open.length));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const o of new Set([...open, ...ledger.touched])) {
    const row = byId.get(o.id);
    differ(`order ${o.id}`, row ? `${row.status === 'new' || row.status === 'partially_filled'} ${row.locked} ${row.filled}` : 'missing', `${o.open} ${o.locked} ${o.filled}`);
  }
  ledger.touched.clear();
  // After a tick: no account owes at or under 1.1 (nor more than it holds) without having been liquidated.
  for (const acc of accounts) {
    for (const s of SCOPES) {
      const t = ledger.totals(acc.id, walletOf(s));
      if (t.debts > 0n && t.assets * 10n <= t.debts * 11n) out.push(`${acc.id} ${walletOf(s)} left at ${Number(t.assets) / Number(t.debts)}`);
    }
  }
  return out;
}

const ACTIONS: readonly (readonly [string, (acc: AccountRef, s: MarginScope) => void, number])[] = [
  ['transfer', transfer, 0.18],
  ['borrow', borrow, 0.36],
  ['repay', repay, 0.46],
  ['order', order, 0.66],
  ['cancel', cancel, 0.71],
  ['price', movePrice, 0.89],
  ['advance', () => {
    const hours = 1 + Math.floor(random.next() * 6);
    margin.advance(hours);
    ledger.offset += hours * HOUR;
    ledger.chargeDue();
  }, 0.93],
  ['time', () => {
    now += Math.floor(random.next() * 100 * 60_000);
  }, 0.97],
  ['rate', () => {
    const asset = pick(CROSS_COINS);
    const rate = BigInt(Math.floor(random.next() * 200_000));
    margin.store.setRate(asset, rate);
    ledger.rates.set(asset, rate);
  }, 1],
];

it('keeps every balance and debt to the unit through thousands of random margin steps', () => {
  const counts = new Map<string, number>();
  for (let step = 0; step < STEPS; step += 1) {
    const acc = pick(accounts);
    const s = pick(SCOPES);
    const roll = random.next();
    const action = ACTIONS.find(([, , upTo]) => roll < upTo);
    if (!action) throw new Error(`no action for ${roll}`);
    const [kind, act] = action;
    act(acc, s);
    now += simulator.tickMs;
    simulator.advanceTo(now);
    afterTick();
    expect(storeDifferences(), `step ${step}: ${kind}`).toEqual([]);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  // The walk reached what it is meant to test.
  expect(ledger.liquidations).toBeGreaterThan(5);
  expect(ledger.autoRepays).toBeGreaterThan(5);
  expect(Math.min(...counts.values())).toBeGreaterThan(25);
});
