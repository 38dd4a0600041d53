// Test control for margin (docs/testing.md): under /__gateway/margin/, registered only with test
// control and so behind its loopback check. A test checks balances and debts at the source, sets
// the daily rates and charges hours of interest without waiting for them.
import type { FastifyInstance } from 'fastify';
import { parseUnits } from '../../src/core/markets/decimal';
import { CODES } from '../../src/core/protocol/codes';
import { sendOk } from '../http/envelope';
import { ControlError } from '../control/controlError';
import { bodyFields } from '../http/fields';
import type { Markets } from '../markets/service';
import { allRates, RATE_DECIMALS } from './rates';
import { CROSS, isMarginCoin, scopeOfWallet, walletOf } from './scope';
import { accountsView, loanView } from './views';

const bad = (msg: string): ControlError => new ControlError(CODES.invalidParameter, msg, 400);
const MAX_ADVANCE_HOURS = 24 * 366;

export function registerMarginControl(app: FastifyInstance, markets: Markets): void {
  const { margin } = markets;

  // One user's margin accounts (real, or demo with demo=1): the views the calls answer, and each
  // wallet's balances and loans in units (1e-8) as stored.
  app.get('/__gateway/margin/accounts', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    if (typeof query.userId !== 'string' || !/^\d{1,20}$/.test(query.userId)) throw bad('userId must be a user id');
    const account = markets.account(query.userId, query.demo === '1');
    const wallets = [walletOf(CROSS), ...margin.store.isolatedWallets(account.id)];
    return sendOk(reply, {
      ...accountsView(margin, account),
      loans: margin.store.loans(account.id, 'all').map((l) => loanView(margin, l)),
      units: wallets.map((wallet) => ({
        wallet,
        holdings: margin.holdings(account.id, scopeOfWallet(markets.simulator, wallet)).map((h) => ({
          asset: h.asset, available: h.available.toString(), locked: h.locked.toString(), principal: h.principal.toString(), interest: h.interest.toString(),
        })),
      })),
    });
  });

  // {rates: {BTC: "0.001"}}: daily rates as fractions; the answer is every rate now.
  app.post('/__gateway/margin/rates', async (request, reply) => {
    const rates = bodyFields(request.body).rates;
    if (typeof rates !== 'object' || rates === null || Array.isArray(rates)) throw bad('rates must be an object of coin: daily rate');
    const parsed = Object.entries(rates as Record<string, unknown>).map(([asset, rate]) => {
      const units = parseUnits(rate, RATE_DECIMALS);
      if (!isMarginCoin(asset) || units === null) throw bad(`${asset.slice(0, 16)}: a margin coin and a daily rate with at most ${RATE_DECIMALS} decimals`);
      return [asset, units] as const;
    });
    for (const [asset, units] of parsed) margin.store.setRate(asset, units);
    return sendOk(reply, { rates: allRates(margin.store) });
  });

  // {hours}: the interest clock moves ahead and every loan is charged those hours now.
  app.post('/__gateway/margin/advance', async (request, reply) => {
    const hours = bodyFields(request.body).hours;
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > MAX_ADVANCE_HOURS) throw bad(`hours must be a whole number from 1 to ${MAX_ADVANCE_HOURS}`);
    margin.advance(hours);
    return sendOk(reply, { interestNow: margin.interestNow() });
  });
}
