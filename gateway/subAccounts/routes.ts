// Sub-account management by a signed-in main account (docs/protocol.md, Sub-accounts): create one
// under a virtual login name, freeze and unfreeze it (both under the account's second factor, as
// the security centre's changes), and move spot funds to and from it on the side (real or demo,
// by the paptrading header) of the call. Switching into one is gateway/routes/subAccounts.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import { CODES } from '../../src/core/protocol/codes';
import { MAX_SUB_ACCOUNTS, SUB_ACCOUNT_PATHS, SUB_NAME_PATTERN, TRANSFER_DIRECTIONS, virtualLoginName, type TransferDirection } from '../../src/core/subAccounts/subAccounts';
import type { GatewayContext } from '../context';
import type { UserRow } from '../db/users';
import { EnvelopeError, sendOk } from '../http/envelope';
import { USER_ID_RULE, text, type Fields, type TextRule } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import { positiveUnits } from '../markets/orderInput';
import type { Markets } from '../markets/service';
import { isDemo } from '../routes/orders';
import type { LoginThrottle } from '../routes/loginThrottle';
import { checkFactors, throttled } from '../security/secondFactor';
import { setFrozen, SubTransfers } from './store';

const NAME_RULE: TextRule = { max: 20, pattern: SUB_NAME_PATTERN, hint: 'field.subNameRule' };
const ASSET_RULE: TextRule = { max: 24, pattern: /^[A-Z0-9]{2,24}$/, hint: 'field.notCoin' };
const DIRECTION_RULE: TextRule = { max: 6, pattern: /^(toSub|toMain)$/, hint: 'field.notEither', hintValues: { first: 'toSub', second: 'toMain' } };
const FROZEN_RULE: TextRule = { max: 5, pattern: /^(true|false)$/, hint: 'field.notEither', hintValues: { first: 'true', second: 'false' } };

export const subAccountRow = (u: UserRow, currentId: string) => ({
  userId: u.id, loginName: u.login_name, userName: u.user_name, subAccount: u.parent_id !== null, current: u.id === currentId, frozen: u.frozen === 1,
});

export function registerSubAccountManagement(app: FastifyInstance, ctx: GatewayContext, markets: Markets, throttle: LoginThrottle): void {
  const transfers = new SubTransfers(ctx.db);
  const { store } = markets;
  /** The signed-in main account: a sub-account manages no sub-accounts. */
  const mainOf = (request: FastifyRequest): UserRow => {
    const user = ctx.users.byId(requireSession(request).userId);
    if (!user) throw new EnvelopeError(CODES.sessionInvalid, 'session.invalid');
    if (user.parent_id !== null) throw new EnvelopeError(CODES.subAccountMainOnly, 'subAccount.mainOnly');
    return user;
  };
  const subOf = (main: UserRow, fields: Fields, name = 'subUserId'): UserRow => {
    const id = text(fields, name, USER_ID_RULE);
    const sub = ctx.users.byId(id);
    if (!sub || sub.parent_id !== main.id) throw new EnvelopeError(CODES.subAccountNotFound, 'account.notSubAccount', { subUserId: id });
    return sub;
  };
  const guarded = (path: string, handler: Parameters<typeof throttled>[3]) => app.post(path, throttled(throttle, 'security', ctx, handler));

  guarded(SUB_ACCOUNT_PATHS.create, async (request, reply) => {
    const main = mainOf(request);
    const fields = request.gw.fields;
    const name = text(fields, 'subName', NAME_RULE);
    const loginName = virtualLoginName(name);
    if (ctx.users.byLoginName(loginName)) throw new EnvelopeError(CODES.subNameTaken, 'subAccount.nameTaken', { name });
    if (ctx.users.children(main.id).length >= MAX_SUB_ACCOUNTS) throw new EnvelopeError(CODES.subAccountLimit, 'subAccount.limit', { max: MAX_SUB_ACCOUNTS });
    const ids = checkFactors(ctx, main, fields, { purpose: 'security' });
    const now = ctx.clock.now();
    const sub = ctx.db.transaction(() => {
      ctx.codes.use(ids, now);
      return ctx.users.create({ loginName, userName: name, parentId: main.id }, now);
    })();
    return sendOk(reply, subAccountRow(sub, main.id));
  });

  guarded(SUB_ACCOUNT_PATHS.freeze, async (request, reply) => {
    const main = mainOf(request);
    const fields = request.gw.fields;
    const sub = subOf(main, fields);
    const frozen = text(fields, 'frozen', FROZEN_RULE) === 'true';
    const ids = checkFactors(ctx, main, fields, { purpose: 'security' });
    const now = ctx.clock.now();
    const ended = ctx.db.transaction(() => {
      ctx.codes.use(ids, now);
      return setFrozen(ctx.db, sub.id, frozen, now);
    })();
    const row = ctx.users.byId(sub.id) ?? sub;
    return sendOk(reply, { ...subAccountRow(row, main.id), sessionsEnded: ended });
  });

  app.post(SUB_ACCOUNT_PATHS.assets, async (request, reply) => {
    const main = mainOf(request);
    const sub = subOf(main, request.gw.fields);
    const demo = isDemo(request);
    return sendOk(reply, {
      demo,
      main: store.balances(markets.account(main.id, demo).id, 'spot'),
      sub: store.balances(markets.account(sub.id, demo).id, 'spot'),
    });
  });

  app.post(SUB_ACCOUNT_PATHS.transfer, async (request, reply) => {
    const main = mainOf(request);
    const fields = request.gw.fields;
    const sub = subOf(main, fields);
    const direction = text(fields, 'direction', DIRECTION_RULE) as TransferDirection;
    if (!TRANSFER_DIRECTIONS.includes(direction)) throw new EnvelopeError(CODES.invalidParameter, 'field.notEither', { field: 'direction', first: 'toSub', second: 'toMain' });
    const asset = text(fields, 'asset', ASSET_RULE);
    const amount = positiveUnits(fields, 'amount', ASSET_DECIMALS, CODES.amountInvalid, '0.00000001');
    if (direction === 'toSub' && sub.frozen) throw new EnvelopeError(CODES.subAccountFrozen, 'subAccount.frozen');
    const demo = isDemo(request);
    const mainAccount = markets.account(main.id, demo);
    const subAccount = markets.account(sub.id, demo);
    const [from, to] = direction === 'toSub' ? [mainAccount, subAccount] : [subAccount, mainAccount];
    const have = store.balance(from.id, 'spot', asset).available;
    if (amount > have) throw new EnvelopeError(CODES.insufficientBalance, 'subAccount.balanceShort', { asset, have: formatUnits(have, ASSET_DECIMALS) });
    store.transaction(() => {
      store.adjust(from.id, 'spot', asset, { kind: 'transfer' }, -amount);
      store.adjust(to.id, 'spot', asset, { kind: 'transfer' }, amount);
      transfers.record({ mainId: main.id, subId: sub.id, demo, direction, asset, amount }, ctx.clock.now());
    });
    markets.engine.notify(from, { wallets: ['spot'] });
    markets.engine.notify(to, { wallets: ['spot'] });
    return sendOk(reply, {
      demo,
      main: store.balances(mainAccount.id, 'spot'),
      sub: store.balances(subAccount.id, 'spot'),
    });
  });

  app.post(SUB_ACCOUNT_PATHS.transfers, async (request, reply) => {
    const main = mainOf(request);
    const fields = request.gw.fields;
    const subId = fields.subUserId === undefined || fields.subUserId === '' ? null : subOf(main, fields).id;
    return sendOk(reply, { transfers: transfers.list(main.id, isDemo(request), subId) });
  });
}
