// The closing calls beside futures/position/close (docs/protocol.md, Closing positions): close
// every position of the account, and reverse one. Demo or real by the paptrading header, as every
// trading call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRADING_PATHS } from '../../src/core/markets/paths';
import { CODES } from '../../src/core/protocol/codes';
import { HEADERS, PAPER_TRADING_ON } from '../../src/core/protocol/wire';
import { EnvelopeError, sendOk } from '../http/envelope';
import { requireSession } from '../http/sessionHook';
import { closeAllPositions, reversePosition } from '../markets/closing';
import { marketOf } from '../markets/orderInput';
import type { Markets } from '../markets/service';
import { orderView } from '../markets/views';

export function registerClosingRoutes(app: FastifyInstance, markets: Markets): void {
  const { simulator, engine } = markets;
  const accountOf = (request: FastifyRequest) => markets.account(requireSession(request).userId, request.headers[HEADERS.paperTrading] === PAPER_TRADING_ON);

  app.post(TRADING_PATHS.positionsCloseAll, async (request, reply) => {
    const account = accountOf(request);
    const orders = closeAllPositions(engine, simulator, account);
    return sendOk(reply, { orders: orders.flatMap((o) => {
      const market = simulator.market('futures', o.symbol);
      return market ? [orderView(o, market, account.demo)] : [];
    }) });
  });

  app.post(TRADING_PATHS.positionReverse, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const market = marketOf(simulator, 'futures', fields);
    if (fields.posSide !== 'long' && fields.posSide !== 'short') throw new EnvelopeError(CODES.invalidParameter, 'field.notEither', { field: 'posSide', first: 'long', second: 'short' });
    const { closed, opened } = reversePosition(engine, account, market, fields.posSide);
    return sendOk(reply, { closed: orderView(closed, market, account.demo), opened: orderView(opened, market, account.demo) });
  });
}
