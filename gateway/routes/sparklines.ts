// Every market's price line of the last day in one answer (docs/protocol.md, Markets): the markets
// page draws one per row without a candles call per market.
import type { FastifyInstance } from 'fastify';
import { MARKET_PATHS } from '../../src/core/markets/paths';
import { SPARKLINE_INTERVAL, SPARKLINE_POINTS, type Sparkline } from '../../src/core/markets/sparkline';
import { isMarketKind } from '../../src/core/markets/symbols';
import { CODES } from '../../src/core/protocol/codes';
import { EnvelopeError, sendOk } from '../http/envelope';
import type { Fields } from '../http/fields';
import type { Simulator } from '../markets/simulator';

export function registerSparklineRoutes(app: FastifyInstance, simulator: Simulator): void {
  app.get(MARKET_PATHS.sparklines, async (request, reply) => {
    const { market } = (request.query ?? {}) as Fields;
    if (market !== undefined && !isMarketKind(market)) throw new EnvelopeError(CODES.invalidParameter, 'field.notEither', { field: 'market', first: 'spot', second: 'futures' });
    const sparklines = simulator.list(market).map((m): Sparkline => {
      const candles = m.candles.list(SPARKLINE_INTERVAL, SPARKLINE_POINTS);
      return { symbol: m.symbol, market: m.kind, start: candles[0]?.time ?? 0, closes: candles.map((c) => m.candle(c).close) };
    });
    return sendOk(reply, { interval: SPARKLINE_INTERVAL, sparklines });
  });
}
