// Fees and VIP tiers against the reference gateway, read through the page's own record checks:
// the schedule, the user's tier by 30-day volume (real and demo, spot and futures apart), the rate
// every fill records, and the fee-token discount.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, gatewayWithTrader, pause, place, readAll } from '../../../gateway/markets/testing';
import type { WireDrops } from './wireCheck';
import { control } from '../../../gateway/testing/control';
import { CODES } from '../protocol/codes';
import type { UserInfoResponse } from '../protocol/account';
import { ASSET_DECIMALS, formatUnits, parseUnits } from './decimal';
import type { FeeSchedule, MyFees } from './feeTiers';
import { parseFeeSchedule, parseMyFees } from './feeWire';
import { FEE_PATHS } from './paths';
import type { Fill } from './trading';
import { parseFill, parseList } from './wireCheck';

const ctx = gatewayWithTrader();

/** readAll for a record check: fails on any drop, so the value is there. */
const read = <T>(what: string, data: unknown, parse: (d: unknown, drops: WireDrops) => T | null): T => readAll(what, data, parse) as T;
const USER = '10000001';

async function mine(demo: boolean): Promise<MyFees> {
  const answer = await ctx.trader.call('POST', FEE_PATHS.mine, {}, demo ? DEMO : {});
  return read('my fees', answer.envelope.data, parseMyFees);
}

async function lastFill(kind: 'spot' | 'futures', demo = true): Promise<Fill> {
  const answer = await ctx.trader.call<{ fills: unknown }>('POST', `/v1/user/overview/${kind}/fills`, { limit: 1 }, demo ? DEMO : {});
  const [fill] = readAll('fills', answer.envelope.data.fills, (d, drops) => parseList(d, parseFill, drops));
  if (!fill) throw new Error('no fill');
  return fill;
}

const setVolume = (market: 'spot' | 'futures', volume: string, demo = true) => control(ctx.gw.url, 'POST', 'markets/fee-volume', { userId: USER, demo, market, volume });
const units = (text: string): bigint => parseUnits(text, ASSET_DECIMALS) ?? 0n;
const ceilFee = (amount: string, rate: string): string => formatUnits((units(amount) * units(rate) + 10n ** 8n - 1n) / 10n ** 8n, ASSET_DECIMALS);

let schedule: FeeSchedule;

beforeAll(async () => {
  await pause(ctx.gw.url, true);
  const response = await fetch(`${ctx.gw.url}${FEE_PATHS.schedule}`);
  schedule = read('fee schedule', ((await response.json()) as { data: unknown }).data, parseFeeSchedule);
});

describe('fees and VIP tiers', () => {
  it('publishes at least six tiers, the first at the rates every symbol lists', async () => {
    expect(schedule.tiers.length).toBeGreaterThanOrEqual(6);
    const symbols = ((await (await fetch(`${ctx.gw.url}/v1/mix/market/symbols`)).json()) as { data: { symbols: { market: 'spot' | 'futures'; makerFeeRate: string; takerFeeRate: string }[] } }).data.symbols;
    for (const s of symbols) {
      expect(Number(s.makerFeeRate)).toBe(Number(schedule.tiers[0]?.[s.market].maker));
      expect(Number(s.takerFeeRate)).toBe(Number(schedule.tiers[0]?.[s.market].taker));
    }
  });

  it('charges a fill the rate of the account\'s tier and records fee, coin and rate', async () => {
    const start = await mine(true);
    expect(start.spot.level).toBe(0);
    expect(start.spot.next?.level).toBe(1);
    const order = await place(ctx.trader, 'spot', { symbol: 'BTCUSDT', side: 'buy', type: 'market', amount: '0.001' });
    expect(order.envelope.code).toBe(CODES.success);
    const fill = await lastFill('spot');
    expect(fill.feeRate).toBe('0.001');
    expect(fill.feeAsset).toBe('BTC');
    expect(fill.fee).toBe(ceilFee(fill.amount, '0.001'));
    const after = await mine(true);
    expect(units(after.spot.volume)).toBe(units(fill.quote));
  });

  it('moves to the tier a set volume reaches, for that kind and account only', async () => {
    const tier3 = schedule.tiers[3];
    if (!tier3) throw new Error('no tier 3');
    const set = read('set volume', await setVolume('spot', tier3.minVolume), parseMyFees);
    expect(set.spot.level).toBe(3);
    expect(set.futures.level).toBe(0);
    expect((await mine(false)).spot.level).toBe(0);
    await place(ctx.trader, 'spot', { symbol: 'BTCUSDT', side: 'sell', type: 'market', amount: '0.001' });
    const fill = await lastFill('spot');
    expect(fill.feeRate).toBe(tier3.spot.taker);
    expect(fill.feeAsset).toBe('USDT');
    expect(fill.fee).toBe(ceilFee(fill.quote, tier3.spot.taker));
    const after = await mine(true);
    expect(units(after.spot.volume)).toBe(units(tier3.minVolume) + units(fill.quote));
    expect(after.spot.next?.needed).toBe(formatUnits(units(schedule.tiers[4]?.minVolume ?? '0') - units(after.spot.volume), ASSET_DECIMALS));
  });

  it('charges futures by the futures volume', async () => {
    const tier5 = schedule.tiers[5];
    if (!tier5) throw new Error('no tier 5');
    await setVolume('futures', tier5.minVolume);
    const order = await place(ctx.trader, 'futures', { symbol: 'ETHUSDT', side: 'buy', type: 'market', amount: '0.1', tradeSide: 'open', leverage: 5 });
    expect(order.envelope.code).toBe(CODES.success);
    const fill = await lastFill('futures');
    expect(fill.feeRate).toBe(tier5.futures.taker);
    expect(fill.fee).toBe(ceilFee(fill.quote, tier5.futures.taker));
  });

  it('pays a spot fee in the fee token at the discount once the switch is on and the token is held', async () => {
    await setVolume('spot', '0');
    const on = await ctx.trader.call('POST', FEE_PATHS.feeToken, { open: true }, DEMO);
    expect(read('switch', on.envelope.data, parseMyFees).feeToken).toBe(true);
    const info = (await ctx.trader.call<UserInfoResponse>('POST', '/v1/user/overview/userinfo')).envelope.data;
    expect(info.settings.ob).toBe(1);
    expect(info.userInfo.openGtFees).toBe(true);

    // Without the token the fill pays the full rate in its usual coin.
    await place(ctx.trader, 'spot', { symbol: 'BTCUSDT', side: 'buy', type: 'market', amount: '0.001' });
    expect((await lastFill('spot')).feeAsset).toBe('BTC');

    await place(ctx.trader, 'spot', { symbol: `${schedule.feeToken}USDT`, side: 'buy', type: 'market', quoteAmount: '50' });
    await place(ctx.trader, 'spot', { symbol: 'BTCUSDT', side: 'buy', type: 'market', amount: '0.001' });
    const fill = await lastFill('spot');
    const rate = schedule.tiers[0]?.spot.taker ?? '';
    expect(fill.feeAsset).toBe(schedule.feeToken);
    expect(Number(fill.feeRate)).toBeCloseTo(Number(rate) * (1 - schedule.feeTokenDiscountPercent / 100), 10);
    expect(Number(fill.fee)).toBeGreaterThan(0);

    const off = await ctx.trader.call('POST', FEE_PATHS.feeToken, { open: 0 }, DEMO);
    expect(read('switch', off.envelope.data, parseMyFees).feeToken).toBe(false);
    const refused = await ctx.trader.call('POST', FEE_PATHS.feeToken, { open: 'maybe' }, DEMO);
    expect(refused.envelope.code).toBe(CODES.invalidParameter);
  });

  it('never discounts futures fees', async () => {
    await ctx.trader.call('POST', FEE_PATHS.feeToken, { open: true }, DEMO);
    await setVolume('futures', '0');
    await place(ctx.trader, 'futures', { symbol: 'ETHUSDT', side: 'buy', type: 'market', amount: '0.1', tradeSide: 'open', leverage: 5 });
    const fill = await lastFill('futures');
    expect(fill.feeAsset).toBe('USDT');
    expect(fill.feeRate).toBe(schedule.tiers[0]?.futures.taker);
    await ctx.trader.call('POST', FEE_PATHS.feeToken, { open: false }, DEMO);
  });
});
