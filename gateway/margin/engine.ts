// The margin engine (docs/protocol.md, Margin trading): transfers, borrowing, repaying, hourly
// interest, margin orders on the spot books and, on every tick, interest and liquidation. Every
// change runs in one SQLite transaction after its checks, so a refusal leaves the account as it was.
import { ASSET_DECIMALS, formatUnits, minBig, pow10 } from '../../src/core/markets/decimal';
import type { MarginRecordKind, SideEffect } from '../../src/core/margin/wire';
import { CODES } from '../../src/core/protocol/codes';
import type { Db } from '../db/database';
import type { AccountRef, MarginWallet, OrderRow } from '../db/trading';
import { EnvelopeError } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import { QUOTE } from '../markets/catalogue';
import { baseUnits, isOpen, previewCost, value, type EngineContext } from '../markets/engineContext';
import type { OrderInput } from '../markets/orderInput';
import { cancelOrderHold, placeSpot } from '../markets/spot';
import { hourlyInterest, indexPrice, isLiquidatable, maxBorrowable, maxTransferable, splitRepay, totals, type Holding, type Totals } from './arithmetic';
import { liquidate } from './liquidation';
import { dailyRate } from './rates';
import { coinsOf, isMarginCoin, isMarginPair, maxLeverage, scopeOfWallet, walletOf, type MarginScope } from './scope';
import { MarginStore, type LoanRow } from './store';

const HOUR_MS = 3_600_000;
const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);
const text = (units: bigint): string => formatUnits(units, ASSET_DECIMALS);

export class MarginEngine {
  readonly store: MarginStore;
  /** Test control moves the interest clock ahead of the gateway's (advance). */
  private offsetMs = 0;
  private checkedHour = Number.NaN;

  constructor(readonly ctx: EngineContext, db: Db) {
    this.store = new MarginStore(db);
  }

  /** The clock interest is charged on: the gateway's, plus what test control advanced. */
  interestNow(): number {
    return this.ctx.now() + this.offsetMs;
  }

  /** A coin's index price: the mid of its USDT book, as USDT units per coin (arithmetic.ts). */
  price(asset: string): bigint {
    if (asset === QUOTE) return pow10(ASSET_DECIMALS);
    const market = this.ctx.simulator.market('spot', `${asset}${QUOTE}`);
    if (!market) throw new Error(`${asset} has no ${QUOTE} book to value it`);
    return indexPrice(BigInt(market.mark), market.params.pricePrecision);
  }

  /** What the account holds and owes per coin: every coin with a balance or a debt, and the pair's two for isolated. */
  holdings(accountId: number, scope: MarginScope): Holding[] {
    const wallet = walletOf(scope);
    const balances = this.store.balances(accountId, wallet);
    const loans = new Map(this.store.loans(accountId, { wallet }).map((l) => [l.asset, l]));
    const assets = new Set([...(scope.mode === 'isolated' ? coinsOf(scope) : [QUOTE]), ...balances.keys(), ...loans.keys()]);
    return [...assets].sort().map((asset) => {
      const b = balances.get(asset);
      const loan = loans.get(asset);
      return {
        asset, available: b?.available ?? 0n, locked: b?.locked ?? 0n,
        principal: BigInt(loan?.principal ?? '0'), interest: BigInt(loan?.interest ?? '0'), price: this.price(asset),
      };
    });
  }

  totals(accountId: number, scope: MarginScope): Totals {
    return totals(this.holdings(accountId, scope).filter((h) => h.available + h.locked + h.principal + h.interest > 0n));
  }

  /** Refuses a coin the account cannot hold (31004). */
  checkCoin(scope: MarginScope, asset: string): void {
    if (!isMarginCoin(asset)) throw refuse(CODES.marginNotAvailable, 'margin.notOpen', { name: asset.slice(0, 16) });
    if (scope.mode === 'isolated' && !coinsOf(scope).includes(asset)) throw refuse(CODES.marginNotAvailable, 'margin.isolatedCoinsOnly', { symbol: scope.market.symbol, coins: coinsOf(scope).join(' and ') });
  }

  transfer(account: AccountRef, scope: MarginScope, direction: 'in' | 'out', asset: string, amount: bigint): void {
    this.checkCoin(scope, asset);
    const wallet = walletOf(scope);
    const [from, to] = direction === 'in' ? (['spot', wallet] as const) : ([wallet, 'spot'] as const);
    const have = this.ctx.store.balance(account.id, from, asset).available;
    if (amount > have) throw refuse(CODES.insufficientBalance, 'margin.transferShort', { asset, account: direction === 'in' ? 'spot' : 'margin', have: text(have) });
    if (direction === 'out') {
      const t = this.totals(account.id, scope);
      const max = maxTransferable(t, maxLeverage(scope.mode), this.price(asset), have);
      if (amount > max) throw refuse(CODES.marginLevelTooLow, 'margin.transferOutTooMuch', { amount: text(amount), asset, max: text(max) });
    }
    this.ctx.store.transaction(() => {
      this.ctx.store.adjust(account.id, from, asset, { kind: 'transfer' }, -amount);
      this.ctx.store.adjust(account.id, to, asset, { kind: 'transfer' }, amount);
      this.record(account.id, wallet, direction === 'in' ? 'transfer_in' : 'transfer_out', asset, { amount });
    });
    this.ctx.notify(account, { wallets: ['spot'] });
  }

  /** Borrows after the checks (31005, 30002, 31001); returns the ids of the records it wrote. */
  borrow(account: AccountRef, scope: MarginScope, asset: string, amount: bigint, source: string | null = null): number[] {
    this.checkCoin(scope, asset);
    const t = this.totals(account.id, scope);
    if (isLiquidatable(t)) throw refuse(CODES.marginLiquidating, 'margin.liquidating');
    const book = scope.mode === 'isolated' ? scope.market : this.ctx.simulator.market('spot', `${asset}${QUOTE}`);
    if (book?.halted) throw refuse(CODES.marketClosed, 'margin.marketClosed', { symbol: book.symbol });
    const max = maxBorrowable(t, maxLeverage(scope.mode), this.price(asset));
    if (amount > max) throw refuse(CODES.marginBorrowTooMuch, 'margin.borrowTooMuch', { max: text(max), asset });
    return this.ctx.store.transaction(() => {
      const wallet = walletOf(scope);
      const loan = this.loanOf(account.id, wallet, asset);
      const first = hourlyInterest(amount, dailyRate(this.store, asset));
      this.store.saveLoan({
        ...loan, principal: (BigInt(loan.principal) + amount).toString(), interest: (BigInt(loan.interest) + first).toString(),
        updated_at: this.ctx.now(),
      });
      this.ctx.store.adjust(account.id, wallet, asset, { kind: 'borrow' }, amount);
      const ids = [this.record(account.id, wallet, 'borrow', asset, { amount, source })];
      // The first hour is charged at once, as large exchanges do.
      if (first > 0n) ids.push(this.record(account.id, wallet, 'interest', asset, { amount: first, interest: first, source }));
      return ids;
    });
  }

  /** Repays `amount` (or the whole debt) of a coin from its available balance, interest first. */
  repay(account: AccountRef, scope: MarginScope, asset: string, amount: bigint | 'all'): void {
    this.checkCoin(scope, asset);
    const wallet = walletOf(scope);
    const loan = this.store.loan(account.id, wallet, asset);
    const debt = loan ? BigInt(loan.principal) + BigInt(loan.interest) : 0n;
    if (debt === 0n) throw refuse(CODES.marginRepayInvalid, 'margin.noDebt', { asset });
    const pay = amount === 'all' ? debt : amount;
    if (pay > debt) throw refuse(CODES.marginRepayInvalid, 'margin.repayTooMuch', { asset, debt: text(debt) });
    const have = this.ctx.store.balance(account.id, wallet, asset).available;
    if (pay > have) throw refuse(CODES.marginRepayInvalid, 'margin.repayNotAvailable', { amount: text(pay), asset, have: text(have) });
    this.ctx.store.transaction(() => this.applyRepay(account.id, wallet, asset, pay, null));
  }

  /** Pays toward a coin's debt from its available balance (no checks: the caller sized it). */
  applyRepay(accountId: number, wallet: MarginWallet, asset: string, pay: bigint, source: string | null): void {
    if (pay <= 0n) return;
    const loan = this.loanOf(accountId, wallet, asset);
    const part = splitRepay(pay, BigInt(loan.interest));
    this.store.saveLoan({ ...loan, principal: (BigInt(loan.principal) - part.principal).toString(), interest: (BigInt(loan.interest) - part.interest).toString(), updated_at: this.ctx.now() });
    this.ctx.store.adjust(accountId, wallet, asset, { kind: 'repay' }, -pay);
    this.record(accountId, wallet, 'repay', asset, { amount: pay, principal: part.principal, interest: part.interest, source });
  }

  /** A margin order: a spot order on the account's wallet, after its auto-borrow when asked. */
  place(account: AccountRef, scope: MarginScope, input: OrderInput, sideEffect: SideEffect): OrderRow {
    const { market } = input;
    if (!isMarginPair(market)) throw refuse(CODES.marginNotAvailable, 'margin.notOpen', { name: market.symbol });
    if (isLiquidatable(this.totals(account.id, scope))) throw refuse(CODES.marginLiquidating, 'margin.liquidating');
    const wallet = walletOf(scope);
    return this.ctx.store.transaction(() => {
      let borrowed: number[] = [];
      if (sideEffect === 'auto_borrow') {
        const [asset, need] = this.needOf(input);
        const have = this.ctx.store.balance(account.id, wallet, asset).available;
        if (need !== null && need > have) borrowed = this.borrow(account, scope, asset, need - have);
      }
      const row = placeSpot(this.ctx, account, input, 'user', { wallet, sideEffect });
      for (const id of borrowed) this.store.setRecordSource(id, String(row.id));
      return row;
    });
  }

  cancel(account: AccountRef, orderId: number): OrderRow {
    const order = this.ctx.store.order(orderId);
    if (!order || order.account_id !== account.id || !order.wallet || !isOpen(order)) throw refuse(CODES.orderNotFound, 'margin.orderNotFound', { id: orderId });
    const { wallet } = order;
    const market = this.ctx.simulator.market('spot', order.symbol);
    return this.ctx.store.transaction(() => cancelOrderHold(this.ctx, order, (order.side === 'buy' ? market?.params.quote : market?.params.base) ?? '', wallet));
  }

  /** Auto-repay: what a fill credited pays that coin's debt as far as it goes. */
  afterFill(order: OrderRow, asset: string, received: bigint): void {
    if (order.side_effect !== 'auto_repay' || !order.wallet) return;
    const loan = this.store.loan(order.account_id, order.wallet, asset);
    if (!loan) return;
    const have = this.ctx.store.balance(order.account_id, order.wallet, asset).available;
    const pay = minBig(minBig(received, BigInt(loan.principal) + BigInt(loan.interest)), have);
    this.applyRepay(order.account_id, order.wallet, asset, pay, String(order.id));
  }

  /** Every tick: the hours that came on the interest clock, then liquidation of accounts at or under 1.1. */
  tick(): void {
    const hour = Math.floor(this.interestNow() / HOUR_MS);
    if (hour !== this.checkedHour) {
      this.checkedHour = hour;
      this.chargeDue();
    }
    for (const { account_id: accountId, wallet } of this.store.indebted()) {
      const scope = scopeOfWallet(this.ctx.simulator, wallet);
      if (isLiquidatable(this.totals(accountId, scope))) liquidate(this, accountId, scope);
    }
  }

  /** Test control: the interest clock moves `hours` ahead and those hours are charged now. */
  advance(hours: number): void {
    this.offsetMs += hours * HOUR_MS;
    this.checkedHour = Math.floor(this.interestNow() / HOUR_MS);
    this.chargeDue();
  }

  /** Charges every loan each full hour that has come since its last charge. */
  private chargeDue(): void {
    const now = this.interestNow();
    this.ctx.store.transaction(() => {
      for (const loan of this.store.dueLoans(now)) {
        const hours = Math.floor((now - loan.next_charge_at) / HOUR_MS) + 1;
        const charge = hourlyInterest(BigInt(loan.principal), dailyRate(this.store, loan.asset));
        for (let i = 0; i < hours && charge > 0n; i += 1) this.record(loan.account_id, loan.wallet, 'interest', loan.asset, { amount: charge, interest: charge });
        this.store.saveLoan({ ...loan, interest: (BigInt(loan.interest) + charge * BigInt(hours)).toString(), next_charge_at: loan.next_charge_at + hours * HOUR_MS, updated_at: this.ctx.now() });
      }
    });
  }

  private nextHour(): number {
    return (Math.floor(this.interestNow() / HOUR_MS) + 1) * HOUR_MS;
  }

  private loanOf(accountId: number, wallet: MarginWallet, asset: string): LoanRow {
    const now = this.ctx.now();
    return this.store.loan(accountId, wallet, asset) ?? { account_id: accountId, wallet, asset, principal: '0', interest: '0', next_charge_at: this.nextHour(), opened_at: now, updated_at: now };
  }

  /** The coin an order pays with and how much of it: the hold (limit) or the cost at the book (market). */
  private needOf(input: OrderInput): [string, bigint | null] {
    const { market, side, price, amount, quoteAmount } = input;
    if (side === 'sell') return [market.params.base, baseUnits(market, amount ?? 0n)];
    if (quoteAmount !== null) return [market.params.quote, quoteAmount];
    return [market.params.quote, price !== null ? value(market, price, amount ?? 0n) : previewCost(market, 'buy', amount ?? 0n)];
  }

  record(accountId: number, wallet: MarginWallet, kind: MarginRecordKind, asset: string,
    parts: { amount: bigint; principal?: bigint; interest?: bigint; fee?: bigint; source?: string | null }): number {
    return this.store.insertRecord({
      account_id: accountId, wallet, kind, asset, amount: parts.amount.toString(), principal: (parts.principal ?? 0n).toString(),
      interest: (parts.interest ?? 0n).toString(), fee: (parts.fee ?? 0n).toString(), source: parts.source ?? null, time: this.ctx.now(),
    });
  }
}
