// Test control for the markets (docs/testing.md): under /__gateway/markets/, registered only with
// test control and so behind its loopback check.
import type { FastifyInstance } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import { sendOk } from '../http/envelope';
import { ControlError } from '../control/controlError';
import { bodyFields, type Fields } from '../http/fields';
import { fundingRecords } from '../db/futuresSettings';
import { conditionalView } from './conditional';
import { registerFeeControl } from './feeControl';
import { fundingView, settleFunding } from './funding';
import { settingsView } from './marginMode';
import { marketKind, marketOf } from './orderInput';
import type { Markets } from './service';
import { orderView, positionView } from './views';

const bad = (msg: string): ControlError => new ControlError(CODES.invalidParameter, msg, 400);

function flag(fields: Fields, name: string): boolean {
  if (typeof fields[name] !== 'boolean') throw bad(`${name} must be true or false`);
  return fields[name] as boolean;
}

export function registerMarketControl(app: FastifyInstance, markets: Markets): void {
  const { simulator, stream } = markets;
  const target = (fields: Fields) => marketOf(simulator, marketKind(fields.market), fields);

  app.get('/__gateway/markets/state', async (_request, reply) => sendOk(reply, {
    paused: simulator.paused, now: simulator.now, sockets: stream.size, messagesSent: stream.messagesSent,
    markets: simulator.list().map((m) => ({ market: m.kind, symbol: m.symbol, seq: m.sequence, mark: m.price(m.mark), halted: m.halted })),
  }));

  // A user's wallets as the gateway holds them, so a test can check balances at the source and not only on screen.
  app.get('/__gateway/markets/balances', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (typeof query.userId !== 'string' || !/^\d{1,20}$/.test(query.userId)) throw bad('userId must be a user id');
    const account = markets.account(query.userId, query.demo === '1');
    return sendOk(reply, { spot: markets.store.balances(account.id, 'spot'), futures: markets.store.balances(account.id, 'futures') });
  });

  app.post('/__gateway/markets/drop-sockets', async (_request, reply) => sendOk(reply, { dropped: stream.dropAll() }));

  app.post('/__gateway/markets/skip-seq', async (request, reply) => {
    const market = target(bodyFields(request.body));
    market.skipNextUpdate();
    return sendOk(reply, { market: market.kind, symbol: market.symbol, seq: market.sequence });
  });

  app.post('/__gateway/markets/simulator', async (request, reply) => {
    simulator.paused = flag(bodyFields(request.body), 'paused');
    return sendOk(reply, { paused: simulator.paused });
  });

  app.post('/__gateway/markets/price', async (request, reply) => {
    const fields = bodyFields(request.body);
    const market = target(fields);
    const price = Number(fields.price);
    if (!(typeof fields.price === 'string' || typeof fields.price === 'number') || !(price > 0) || !Number.isFinite(price)) throw bad('price must be a positive number');
    simulator.setPrice(market.kind, market.symbol, price);
    return sendOk(reply, market.ticker(simulator.now));
  });

  // A funding settlement now, for one perpetual ({symbol}) or every one ({all: true}), at the predicted rate.
  app.post('/__gateway/markets/funding', async (request, reply) => {
    const fields = bodyFields(request.body);
    const chosen = fields.all === true ? simulator.list('futures') : [marketOf(simulator, 'futures', fields)];
    const settled = chosen.map((market) => ({ symbol: market.symbol, positions: settleFunding(markets.engine, market) }));
    return sendOk(reply, { settled });
  });

  // A user's futures account as the gateway holds it: positions, funding records and one market's settings.
  app.get('/__gateway/markets/futures-account', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (typeof query.userId !== 'string' || !/^\d{1,20}$/.test(query.userId)) throw bad('userId must be a user id');
    const account = markets.account(query.userId, query.demo === '1');
    const market = marketOf(simulator, 'futures', query as Fields);
    const { store } = markets;
    return sendOk(reply, {
      settings: settingsView(store, account.id, market.symbol),
      positions: store.positions(account.id).filter((p) => p.symbol === market.symbol).map((p) => positionView(p, market, store)),
      funding: fundingRecords(store, account.id, market.symbol, 100, Number.MAX_SAFE_INTEGER).map((r) => fundingView(r, market)),
    });
  });

  // Every account's conditional orders on one market, each with the order it placed: a test checks at the source what the screen showed.
  app.get('/__gateway/markets/conditional', async (request, reply) => {
    const market = target(request.query as Fields);
    const rows = markets.conditional.store.ofMarket(market.kind, market.symbol);
    return sendOk(reply, {
      orders: rows.map((row) => {
        const order = row.order_id === null ? undefined : markets.store.order(row.order_id);
        return { ...conditionalView(row, market, markets.store.accountById(row.account_id)?.demo ?? false), order: order ? orderView(order, market, false) : null };
      }),
    });
  });

  registerFeeControl(app, markets);

  app.post('/__gateway/markets/halt', async (request, reply) => {
    const fields = bodyFields(request.body);
    const market = target(fields);
    market.halted = flag(fields, 'halted');
    return sendOk(reply, market.info);
  });
}
