// The draft check against the reference gateway itself: every draft the form would send is
// accepted, and every draft it refuses is refused by the gateway with a code of one of the
// problems it named. Random drafts around the edges (balances, minimums, precision, leverage,
// take-profit and stop-loss), on a paused market so the book does not move under the check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorMid, marketParams } from '../../../gateway/markets/catalogue';
import { Random } from '../../../gateway/markets/random';
import { DEMO, pause, place, positions, setPrice, signedIn } from '../../../gateway/markets/testing';
import type { GatewayClient } from '../../../gateway/testing/client';
import { control } from '../../../gateway/testing/control';
import { startTestGateway, type TestGateway } from '../../../gateway/testing/harness';
import { CODES } from '../protocol/codes';
import type { BookLevel } from './messages';
import type { AmountUnit } from './orderAmounts';
import {
  type DraftProblem, type FuturesSymbol, type OrderDraft, type SpotSymbol, amountForPercent, checkOrderDraft, isFuturesSymbol, isSpotSymbol,
} from './orderDraft';
import type { SymbolInfo } from './symbols';

let gw: TestGateway;
let trader: GatewayClient;
let spotSymbols: SpotSymbol[];
let futuresSymbols: FuturesSymbol[];

beforeAll(async () => {
  gw = await startTestGateway();
  trader = await signedIn(gw.url);
  await pause(gw.url, true);
  const listed = (await (await fetch(`${gw.url}/v1/mix/market/symbols`)).json()) as { data: { symbols: SymbolInfo[] } };
  spotSymbols = listed.data.symbols.filter(isSpotSymbol);
  futuresSymbols = listed.data.symbols.filter(isFuturesSymbol);
});
afterAll(async () => {
  await gw.close();
});

/** The gateway's code for each problem the form names. */
function codeOf(p: DraftProblem): string {
  if (p.field === 'symbol') return CODES.marketClosed;
  if (p.field === 'leverage') return CODES.leverageInvalid;
  if (p.field === 'takeProfit' || p.field === 'stopLoss') return CODES.tpslInvalid;
  if (p.field === 'price') return CODES.priceInvalid;
  switch (p.reason) {
    case 'belowMinAmount':
    case 'belowMinNotional':
      return CODES.belowMinimum;
    case 'aboveAvailable':
      return CODES.insufficientBalance;
    case 'aboveClosable':
      return CODES.positionInsufficient;
    case 'noLiquidity':
      return CODES.noLiquidity;
    default:
      return CODES.amountInvalid;
  }
}

/** The fields a form without the draft check would send: what was typed, as typed (unit 0 only). */
function rawFields(d: OrderDraft): Record<string, unknown> {
  const fields: Record<string, unknown> = { symbol: d.symbol.symbol, side: d.side, type: d.type, amount: d.amount };
  if (d.type === 'limit') fields.price = d.price;
  if (d.market === 'futures') {
    fields.tradeSide = d.tradeSide;
    if (d.tradeSide === 'open') Object.assign(fields, { leverage: d.leverage, takeProfit: d.takeProfit, stopLoss: d.stopLoss });
  }
  return fields;
}

interface MarketNow {
  readonly asks: BookLevel[];
  readonly bids: BookLevel[];
  readonly mark: string;
}

async function marketNow(market: 'spot' | 'futures', symbol: string): Promise<MarketNow> {
  const depth = (await (await fetch(`${gw.url}/v1/mix/market/depth?market=${market}&symbol=${symbol}`)).json()) as { data: { asks: BookLevel[]; bids: BookLevel[] } };
  const ticker = (await (await fetch(`${gw.url}/v1/mix/market/ticker?market=${market}&symbol=${symbol}`)).json()) as { data: { markPrice: string } };
  return { asks: depth.data.asks, bids: depth.data.bids, mark: ticker.data.markPrice };
}

interface Wallets {
  spot: Record<string, string>;
  futures: string;
}

async function wallets(): Promise<Wallets> {
  type Overview = { spot: { balances: { asset: string; available: string }[] }; futures: { balances: { asset: string; available: string }[] } };
  const data = (await trader.call<Overview>('POST', '/v1/user/overview/asset/overview', {}, DEMO)).envelope.data;
  return {
    spot: Object.fromEntries(data.spot.balances.map((b) => [b.asset, b.available])),
    futures: data.futures.balances.find((b) => b.asset === 'USDT')?.available ?? '0',
  };
}

function generator(seed: number) {
  const random = new Random(seed);
  const next = (below: number) => Math.floor(random.next() * below);
  const pick = <T>(items: readonly T[]): T => items[next(items.length)] as T;
  return { next, pick };
}

const anchor = (s: SymbolInfo) => {
  const p = marketParams(s.market, s.symbol);
  return p ? anchorMid(p) : 1;
};

describe('the draft check agrees with the gateway', () => {
  it('on random spot drafts', async () => {
    const { next, pick } = generator(424_242);
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 120; i += 1) {
      await trader.call('POST', '/v1/user/overview/demo/reset', {}, DEMO);
      const s = pick(spotSymbols);
      await setPrice(gw.url, 'spot', s.symbol, anchor(s));
      const now = await marketNow('spot', s.symbol);
      const w = await wallets();
      const side = pick(['buy', 'sell'] as const);
      const type = pick(['limit', 'limit', 'market'] as const);
      const unit = pick([0, 0, 1, 2] as const satisfies readonly AmountUnit[]);
      const best = (side === 'buy' ? now.asks : now.bids)[0]?.[0] ?? '';
      const near = (anchor(s) * (0.97 + next(60) / 1000)).toFixed(s.pricePrecision);
      const price = type === 'market' ? '' : pick([near, near, near, `${best}1`, '0', '']);
      const base: OrderDraft = {
        market: 'spot', symbol: s, side, type, price, amount: '', unit, book: side === 'buy' ? now.asks : now.bids,
        // Sell BTC, which the demo account holds; other bases it holds none of.
        available: { base: w.spot[s.base] ?? '0', quote: w.spot[s.quote] ?? '0' },
      };
      const percentAmount = amountForPercent(pick([1, 25, 50, 99.99, 100]), base);
      const amount = pick([percentAmount, percentAmount, percentAmount, s.minAmount, '0', `${s.minAmount}1`, (Number(percentAmount) * 1.01).toFixed(s.amountPrecision)]);
      const draft = { ...base, amount };
      const result = checkOrderDraft(draft);
      const label = JSON.stringify({ i, draft: { ...draft, book: draft.book.slice(0, 3) }, result });
      if (result.ok) {
        const answer = await place(trader, 'spot', result.fields);
        expect(answer.envelope.code, `${label} → ${answer.envelope.msg}`).toBe(CODES.success);
        accepted += 1;
      } else if (unit === 0) {
        const answer = await place(trader, 'spot', rawFields(draft));
        expect(result.problems.map(codeOf), `${label} → ${answer.envelope.code} ${answer.envelope.msg}`).toContain(answer.envelope.code);
        refused += 1;
      }
    }
    expect(accepted).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  }, 120_000);

  it('on random futures drafts, opening and closing', async () => {
    const { next, pick } = generator(777);
    let accepted = 0;
    let refused = 0;
    for (let i = 0; i < 160; i += 1) {
      await trader.call('POST', '/v1/user/overview/demo/reset', {}, DEMO);
      const s = pick(futuresSymbols);
      await setPrice(gw.url, 'futures', s.symbol, anchor(s));
      const side = pick(['buy', 'sell'] as const);
      // Open a fresh position, add to one (whose leverage the order must keep), or close one.
      const mode = pick(['open', 'open', 'add', 'close'] as const);
      const closing = mode === 'close';
      let held: { leverage: number; size: string } | null = null;
      if (mode !== 'open') {
        // buy-close reduces a short, sell-close a long.
        const size = Math.max(Number(s.minAmount), 20 / anchor(s)) * (1 + next(50));
        const leverage = 1 + next(s.maxLeverage);
        const openSide = closing ? (side === 'buy' ? 'sell' : 'buy') : side;
        const opened = await place(trader, 'futures', { symbol: s.symbol, side: openSide, tradeSide: 'open', type: 'market', amount: size.toFixed(s.amountPrecision), leverage });
        expect(opened.envelope.code).toBe(CODES.success);
        held = { leverage, size: (await positions(trader))[0]?.size ?? '0' };
      }
      const now = await marketNow('futures', s.symbol);
      const w = await wallets();
      const type = pick(['limit', 'limit', 'market'] as const);
      const unit = pick([0, 0, 1, 2] as const satisfies readonly AmountUnit[]);
      const near = (anchor(s) * (0.97 + next(60) / 1000)).toFixed(s.pricePrecision);
      const price = type === 'market' ? '' : pick([near, near, near, '0']);
      const leverage = closing && held ? held.leverage : pick([held?.leverage ?? 1, 1 + next(s.maxLeverage), 1 + next(s.maxLeverage), 0, s.maxLeverage + 1]);
      const around = (factor: number) => (Number(price || now.mark) * factor).toFixed(s.pricePrecision);
      const common = { symbol: s, side, type, price, amount: '', unit, book: side === 'buy' ? now.asks : now.bids };
      const base: OrderDraft = closing
        ? { market: 'futures', tradeSide: 'close', ...common, leverage, closable: held?.size ?? '0' }
        : {
            market: 'futures', tradeSide: 'open', ...common, leverage, positionLeverage: held?.leverage ?? null, markPrice: now.mark, available: { quote: w.futures },
            takeProfit: pick(['', '', around(1.05), around(0.95)]), stopLoss: pick(['', '', around(0.95), around(1.05)]),
          };
      const percentAmount = amountForPercent(pick([1, 10, 50, 100]), base);
      const amount = pick([percentAmount, percentAmount, percentAmount, s.minAmount, '0', '99999999', (Number(percentAmount || '0') * 1.02).toFixed(unit === 0 ? s.amountPrecision : s.pricePrecision)]);
      const draft = { ...base, amount };
      const result = checkOrderDraft(draft);
      const label = JSON.stringify({ i, draft: { ...draft, book: draft.book.slice(0, 3) }, result });
      if (result.ok) {
        const answer = await place(trader, 'futures', result.fields);
        expect(answer.envelope.code, `${label} → ${answer.envelope.msg}`).toBe(CODES.success);
        accepted += 1;
      } else if (unit === 0) {
        const answer = await place(trader, 'futures', rawFields(draft));
        expect(result.problems.map(codeOf), `${label} → ${answer.envelope.code} ${answer.envelope.msg}`).toContain(answer.envelope.code);
        refused += 1;
      }
    }
    expect(accepted).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(20);
  }, 120_000);

  it('on a halted market', async () => {
    const s = spotSymbols.find((x) => x.symbol === 'BTCUSDT')!;
    await control(gw.url, 'POST', 'markets/halt', { market: 'spot', symbol: 'BTCUSDT', halted: true });
    try {
      const listed = (await (await fetch(`${gw.url}/v1/mix/market/symbols?market=spot`)).json()) as { data: { symbols: SymbolInfo[] } };
      const halted = listed.data.symbols.find((x) => x.symbol === 'BTCUSDT');
      expect(halted?.status).toBe('halted');
      const draft: OrderDraft = { market: 'spot', symbol: { ...s, status: 'halted' }, side: 'buy', type: 'limit', price: '50000', amount: '0.01', unit: 0, book: [], available: { base: '0', quote: '100000' } };
      const result = checkOrderDraft(draft);
      expect(result.ok).toBe(false);
      const answer = await place(trader, 'spot', rawFields(draft));
      expect(answer.envelope.code).toBe(CODES.marketClosed);
    } finally {
      await control(gw.url, 'POST', 'markets/halt', { market: 'spot', symbol: 'BTCUSDT', halted: false });
    }
  });
});
