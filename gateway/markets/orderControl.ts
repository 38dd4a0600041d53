// Test control for orders and positions (docs/testing.md): what an account holds as the gateway
// sees it, by login name, so an end-to-end test checks an order at the source and not only on
// screen. Registered with test control only, behind its loopback check.
import type { FastifyInstance } from 'fastify';
import { CODES } from '../../src/core/protocol/codes';
import type { Users } from '../db/users';
import { sendOk } from '../http/envelope';
import { ControlError } from '../control/controlError';
import type { Markets } from './service';
import { orderView, positionView } from './views';

export function registerOrderControl(app: FastifyInstance, markets: Markets, users: Users): void {
  const { simulator, store } = markets;
  app.get('/__gateway/markets/trading', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const user = typeof query.loginName === 'string' ? users.byLoginName(query.loginName) : undefined;
    if (!user) throw new ControlError(CODES.invalidParameter, 'loginName must name a user', 400);
    const account = markets.account(user.id, query.demo === '1');
    const view = (kind: 'spot' | 'futures') => (rows: ReturnType<typeof store.openOrders>) => rows.flatMap((row) => {
      const market = simulator.market(kind, row.symbol);
      return market ? [orderView(row, market, account.demo)] : [];
    });
    return sendOk(reply, {
      orders: [...view('spot')(store.history(account.id, 'spot', undefined, 100, Number.MAX_SAFE_INTEGER)), ...view('spot')(store.openOrders(account.id, 'spot')),
        ...view('futures')(store.history(account.id, 'futures', undefined, 100, Number.MAX_SAFE_INTEGER)), ...view('futures')(store.openOrders(account.id, 'futures'))],
      positions: store.positions(account.id).flatMap((p) => {
        const market = simulator.market('futures', p.symbol);
        return market ? [positionView(p, market, store)] : [];
      }),
    });
  });
}
