// Test control for sub-accounts (docs/testing.md): under /__gateway/sub/, registered only with
// test control and so behind its loopback check. A new user's real wallet is empty; a test that
// moves real funds to a sub-account first credits the main account here.
import type { FastifyInstance } from 'fastify';
import { ASSET_DECIMALS, parseUnits } from '../../src/core/markets/decimal';
import { CODES } from '../../src/core/protocol/codes';
import { ControlError } from '../control/controlError';
import { sendOk } from '../http/envelope';
import { bodyFields } from '../http/fields';
import type { Markets } from '../markets/service';

const bad = (msg: string): ControlError => new ControlError(CODES.invalidParameter, msg, 400);

export function registerSubAccountControl(app: FastifyInstance, markets: Markets): void {
  /** `{userId, asset, amount, demo?}`: adds to the spot balance (an opening balance in the ledger). */
  app.post('/__gateway/sub/credit', async (request, reply) => {
    const fields = bodyFields(request.body);
    if (typeof fields.userId !== 'string' || !/^\d{1,20}$/.test(fields.userId)) throw bad('userId must be a user id');
    if (typeof fields.asset !== 'string' || !/^[A-Z0-9]{2,24}$/.test(fields.asset)) throw bad('asset must be a coin');
    const units = parseUnits(fields.amount, ASSET_DECIMALS);
    if (units === null || units <= 0n) throw bad('amount must be a positive decimal');
    const account = markets.account(fields.userId, fields.demo === true);
    markets.store.adjust(account.id, 'spot', fields.asset, { kind: 'opening_balance' }, units);
    markets.engine.notify(account, { wallets: ['spot'] });
    return sendOk(reply, { spot: markets.store.balances(account.id, 'spot') });
  });
}
