import { describe, expect, it } from 'vitest';
import { WireDrops } from '../markets/wireCheck';
import { crossAccount, isolatedAccount, usdtAsset } from './fixtures';
import { parseMarginAccount, parseMarginAccounts, parseMarginOrder, parseMarginRates, parseMaxBorrowable, readMarginLoans, readMarginRecords } from './wireCheck';

const order = {
  orderId: '12', clientOid: null, market: 'spot', symbol: 'LTCUSDT', side: 'buy', type: 'limit', tradeSide: null, posSide: null,
  price: '80.00', amount: '1.000', quoteAmount: null, filledAmount: '0.000', filledQuote: '0.00000000', avgPrice: '',
  fee: '0.00000000', feeAsset: 'LTC', status: 'new', leverage: null, takeProfit: null, stopLoss: null, origin: 'user',
  timeInForce: 'GTC', postOnly: false, reduceOnly: false, demo: false, createdAt: 1, updatedAt: 2, marginMode: 'cross', sideEffect: 'auto_borrow',
};

const record = {
  recordId: '7', kind: 'borrow', mode: 'cross', symbol: null, asset: 'USDT', amount: '500', principal: '0', interest: '0', fee: '0', source: null, time: 5,
};

describe('margin answers at the edge', () => {
  it('reads both kinds of account and keeps the good isolated ones', () => {
    const drops = new WireDrops();
    const read = parseMarginAccounts({ cross: crossAccount, isolated: [isolatedAccount, { ...isolatedAccount, symbol: null }] }, drops);
    expect(read).toEqual({ cross: crossAccount, isolated: [isolatedAccount] });
    expect(drops.records).toBe(1);
  });

  it('refuses an answer without a readable cross account, and says so', () => {
    for (const data of [null, {}, { cross: { ...crossAccount, marginLevel: 1.5 }, isolated: [] }, { cross: crossAccount }, { cross: isolatedAccount, isolated: [] }]) {
      const drops = new WireDrops();
      expect(parseMarginAccounts(data, drops)).toBeNull();
      expect(drops.empty).toBe(false);
    }
  });

  it('drops an asset whose figures are not decimals, keeping the account', () => {
    const drops = new WireDrops();
    const account = parseMarginAccount({ ...crossAccount, assets: [usdtAsset, { ...usdtAsset, asset: 'BTC', borrowed: -1 }] }, drops);
    expect(account?.assets).toEqual([usdtAsset]);
    expect(drops.summary()).toContain('margin asset record (borrowed)');
  });

  it('reads a negative net asset and a null level, and refuses an unknown risk', () => {
    const drops = new WireDrops();
    expect(parseMarginAccount({ ...crossAccount, netAsset: '-3.5', marginLevel: null }, drops)?.netAsset).toBe('-3.5');
    expect(parseMarginAccount({ ...crossAccount, risk: 'fine' }, drops)).toBeNull();
  });

  it('reads margin orders with their mode and side effect, and drops an order missing them', () => {
    const drops = new WireDrops();
    expect(parseMarginOrder(order, drops)).toEqual(order);
    expect(parseMarginOrder({ ...order, sideEffect: 'borrow_a_lot' }, drops)).toBeNull();
    expect(parseMarginOrder({ ...order, marginMode: undefined }, drops)).toBeNull();
    expect(drops.records).toBe(2);
  });

  it('reads a page of records with its `more` and refuses a page without it', () => {
    const drops = new WireDrops();
    expect(readMarginRecords({ records: [record, { ...record, kind: 'gift' }], more: true }, drops)).toEqual({ records: [record], more: true });
    expect(readMarginRecords({ records: [record] }, drops)).toBeNull();
    expect(readMarginRecords({ more: false }, drops)).toBeNull();
  });

  it('reads rates, max borrowable and loans', () => {
    const drops = new WireDrops();
    const rate = { asset: 'USDT', dailyRate: '0.0002', hourlyRate: '0.00000833' };
    expect(parseMarginRates({ rates: [rate], symbols: ['LTCUSDT', 7] }, drops)).toEqual({ rates: [rate], symbols: ['LTCUSDT'] });
    expect(parseMarginRates({ rates: 'none', symbols: [] }, drops)).toBeNull();
    expect(parseMaxBorrowable({ asset: 'USDT', max: '1000', borrowed: '0', dailyRate: '0.0002', hourlyRate: '0.00000833' }, drops)?.max).toBe('1000');
    const loan = { mode: 'isolated', symbol: 'LTCUSDT', asset: 'USDT', principal: '10', interest: '0.01', dailyRate: '0.0002', openedAt: 1, updatedAt: 2 };
    expect(readMarginLoans({ loans: [loan, { ...loan, openedAt: 'then' }] }, drops)).toEqual([loan]);
  });
});
