// Trading calls of a signed-in session (mode 1, under /v1/user/overview/): spot and futures orders,
// positions, balances, transfers, the demo reset and the socket token. A call with the header
// paptrading: 1 acts on the user's demo account, any other on the real one (docs/protocol.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import { unrealizedPnl } from '../../src/core/markets/futuresMath';
import { TRADING_PATHS } from '../../src/core/markets/paths';
import type { MarketKind } from '../../src/core/markets/symbols';
import { WALLETS, type Wallet } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import { HEADERS, PAPER_TRADING_ON } from '../../src/core/protocol/wire';
import type { AccountRef } from '../db/trading';
import { EnvelopeError, sendOk } from '../http/envelope';
import type { Fields } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import { isOpen } from '../markets/engineContext';
import { cancelFuturesOrder, closePosition, placeFutures, setTpsl } from '../markets/futures';
import { marketOf, parseOrder, positiveUnits } from '../markets/orderInput';
import type { Markets } from '../markets/service';
import { cancelOrderHold, placeSpot } from '../markets/spot';
import { fillView, orderView, positionView } from '../markets/views';
import { QUOTE } from '../markets/catalogue';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export const fieldsOf = (request: FastifyRequest): Fields => (request.method === 'GET' ? ((request.query ?? {}) as Fields) : request.gw.fields);
export const isDemo = (request: FastifyRequest): boolean => request.headers[HEADERS.paperTrading] === PAPER_TRADING_ON;

export function pageLimit(fields: Fields): { limit: number; before: number } {
  const limit = fields.limit === undefined || fields.limit === '' ? 50 : Number(fields.limit);
  const before = fields.before === undefined || fields.before === '' ? Number.MAX_SAFE_INTEGER : Number(fields.before);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new EnvelopeError(CODES.invalidParameter, 'field.wholeNumberRange', { field: 'limit', min: '1', max: '100' });
  if (!Number.isInteger(before) || before < 1) throw new EnvelopeError(CODES.invalidParameter, 'field.notOrderId', { field: 'before' });
  return { limit, before };
}

export function orderId(fields: Fields): number {
  const v = Number(fields.orderId);
  if (!(typeof fields.orderId === 'string' || typeof fields.orderId === 'number') || !Number.isSafeInteger(v) || v < 1) throw new EnvelopeError(CODES.invalidParameter, 'field.required', { field: 'orderId' });
  return v;
}

export function registerOrderRoutes(app: FastifyInstance, markets: Markets): void {
  const { simulator, store, engine } = markets;
  const accountOf = (request: FastifyRequest): AccountRef => markets.account(requireSession(request).userId, isDemo(request));
  const both = (path: string, handler: Handler) => {
    app.post(path, handler);
    app.get(path, handler);
  };
  const view = (account: AccountRef) => (row: Parameters<typeof orderView>[0]) => {
    const market = simulator.market(row.market, row.symbol);
    if (!market) throw new Error(`unknown market ${row.symbol}`);
    return orderView(row, market, account.demo);
  };
  const optionalSymbol = (kind: MarketKind, fields: Fields) => (fields.symbol === undefined || fields.symbol === '' ? undefined : marketOf(simulator, kind, fields).symbol);

  for (const kind of ['spot', 'futures'] as const) {
    const paths = kind === 'spot'
      ? { place: TRADING_PATHS.spotPlace, cancel: TRADING_PATHS.spotCancel, open: TRADING_PATHS.spotOpenOrders, history: TRADING_PATHS.spotHistory, fills: TRADING_PATHS.spotFills }
      : { place: TRADING_PATHS.futuresPlace, cancel: TRADING_PATHS.futuresCancel, open: TRADING_PATHS.futuresOpenOrders, history: TRADING_PATHS.futuresHistory, fills: TRADING_PATHS.futuresFills };

    app.post(paths.place, async (request, reply) => {
      const account = accountOf(request);
      const input = parseOrder(simulator, kind, request.gw.fields);
      const row = kind === 'spot' ? placeSpot(engine, account, input) : placeFutures(engine, account, input);
      return sendOk(reply, view(account)(row));
    });

    app.post(paths.cancel, async (request, reply) => {
      const account = accountOf(request);
      const id = orderId(request.gw.fields);
      const order = store.order(id);
      if (!order || order.account_id !== account.id || order.market !== kind || order.wallet || !isOpen(order)) throw new EnvelopeError(CODES.orderNotFound, 'order.notFound', { market: kind, id });
      const done = store.transaction(() => {
        if (kind === 'futures') return cancelFuturesOrder(engine, order);
        const market = simulator.market(kind, order.symbol);
        return cancelOrderHold(engine, order, (order.side === 'buy' ? market?.params.quote : market?.params.base) ?? '', 'spot');
      });
      engine.notify(account, { orders: [done], wallets: [kind] });
      return sendOk(reply, view(account)(done));
    });

    both(paths.open, async (request, reply) => {
      const account = accountOf(request);
      return sendOk(reply, { orders: store.openOrders(account.id, kind, optionalSymbol(kind, fieldsOf(request))).map(view(account)) });
    });

    both(paths.history, async (request, reply) => {
      const account = accountOf(request);
      const fields = fieldsOf(request);
      const { limit, before } = pageLimit(fields);
      return sendOk(reply, { orders: store.history(account.id, kind, optionalSymbol(kind, fields), limit, before).map(view(account)) });
    });

    both(paths.fills, async (request, reply) => {
      const account = accountOf(request);
      const { limit } = pageLimit(fieldsOf(request));
      const fills = store.fills(account.id, kind, limit).flatMap((f) => {
        const market = simulator.market(kind, f.symbol);
        return market ? [fillView(f, market)] : [];
      });
      return sendOk(reply, { fills });
    });
  }

  const positions = (account: AccountRef) => store.positions(account.id).flatMap((p) => {
    const market = simulator.market('futures', p.symbol);
    return market ? [positionView(p, market, store)] : [];
  });

  both(TRADING_PATHS.positions, async (request, reply) => sendOk(reply, { positions: positions(accountOf(request)) }));

  app.post(TRADING_PATHS.positionTpsl, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const market = marketOf(simulator, 'futures', fields);
    const posSide = fields.posSide;
    if (posSide !== 'long' && posSide !== 'short') throw new EnvelopeError(CODES.invalidParameter, 'field.notEither', { field: 'posSide', first: 'long', second: 'short' });
    const price = (name: string) => (fields[name] === undefined || fields[name] === null || fields[name] === ''
      ? null : positiveUnits(fields, name, market.params.pricePrecision, CODES.tpslInvalid, market.info.tickSize));
    const row = setTpsl(engine, account, market, posSide, price('takeProfit'), price('stopLoss'));
    return sendOk(reply, positionView(row, market, store));
  });

  app.post(TRADING_PATHS.positionClose, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const market = marketOf(simulator, 'futures', fields);
    if (fields.posSide !== 'long' && fields.posSide !== 'short') throw new EnvelopeError(CODES.invalidParameter, 'field.notEither', { field: 'posSide', first: 'long', second: 'short' });
    return sendOk(reply, view(account)(closePosition(engine, account, market, fields.posSide)));
  });

  both(TRADING_PATHS.assets, async (request, reply) => {
    const account = accountOf(request);
    let unrealized = 0n;
    let positionMargin = 0n;
    for (const p of store.positions(account.id)) {
      const market = simulator.market('futures', p.symbol);
      if (!market) continue;
      unrealized += unrealizedPnl(market.params, p.pos_side, BigInt(p.size), BigInt(p.cost), BigInt(market.mark));
      positionMargin += BigInt(p.margin);
    }
    const usdt = store.balance(account.id, 'futures', QUOTE);
    return sendOk(reply, {
      demo: account.demo,
      spot: { balances: store.balances(account.id, 'spot') },
      futures: {
        balances: store.balances(account.id, 'futures'),
        positionMargin: formatUnits(positionMargin, ASSET_DECIMALS),
        unrealizedPnl: formatUnits(unrealized, ASSET_DECIMALS),
        equity: formatUnits(usdt.available + usdt.locked + positionMargin + unrealized, ASSET_DECIMALS),
      },
    });
  });

  app.post(TRADING_PATHS.transfer, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const from = fields.from as Wallet;
    const to = fields.to as Wallet;
    if (!WALLETS.includes(from) || !WALLETS.includes(to) || from === to) throw new EnvelopeError(CODES.invalidParameter, 'order.walletsInvalid');
    if (fields.asset !== QUOTE) throw new EnvelopeError(CODES.invalidParameter, 'order.transferQuoteOnly', { quote: QUOTE });
    const amount = positiveUnits(fields, 'amount', ASSET_DECIMALS, CODES.amountInvalid, '0.00000001');
    const have = store.balance(account.id, from, QUOTE).available;
    if (amount > have) throw new EnvelopeError(CODES.insufficientBalance, 'order.walletShort', { quote: QUOTE, wallet: from, have: formatUnits(have, ASSET_DECIMALS) });
    store.transaction(() => {
      store.adjust(account.id, from, QUOTE, { kind: 'transfer' }, -amount);
      store.adjust(account.id, to, QUOTE, { kind: 'transfer' }, amount);
    });
    engine.notify(account, { wallets: [from, to] });
    return sendOk(reply, { spot: store.balances(account.id, 'spot'), futures: store.balances(account.id, 'futures') });
  });

  app.post(TRADING_PATHS.demoReset, async (request, reply) => {
    if (!isDemo(request)) throw new EnvelopeError(CODES.forbidden, 'order.resetDemoOnly', { header: HEADERS.paperTrading, value: PAPER_TRADING_ON });
    const account = accountOf(request);
    store.reset(account.id, markets.seedFor(account.userId, true));
    engine.notify(account, { orders: [], wallets: ['spot', 'futures'], positions: true });
    return sendOk(reply, { spot: store.balances(account.id, 'spot'), futures: store.balances(account.id, 'futures') });
  });

  app.post(TRADING_PATHS.wsToken, async (request, reply) => {
    const session = requireSession(request);
    return sendOk(reply, { ...markets.tokens.issue(session.userId, isDemo(request), session.token, markets.engine.now()), demo: isDemo(request) });
  });
}
