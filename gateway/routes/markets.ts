// Public market data: REST snapshots under /v1/mix/market/ and the WebSocket at /v1/ws
// (docs/protocol.md, Markets). Unsigned; extra query parameters (languageType, timestamp) are ignored.
import type {} from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CANDLE_INTERVALS, isCandleInterval } from '../../src/core/markets/intervals';
import { MARKET_WS_PATH } from '../../src/core/markets/messages';
import { MARKET_PATHS } from '../../src/core/markets/paths';
import { isMarketKind, type MarketKind } from '../../src/core/markets/symbols';
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError, sendOk } from '../http/envelope';
import type { Fields } from '../http/fields';
import { BOOK_DEPTH } from '../markets/book';
import { KEPT_CANDLES } from '../markets/candles';
import type { Market } from '../markets/market';
import { marketOf } from '../markets/orderInput';
import type { Markets } from '../markets/service';
import type { StreamSocket } from '../markets/stream';

const query = (request: FastifyRequest): Fields => (request.query ?? {}) as Fields;

function kind(fields: Fields, required: boolean): MarketKind | undefined {
  const v = fields.market;
  if (v === undefined && !required) return undefined;
  if (!isMarketKind(v)) throw new EnvelopeError(CODES.invalidParameter, 'field.notEither', { field: 'market', first: 'spot', second: 'futures' });
  return v;
}

function limit(fields: Fields, fallback: number, max: number): number {
  const v = fields.limit;
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new EnvelopeError(CODES.invalidParameter, 'field.wholeNumberRange', { max, field: 'limit', min: '1' });
  return n;
}

export function registerMarketRoutes(app: FastifyInstance, markets: Markets): void {
  const { simulator } = markets;
  const one = (request: FastifyRequest): Market => {
    const fields = query(request);
    return marketOf(simulator, kind(fields, true) ?? 'spot', fields);
  };

  app.get(MARKET_PATHS.symbols, async (request, reply) => sendOk(reply, { symbols: simulator.list(kind(query(request), false)).map((m) => m.info) }));

  app.get(MARKET_PATHS.tickers, async (request, reply) => {
    const now = simulator.now;
    return sendOk(reply, { tickers: simulator.list(kind(query(request), false)).map((m) => m.ticker(now)) });
  });

  app.get(MARKET_PATHS.ticker, async (request, reply) => sendOk(reply, one(request).ticker(simulator.now)));

  app.get(MARKET_PATHS.depth, async (request, reply) => {
    const market = one(request);
    return sendOk(reply, { ...market.snapshot(limit(query(request), BOOK_DEPTH, BOOK_DEPTH)), ts: simulator.now });
  });

  app.get(MARKET_PATHS.trades, async (request, reply) => sendOk(reply, { trades: one(request).recentTrades(limit(query(request), 50, 200)) }));

  app.get(MARKET_PATHS.candles, async (request, reply) => {
    const market = one(request);
    const fields = query(request);
    if (!isCandleInterval(fields.interval)) throw new EnvelopeError(CODES.invalidParameter, 'field.notOneOf', { list: CANDLE_INTERVALS.join(' '), field: 'interval' });
    const endTime = fields.endTime === undefined || fields.endTime === '' ? undefined : Number(fields.endTime);
    if (endTime !== undefined && !(Number.isInteger(endTime) && endTime > 0)) throw new EnvelopeError(CODES.invalidParameter, 'field.notEpochMs', { field: 'endTime' });
    const candles = market.candles.list(fields.interval, limit(fields, 300, KEPT_CANDLES), endTime).map((c) => market.candle(c));
    return sendOk(reply, { interval: fields.interval, candles });
  });

  app.route({
    method: 'GET',
    url: MARKET_WS_PATH,
    handler: async () => {
      throw new EnvelopeError(CODES.invalidParameter, 'market.socketNeedsUpgrade', { path: MARKET_WS_PATH }, 426);
    },
    wsHandler: (socket, request) => {
      markets.stream.attach(socket as unknown as StreamSocket, request.gw.session?.token);
    },
  });
}
