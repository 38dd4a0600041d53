import { describe, expect, it } from 'vitest';
import { crossAccount, isolatedAccount } from './fixtures';
import { accountFor, accountsAtRisk, hasDebt, netValue, riskOf, riskOfLevel } from './risk';

describe('margin risk', () => {
  it('warns under 1.3 and liquidates at or under 1.1', () => {
    expect(riskOfLevel(null)).toBe('safe');
    expect(riskOfLevel('1.3')).toBe('safe');
    expect(riskOfLevel('1.2999')).toBe('warning');
    expect(riskOfLevel('1.1001')).toBe('warning');
    expect(riskOfLevel('1.1')).toBe('liquidation');
    expect(riskOfLevel('0.5')).toBe('liquidation');
  });

  it('takes the worse of the gateway risk and the level', () => {
    expect(riskOf({ ...crossAccount, marginLevel: '1.2', risk: 'safe' })).toBe('warning');
    expect(riskOf({ ...crossAccount, marginLevel: '2', risk: 'liquidation' })).toBe('liquidation');
  });

  it('lists the endangered accounts, the worst first, and knows when there is debt', () => {
    const warned = { ...crossAccount, marginLevel: '1.25' };
    const liquidating = { ...isolatedAccount, marginLevel: '1.05' };
    expect(accountsAtRisk({ cross: warned, isolated: [liquidating] })).toEqual([liquidating, warned]);
    expect(accountsAtRisk({ cross: crossAccount, isolated: [] })).toEqual([]);
    expect(hasDebt({ cross: crossAccount, isolated: [] })).toBe(true);
    expect(hasDebt({ cross: { ...crossAccount, totalDebt: '0' }, isolated: [] })).toBe(false);
  });

  it('finds the account of a mode and pair', () => {
    const accounts = { cross: crossAccount, isolated: [isolatedAccount] };
    expect(accountFor(accounts, 'cross', 'BTCUSDT')).toBe(crossAccount);
    expect(accountFor(accounts, 'isolated', 'LTCUSDT')).toBe(isolatedAccount);
    expect(accountFor(accounts, 'isolated', 'DOTUSDT')).toBeNull();
  });
});

describe('margin net value', () => {
  it('sums every account net of its debts, a negative one included', () => {
    expect(netValue({ cross: crossAccount, isolated: [{ ...isolatedAccount, netAsset: '-0.5' }] })).toBe(49_949_583_333n);
  });
});
