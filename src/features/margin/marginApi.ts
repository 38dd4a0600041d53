// The margin calls (docs/protocol.md, Margin trading), each answer checked at the edge
// (core/margin/wireCheck.ts). Which account (real or demo) is the request layer's business.
import type { Params } from '../../core/request/conventions';
import { MARGIN_PATHS } from '../../core/margin/paths';
import type { MarginRecordsPage } from '../../core/margin/wireCheck';
import {
  parseMarginAccount, parseMarginAccounts, parseMarginOrder, parseMarginRates, parseMaxBorrowable, parseMaxTransferable,
  readMarginLoans, readMarginOrders, readMarginRecords,
} from '../../core/margin/wireCheck';
import type { MarginAccount, MarginAccountMode, MarginAccounts, MarginLoan, MarginOrder, MarginRates, MaxBorrowable, MaxTransferable, SideEffect } from '../../core/margin/wire';
import { FORM, record } from '../markets/tradingApi';

/** Which account a call acts on: the cross one, or the isolated one of a pair. */
export interface MarginTarget {
  readonly mode: MarginAccountMode;
  readonly symbol: string;
}

const target = ({ mode, symbol }: MarginTarget): Params => (mode === 'cross' ? { mode } : { mode, symbol });

/**
 * Reads that screens make side by side with the same path and other fields (the maxima of both
 * coins, the records page beside the liquidation watch): a POST's duplicate key is its path alone,
 * so without this each would cancel the other. An older answer is dropped by its caller instead.
 */
const READ = { ...FORM, ignoreDuplicate: true } as const;

/** Polled: no toast for a failed poll, the screen shows it where the figures are. */
export async function fetchMarginAccounts(): Promise<MarginAccounts> {
  return record(MARGIN_PATHS.accounts, {}, parseMarginAccounts, READ);
}

export async function fetchMarginRates(): Promise<MarginRates> {
  return record(MARGIN_PATHS.rates, {}, parseMarginRates, READ);
}

export async function fetchMaxBorrowable(on: MarginTarget, asset: string): Promise<MaxBorrowable> {
  return record(MARGIN_PATHS.maxBorrowable, { ...target(on), asset }, parseMaxBorrowable, READ);
}

export async function fetchMaxTransferable(on: MarginTarget, asset: string): Promise<MaxTransferable> {
  return record(MARGIN_PATHS.maxTransferable, { ...target(on), asset }, parseMaxTransferable, READ);
}

export async function marginTransfer(on: MarginTarget, direction: 'in' | 'out', asset: string, amount: string): Promise<MarginAccount> {
  return record(MARGIN_PATHS.transfer, { ...target(on), direction, asset, amount }, parseMarginAccount, FORM);
}

export async function borrow(on: MarginTarget, asset: string, amount: string): Promise<MarginAccount> {
  return record(MARGIN_PATHS.borrow, { ...target(on), asset, amount }, parseMarginAccount, FORM);
}

/** `amount` 'all' repays the coin's whole debt, principal and interest. */
export async function repay(on: MarginTarget, asset: string, amount: string | 'all'): Promise<MarginAccount> {
  return record(MARGIN_PATHS.repay, { ...target(on), asset, ...(amount === 'all' ? { all: true } : { amount }) }, parseMarginAccount, FORM);
}

export async function placeMarginOrder(on: MarginTarget, sideEffect: SideEffect, fields: Readonly<Record<string, string | number | boolean>>): Promise<MarginOrder> {
  return record(MARGIN_PATHS.orderPlace, { ...fields, ...target(on), sideEffect }, parseMarginOrder, FORM);
}

export async function cancelMarginOrder(orderId: string): Promise<MarginOrder> {
  return record(MARGIN_PATHS.orderCancel, { orderId }, parseMarginOrder, FORM);
}

export async function fetchMarginOpenOrders(): Promise<MarginOrder[]> {
  return record(MARGIN_PATHS.openOrders, {}, readMarginOrders, READ);
}

export async function fetchMarginLoans(): Promise<MarginLoan[]> {
  return record(MARGIN_PATHS.loans, {}, readMarginLoans, READ);
}

export async function fetchMarginRecords(params: Params): Promise<MarginRecordsPage> {
  return record(MARGIN_PATHS.records, params, readMarginRecords, READ);
}
