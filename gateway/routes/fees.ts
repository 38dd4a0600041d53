// Fees and VIP tiers (docs/protocol.md): the public schedule, the signed user's own tier, volume and
// rates (for the account the call acts on: paptrading: 1 the demo one), and the fee-token switch.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FEE_PATHS } from '../../src/core/markets/paths';
import { CODES } from '../../src/core/protocol/codes';
import { HEADERS, PAPER_TRADING_ON } from '../../src/core/protocol/wire';
import { setFeeToken } from '../db/fees';
import { EnvelopeError, sendOk } from '../http/envelope';
import type { Fields } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import { myFees } from '../markets/fees';
import { FEE_SCHEDULE } from '../markets/feeSchedule';
import type { Markets } from '../markets/service';

const fieldsOf = (request: FastifyRequest): Fields => (request.method === 'GET' ? ((request.query ?? {}) as Fields) : request.gw.fields);

/** The switch as sent: a JSON boolean, or 1/0 as the settings flags are written. */
function switchOf(fields: Fields): boolean {
  const v = fields.open;
  if (v === true || v === 1 || v === '1') return true;
  if (v === false || v === 0 || v === '0') return false;
  throw new EnvelopeError(CODES.invalidParameter, 'field.notBoolean', { field: 'open' });
}

export function registerFeeRoutes(app: FastifyInstance, markets: Markets): void {
  const mine = async (request: FastifyRequest, reply: FastifyReply) => {
    const account = markets.account(requireSession(request).userId, request.headers[HEADERS.paperTrading] === PAPER_TRADING_ON);
    return sendOk(reply, myFees(markets.engine, account));
  };
  app.get(FEE_PATHS.schedule, async (_request, reply) => sendOk(reply, FEE_SCHEDULE));
  app.get(FEE_PATHS.mine, mine);
  app.post(FEE_PATHS.mine, mine);
  app.post(FEE_PATHS.feeToken, async (request, reply) => {
    const session = requireSession(request);
    setFeeToken(markets.store.db, session.userId, switchOf(fieldsOf(request)));
    return mine(request, reply);
  });
}
