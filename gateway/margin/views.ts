// Margin rows as the wire shows them (src/core/margin/wire.ts): decimals as strings, 8 decimals for
// coin amounts and USDT values.
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import type { MarginAccount, MarginAccountMode, MarginAccounts, MarginLoan, MarginOrder, MarginRecord } from '../../src/core/margin/wire';
import type { AccountRef, OrderRow } from '../db/trading';
import type { Market } from '../markets/market';
import { orderView } from '../markets/views';
import { marginLevel, risk, totals, valueUnits } from './arithmetic';
import type { MarginEngine } from './engine';
import { dailyRate, RATE_DECIMALS } from './rates';
import { CROSS, maxLeverage, scopeOfWallet, type MarginScope } from './scope';
import type { LoanRow, MarginOrderRow, RecordRow } from './store';

const money = (units: bigint | string): string => formatUnits(BigInt(units), ASSET_DECIMALS);
const modeOf = (wallet: string): MarginAccountMode => (wallet === 'margin' ? 'cross' : 'isolated');
const symbolOf = (wallet: string): string | null => (wallet === 'margin' ? null : wallet.slice('margin:'.length));

export function accountView(engine: MarginEngine, account: AccountRef, scope: MarginScope): MarginAccount {
  const holdings = engine.holdings(account.id, scope);
  const t = totals(holdings);
  const totalAsset = valueUnits(t.assets, 'floor');
  const totalDebt = valueUnits(t.debts, 'ceil');
  return {
    mode: scope.mode, symbol: scope.market?.symbol ?? null, maxLeverage: maxLeverage(scope.mode),
    assets: holdings.map((h) => ({
      asset: h.asset, available: money(h.available), locked: money(h.locked), borrowed: money(h.principal), interest: money(h.interest),
      net: money(h.available + h.locked - h.principal - h.interest), indexPrice: money(h.price),
    })),
    totalAsset: money(totalAsset), totalDebt: money(totalDebt), netAsset: money(totalAsset - totalDebt),
    marginLevel: marginLevel(t), risk: risk(t), demo: account.demo,
  };
}

export function accountsView(engine: MarginEngine, account: AccountRef): MarginAccounts {
  return {
    cross: accountView(engine, account, CROSS),
    isolated: engine.store.isolatedWallets(account.id).map((w) => accountView(engine, account, scopeOfWallet(engine.ctx.simulator, w))),
  };
}

export function loanView(engine: MarginEngine, row: LoanRow): MarginLoan {
  return {
    mode: modeOf(row.wallet), symbol: symbolOf(row.wallet), asset: row.asset, principal: money(row.principal), interest: money(row.interest),
    dailyRate: formatUnits(dailyRate(engine.store, row.asset), RATE_DECIMALS), openedAt: row.opened_at, updatedAt: row.updated_at,
  };
}

export function recordView(row: RecordRow): MarginRecord {
  return {
    recordId: String(row.id), kind: row.kind, mode: modeOf(row.wallet), symbol: symbolOf(row.wallet), asset: row.asset,
    amount: money(row.amount), principal: money(row.principal), interest: money(row.interest), fee: money(row.fee), source: row.source, time: row.time,
  };
}

export function marginOrderView(row: OrderRow, market: Market, demo: boolean): MarginOrder {
  const margin = row as MarginOrderRow;
  return { ...orderView(row, market, demo), marginMode: modeOf(margin.wallet), sideEffect: margin.side_effect };
}
