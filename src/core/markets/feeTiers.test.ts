import { describe, expect, it } from 'vitest';
import { ASSET_DECIMALS, parseUnits } from './decimal';
import { discountedRate, kindFees, nextTier, progressPercent, ratePercent, tierFor, type FeeTier } from './feeTiers';
import { feeOf } from './orderAmounts';

const tier = (level: number, minVolume: string, maker: string, taker: string): FeeTier => ({ level, minVolume, spot: { maker, taker }, futures: { maker: '0.0002', taker: '0.0006' } });
const TIERS = [tier(0, '0', '0.0008', '0.001'), tier(1, '50000', '0.0007', '0.0009'), tier(2, '250000', '0.0006', '0.0008')];
const usdt = (text: string): bigint => parseUnits(text, ASSET_DECIMALS) ?? 0n;

describe('fee tiers', () => {
  it('reaches a tier at its threshold exactly, not a unit before', () => {
    expect(tierFor(TIERS, 0n).level).toBe(0);
    expect(tierFor(TIERS, usdt('49999.99999999')).level).toBe(0);
    expect(tierFor(TIERS, usdt('50000')).level).toBe(1);
    expect(tierFor(TIERS, usdt('9999999999')).level).toBe(2);
  });

  it('says what the next tier needs, and nothing at the top', () => {
    expect(nextTier(TIERS, usdt('12345.5'))).toEqual({ level: 1, minVolume: '50000', needed: '37654.50000000' });
    expect(nextTier(TIERS, usdt('250000'))).toBeNull();
  });

  it('measures progress from the current threshold to the next, in whole percent', () => {
    expect(progressPercent(TIERS, 0n)).toBe(0);
    expect(progressPercent(TIERS, usdt('49999'))).toBe(99);
    expect(progressPercent(TIERS, usdt('150000'))).toBe(50);
    expect(progressPercent(TIERS, usdt('300000'))).toBe(100);
  });

  it('answers a kind with its tier\'s rates', () => {
    expect(kindFees(TIERS, 'spot', usdt('60000'))).toEqual({ volume: '60000.00000000', level: 1, maker: '0.0007', taker: '0.0009', next: { level: 2, minVolume: '250000', needed: '190000.00000000' } });
  });

  it('takes the fee-token discount off a rate, rounding up to the rate\'s last unit', () => {
    expect(discountedRate('0.001', 20)).toBe('0.00080000');
    expect(discountedRate('0.00000003', 50)).toBe('0.00000002');
  });

  it('charges fees in whole units, rounded up', () => {
    expect(feeOf(usdt('0.00123456'), '0.001')).toBe(124n);
    expect(feeOf(usdt('100'), '0.00056')).toBe(usdt('0.056'));
    expect(feeOf(1n, '0.0001')).toBe(1n);
    expect(feeOf(0n, '0.001')).toBe(0n);
  });

  it('writes a rate as a percent', () => {
    expect(ratePercent('0.0008')).toBe('0.08');
    expect(ratePercent('0.00018')).toBe('0.018');
    expect(ratePercent('0.001')).toBe('0.1');
    expect(ratePercent('0')).toBe('0');
  });
});
