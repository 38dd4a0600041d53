// The numbers the borrow, repay and transfer dialogs and the margin order form show and check:
// exact units of 8 decimals, never floats.
import { ASSET_DECIMALS, formatUnits, maxBig, minBig, mulDiv, parseUnits, pow10 } from '../markets/decimal';
import type { Balance } from '../markets/trading';
import type { MarginAccount, MarginAsset, MarginRecord, SideEffect } from './wire';

const units = (text: string): bigint => parseUnits(text, ASSET_DECIMALS) ?? 0n;
const text = (u: bigint): string => formatUnits(u, ASSET_DECIMALS);

export function assetOf(account: MarginAccount | null, asset: string): MarginAsset | null {
  return account?.assets.find((a) => a.asset === asset) ?? null;
}

/** Principal and interest owed on a coin. */
export function debtOf(asset: MarginAsset | null): bigint {
  return asset ? units(asset.borrowed) + units(asset.interest) : 0n;
}

/** What a repay can take: the debt, as far as the coin's available balance goes. */
export function maxRepay(asset: MarginAsset | null): bigint {
  return asset ? minBig(debtOf(asset), units(asset.available)) : 0n;
}

/** Rates travel with more decimals than amounts (an hourly rate has 12). */
const RATE_DECIMALS = 18;
const rateUnits = (rate: string): bigint => parseUnits(rate, RATE_DECIMALS) ?? 0n;

/** What borrowing `amount` charges each hour at `hourlyRate`, rounded up to the smallest unit as the gateway charges. */
export function hourlyInterest(amount: bigint, hourlyRate: string): bigint {
  const rate = rateUnits(hourlyRate);
  return amount <= 0n || rate === 0n ? 0n : mulDiv(amount, rate, pow10(RATE_DECIMALS), 'ceil');
}

/**
 * The balances the order form checks a margin order against: the account's available coins, and
 * with auto-borrow what may still be borrowed of each (the gateway borrows the difference).
 */
export function orderBalances(account: MarginAccount | null, sideEffect: SideEffect, borrowable: Readonly<Record<string, string>>): Balance[] {
  const coins = new Set([...(account?.assets.map((a) => a.asset) ?? []), ...Object.keys(borrowable)]);
  return [...coins].map((coin) => {
    const held = assetOf(account, coin);
    const extra = sideEffect === 'auto_borrow' ? maxBig(units(borrowable[coin] ?? '0'), 0n) : 0n;
    return { asset: coin, available: text(units(held?.available ?? '0') + extra), locked: held?.locked ?? '0' };
  });
}

/** A daily rate ("0.0002") as a percentage text ("0.02"), exact. */
export function ratePercent(rate: string): string {
  const percent = formatUnits(rateUnits(rate) * 100n, RATE_DECIMALS);
  return percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent;
}

/** The coins an account holds or owes: the rest are rows of zeros. */
export function heldAssets(account: MarginAccount | null): MarginAsset[] {
  return account?.assets.filter((a) => units(a.available) + units(a.locked) + debtOf(a) > 0n) ?? [];
}

/** What a liquidation wrote off: the debt it cleared (principal and interest) beyond what the collateral repaid. */
export function writtenOff(record: Pick<MarginRecord, 'amount' | 'principal' | 'interest'>): bigint {
  return maxBig(units(record.principal) + units(record.interest) - units(record.amount), 0n);
}

