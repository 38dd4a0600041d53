import { describe, expect, it } from 'vitest';
import { crossAccount, usdtAsset } from './fixtures';
import { debtOf, heldAssets, hourlyInterest, maxRepay, orderBalances, ratePercent, writtenOff } from './amounts';

describe('margin amounts', () => {
  it('owes principal and interest, and repays as far as the available balance goes', () => {
    expect(debtOf(usdtAsset)).toBe(50_000_416_667n);
    expect(maxRepay(usdtAsset)).toBe(50_000_416_667n);
    expect(maxRepay({ ...usdtAsset, available: '3' })).toBe(300_000_000n);
    expect(maxRepay(null)).toBe(0n);
  });

  it('charges an hour rounded up to the smallest unit', () => {
    expect(hourlyInterest(100_000_000_000n, '0.00000833')).toBe(833_000n);
    expect(hourlyInterest(1n, '0.00000833')).toBe(1n);
    expect(hourlyInterest(0n, '0.00000833')).toBe(0n);
    // 1000 USDT at 0.02 % a day: the hourly rate has 12 decimals on the wire.
    expect(hourlyInterest(100_000_000_000n, '0.000008333333')).toBe(833_334n);
  });

  it('adds what may be borrowed to the order form balances only with auto-borrow', () => {
    const borrowable = { USDT: '200', LTC: '3' };
    expect(orderBalances(crossAccount, 'normal', borrowable)).toEqual([
      { asset: 'USDT', available: '1000.00000000', locked: '0.00000000' }, { asset: 'LTC', available: '0.00000000', locked: '0' },
    ]);
    expect(orderBalances(crossAccount, 'auto_borrow', borrowable).map((b) => b.available)).toEqual(['1200.00000000', '3.00000000']);
  });

  it('writes a daily rate as a percentage', () => {
    expect(ratePercent('0.0002')).toBe('0.02');
    expect(ratePercent('0.00005')).toBe('0.005');
    expect(ratePercent('0')).toBe('0');
    expect(ratePercent('0.000008333333')).toBe('0.0008333333');
    expect(ratePercent('0.1')).toBe('10');
  });
});

describe('held margin coins', () => {
  it('lists a coin held or owed and leaves out rows of zeros', () => {
    const zero = { ...usdtAsset, asset: 'LTC', available: '0.00000000', borrowed: '0', interest: '0', net: '0' };
    const owedOnly = { ...zero, asset: 'DOT', interest: '0.00000001' };
    expect(heldAssets({ ...crossAccount, assets: [usdtAsset, zero, owedOnly] }).map((a) => a.asset)).toEqual(['USDT', 'DOT']);
    expect(heldAssets(null)).toEqual([]);
  });
});

describe('a liquidation written off', () => {
  it('is the cleared debt beyond what the collateral repaid, never negative', () => {
    expect(writtenOff({ amount: '179.88317676', principal: '180', interest: '0.00916667' })).toBe(12_598_991n);
    expect(writtenOff({ amount: '180.00916667', principal: '180', interest: '0.00916667' })).toBe(0n);
  });
});
