// The VIP fee schedule the gateway charges (docs/protocol.md, Fees and VIP tiers; the arithmetic is
// src/core/markets/feeTiers.ts). Tier 0 keeps the rates every market was listed with; each tier
// up lowers both rates, futures less steeply than spot, as large exchanges do.
import type { FeeSchedule, FeeTier } from '../../src/core/markets/feeTiers';

const tier = (level: number, minVolume: string, spot: [string, string], futures: [string, string]): FeeTier => ({
  level, minVolume, spot: { maker: spot[0], taker: spot[1] }, futures: { maker: futures[0], taker: futures[1] },
});

export const FEE_SCHEDULE: FeeSchedule = {
  tiers: [
    tier(0, '0', ['0.0008', '0.001'], ['0.0002', '0.0006']),
    tier(1, '50000', ['0.0007', '0.0009'], ['0.00018', '0.00055']),
    tier(2, '250000', ['0.0006', '0.0008'], ['0.00016', '0.0005']),
    tier(3, '1000000', ['0.0005', '0.0007'], ['0.00014', '0.00045']),
    tier(4, '5000000', ['0.0004', '0.0006'], ['0.00012', '0.0004']),
    tier(5, '20000000', ['0.0003', '0.0005'], ['0.0001', '0.00035']),
    tier(6, '100000000', ['0.0002', '0.0004'], ['0.00008', '0.0003']),
  ],
  volumeDays: 30,
  feeToken: 'GT',
  feeTokenDiscountPercent: 20,
  feeTokenMarkets: ['spot'],
};

/** The tier everyone starts in: the rates the symbols call lists. */
export const BASE_TIER: FeeTier = FEE_SCHEDULE.tiers[0] as FeeTier;

export const VOLUME_WINDOW_MS = FEE_SCHEDULE.volumeDays * 24 * 60 * 60 * 1000;
