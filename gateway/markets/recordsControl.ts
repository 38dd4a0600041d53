// Test control for the records (docs/testing.md), behind test control's loopback check: a user's
// whole history as the gateway holds it (every page, for a filter), so a test can compare what the
// page exported with the source; and a burst of fills, so a benchmark has a long history to page.
import type { FastifyInstance } from 'fastify';
import { parseUnits } from '../../src/core/markets/decimal';
import { RECORD_KINDS, type RecordKind } from '../../src/core/markets/records';
import { CODES } from '../../src/core/protocol/codes';
import { sendOk } from '../http/envelope';
import { ControlError } from '../control/controlError';
import { bodyFields, type Fields } from '../http/fields';
import { recordPage } from '../routes/records';
import { baseUnits, value } from './engineContext';
import type { Markets } from './service';

const bad = (msg: string): ControlError => new ControlError(CODES.invalidParameter, msg, 400);
const MAX_SEEDED = 50_000;

function accountOf(markets: Markets, fields: Fields) {
  if (typeof fields.userId !== 'string' || !/^\d{1,20}$/.test(fields.userId)) throw bad('userId must be a user id');
  return markets.account(fields.userId, fields.demo === '1' || fields.demo === true);
}

export function registerRecordsControl(app: FastifyInstance, markets: Markets): void {
  app.get('/__gateway/records', async (request, reply) => {
    const query = { ...(request.query as Fields) };
    const kind = query.kind as RecordKind;
    if (!RECORD_KINDS.includes(kind)) throw bad(`kind must be one of ${RECORD_KINDS.join(', ')}`);
    const account = accountOf(markets, query);
    delete query.kind;
    delete query.userId;
    delete query.demo;
    const records: unknown[] = [];
    for (let before: string | null = ''; before !== null;) {
      const page = recordPage(markets, kind, account, { ...query, limit: '500', before });
      records.push(...page.records);
      before = page.next;
    }
    return sendOk(reply, { records });
  });

  // Filled spot market orders of one fill each, one every 30 s back from now, straight into the store.
  app.post('/__gateway/records/seed-fills', async (request, reply) => {
    const fields = bodyFields(request.body);
    const account = accountOf(markets, fields);
    const count = Number(fields.count);
    if (!Number.isSafeInteger(count) || count < 1 || count > MAX_SEEDED) throw bad(`count must be a whole number from 1 to ${MAX_SEEDED}`);
    const market = markets.simulator.market('spot', typeof fields.symbol === 'string' ? fields.symbol : 'BTCUSDT');
    if (!market) throw bad('symbol must be a spot market');
    const { store } = markets;
    const now = markets.engine.now();
    const lots = parseUnits(market.params.minAmount, market.params.amountPrecision) ?? 1n;
    const tick = BigInt(market.candles.last);
    store.transaction(() => {
      for (let i = count; i >= 1; i -= 1) {
        const time = now - i * 30_000;
        const side = i % 2 === 0 ? 'buy' : 'sell';
        const quote = value(market, tick, lots);
        const order = store.insertOrder({
          account_id: account.id, market: 'spot', symbol: market.symbol, side, type: i % 3 === 0 ? 'limit' : 'market', trade_side: null, pos_side: null,
          price: tick.toString(), amount: lots.toString(), quote_amount: null, filled: lots.toString(), filled_quote: quote.toString(), fee: '0',
          fee_asset: side === 'buy' ? market.params.base : market.params.quote, status: 'filled', leverage: null, take_profit: null, stop_loss: null,
          locked: '0', origin: 'user', client_oid: null,
        }, time);
        store.insertFill({ order_id: order.id, account_id: account.id, price: tick.toString(), amount: lots.toString(), quote: quote.toString(),
          fee: ((side === 'buy' ? baseUnits(market, lots) : quote) / 1000n).toString(), fee_asset: order.fee_asset, liquidity: 'taker', realized_pnl: null, time,
          fee_rate: '0.001', volume_usdt: market.params.quote === 'USDT' ? quote : 0n });
      }
    });
    return sendOk(reply, { seeded: count });
  });
}
