// Test control for fees (docs/testing.md), under /__gateway/markets/ behind test control's loopback
// check: set an account's 30-day volume so a test reaches any tier, and read an account's fees and
// latest fills (fee, coin and rate) at the source.
import type { FastifyInstance } from 'fastify';
import { ASSET_DECIMALS, parseUnits } from '../../src/core/markets/decimal';
import { isMarketKind } from '../../src/core/markets/symbols';
import { CODES } from '../../src/core/protocol/codes';
import { setTradedVolume } from '../db/fees';
import { sendOk } from '../http/envelope';
import { ControlError } from '../control/controlError';
import { bodyFields, type Fields } from '../http/fields';
import { myFees } from './fees';
import type { Markets } from './service';
import { fillView } from './views';

const bad = (msg: string): ControlError => new ControlError(CODES.invalidParameter, msg, 400);

function accountOf(markets: Markets, fields: Fields) {
  if (typeof fields.userId !== 'string' || !/^\d{1,20}$/.test(fields.userId)) throw bad('userId must be a user id');
  return markets.account(fields.userId, fields.demo === true || fields.demo === '1');
}

export function registerFeeControl(app: FastifyInstance, markets: Markets): void {
  // {userId, demo, market: 'spot' | 'futures', volume: USDT decimal}: the account's 30-day volume of that kind from now on.
  app.post('/__gateway/markets/fee-volume', async (request, reply) => {
    const fields = bodyFields(request.body);
    const account = accountOf(markets, fields);
    if (!isMarketKind(fields.market)) throw bad("market must be 'spot' or 'futures'");
    const volume = parseUnits(fields.volume, ASSET_DECIMALS);
    if (volume === null) throw bad('volume must be a non-negative decimal');
    setTradedVolume(markets.store.db, account.id, fields.market, volume, markets.engine.now());
    return sendOk(reply, myFees(markets.engine, account));
  });

  // ?userId&demo=1&market&limit: the account's fees and its latest fills of that kind, newest first.
  app.get('/__gateway/markets/fee-account', async (request, reply) => {
    const fields = request.query as Fields;
    const account = accountOf(markets, fields);
    const kind = isMarketKind(fields.market) ? fields.market : 'spot';
    const fills = markets.store.fills(account.id, kind, Number(fields.limit) || 20).flatMap((row) => {
      const market = markets.simulator.market(row.market, row.symbol);
      return market ? [fillView(row, market)] : [];
    });
    return sendOk(reply, { fees: myFees(markets.engine, account), fills });
  });
}
