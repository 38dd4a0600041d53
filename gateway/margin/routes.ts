// The margin calls (docs/protocol.md, Margin trading; src/core/margin/paths.ts): signed session
// calls, the demo account with paptrading: 1 as everywhere. Margin orders are never pushed on the
// account socket: the client polls margin/accounts and the order lists.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ASSET_DECIMALS, formatUnits } from '../../src/core/markets/decimal';
import { MARGIN_PATHS } from '../../src/core/margin/paths';
import { MARGIN_ACCOUNT_MODES, MARGIN_RECORD_KINDS, SIDE_EFFECTS, type MarginAccountMode } from '../../src/core/margin/wire';
import { CODES } from '../../src/core/protocol/codes';
import type { AccountRef } from '../db/trading';
import { EnvelopeError, sendOk } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import type { Fields } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import { choice, marketOf, parseOrder, positiveUnits, present } from '../markets/orderInput';
import type { Markets } from '../markets/service';
import { fieldsOf, isDemo, orderId, pageLimit } from '../routes/orders';
import { maxBorrowable, maxTransferable } from './arithmetic';
import { allRates, rateView } from './rates';
import { CROSS, isMarginPair, MARGIN_COINS, maxLeverage, walletOf, type MarginScope } from './scope';
import type { WalletFilter } from './store';
import { accountsView, accountView, loanView, marginOrderView, recordView } from './views';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
const refuse = (code: string, id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(code, id, values);
const RECORDS_DEFAULT_LIMIT = 20;

export function registerMarginRoutes(app: FastifyInstance, markets: Markets): void {
  const { simulator, margin, store } = markets;
  const accountOf = (request: FastifyRequest): AccountRef => markets.account(requireSession(request).userId, isDemo(request));
  const both = (path: string, handler: Handler) => {
    app.post(path, handler);
    app.get(path, handler);
  };

  /** The isolated account of `symbol`, open to margin (30001, 31004). */
  const isolated = (fields: Fields): Extract<MarginScope, { mode: 'isolated' }> => {
    const market = marketOf(simulator, 'spot', fields);
    if (!isMarginPair(market)) throw refuse(CODES.marginNotAvailable, 'margin.notOpen', { name: market.symbol });
    return { mode: 'isolated', market };
  };
  /** The account a call acts on: `mode`, and `symbol` for isolated only (00001 otherwise). */
  const scopeOf = (fields: Fields): MarginScope => {
    const mode = choice(fields, 'mode', MARGIN_ACCOUNT_MODES);
    if (mode === 'isolated') return isolated(fields);
    if (present(fields.symbol)) throw refuse(CODES.invalidParameter, 'margin.crossTakesNoSymbol');
    return CROSS;
  };
  /** Lists: no mode is every account; isolated with a symbol is that pair's account. */
  const walletsOf = (fields: Fields, symbolNamesAccount: boolean): WalletFilter => {
    if (!present(fields.mode)) return symbolNamesAccount && present(fields.symbol) ? { wallet: `margin:${isolated(fields).market.symbol}` } : 'all';
    const mode: MarginAccountMode = choice(fields, 'mode', MARGIN_ACCOUNT_MODES);
    if (mode === 'cross') {
      if (symbolNamesAccount && present(fields.symbol)) throw refuse(CODES.invalidParameter, 'margin.crossTakesNoSymbol');
      return { wallet: 'margin' };
    }
    return present(fields.symbol) ? { wallet: `margin:${isolated(fields).market.symbol}` } : { isolated: true };
  };
  const assetOf = (fields: Fields): string => {
    const v = fields.asset;
    if (typeof v !== 'string' || !/^[A-Za-z0-9]{1,16}$/.test(v.trim())) throw refuse(CODES.invalidParameter, 'field.notCoin', { field: 'asset' });
    return v.trim().toUpperCase();
  };
  const amountOf = (fields: Fields): bigint => positiveUnits(fields, 'amount', ASSET_DECIMALS, CODES.amountInvalid, '0.00000001');
  const orderSymbol = (fields: Fields): string | undefined => (present(fields.symbol) ? marketOf(simulator, 'spot', fields).symbol : undefined);
  /** An optional whole number: a time in ms (from, to) or a record id (before). */
  const whole = (fields: Fields, name: string, what: 'field.notTimeMs' | 'field.notRecordId'): number | undefined => {
    if (!present(fields[name])) return undefined;
    const v = Number(fields[name]);
    if (typeof fields[name] === 'boolean' || !Number.isSafeInteger(v) || v < 0) throw refuse(CODES.invalidParameter, what, { field: name });
    return v;
  };
  const orderView = (account: AccountRef) => (row: Parameters<typeof marginOrderView>[0]) => {
    const market = simulator.market('spot', row.symbol);
    if (!market) throw new Error(`unknown market ${row.symbol}`);
    return marginOrderView(row, market, account.demo);
  };

  both(MARGIN_PATHS.accounts, async (request, reply) => sendOk(reply, accountsView(margin, accountOf(request))));

  both(MARGIN_PATHS.rates, async (_request, reply) => sendOk(reply, {
    rates: allRates(margin.store),
    symbols: simulator.list('spot').filter(isMarginPair).map((m) => m.symbol),
  }));

  app.post(MARGIN_PATHS.transfer, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const direction = choice(fields, 'direction', ['in', 'out'] as const);
    const scope = scopeOf(fields);
    margin.transfer(account, scope, direction, assetOf(fields), amountOf(fields));
    return sendOk(reply, accountView(margin, account, scope));
  });

  both(MARGIN_PATHS.maxTransferable, async (request, reply) => {
    const account = accountOf(request);
    const fields = fieldsOf(request);
    const scope = scopeOf(fields);
    const asset = assetOf(fields);
    margin.checkCoin(scope, asset);
    const have = store.balance(account.id, walletOf(scope), asset).available;
    const max = maxTransferable(margin.totals(account.id, scope), maxLeverage(scope.mode), margin.price(asset), have);
    return sendOk(reply, { asset, max: formatUnits(max, ASSET_DECIMALS) });
  });

  both(MARGIN_PATHS.maxBorrowable, async (request, reply) => {
    const account = accountOf(request);
    const fields = fieldsOf(request);
    const scope = scopeOf(fields);
    const asset = assetOf(fields);
    margin.checkCoin(scope, asset);
    const max = maxBorrowable(margin.totals(account.id, scope), maxLeverage(scope.mode), margin.price(asset));
    const loan = margin.store.loan(account.id, walletOf(scope), asset);
    return sendOk(reply, { ...rateView(margin.store, asset), max: formatUnits(max, ASSET_DECIMALS), borrowed: formatUnits(BigInt(loan?.principal ?? '0'), ASSET_DECIMALS) });
  });

  app.post(MARGIN_PATHS.borrow, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const scope = scopeOf(fields);
    margin.borrow(account, scope, assetOf(fields), amountOf(fields));
    return sendOk(reply, accountView(margin, account, scope));
  });

  app.post(MARGIN_PATHS.repay, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const scope = scopeOf(fields);
    const all = fields.all === true;
    if (present(fields.all) && typeof fields.all !== 'boolean') throw refuse(CODES.invalidParameter, 'field.notBoolean', { field: 'all' });
    if (all && present(fields.amount)) throw refuse(CODES.invalidParameter, 'margin.amountOrAll');
    margin.repay(account, scope, assetOf(fields), all ? 'all' : amountOf(fields));
    return sendOk(reply, accountView(margin, account, scope));
  });

  app.post(MARGIN_PATHS.orderPlace, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const mode = choice(fields, 'mode', MARGIN_ACCOUNT_MODES);
    const sideEffect = present(fields.sideEffect) ? choice(fields, 'sideEffect', SIDE_EFFECTS) : 'normal';
    const input = parseOrder(simulator, 'spot', fields);
    const scope: MarginScope = mode === 'cross' ? CROSS : isolated(fields);
    return sendOk(reply, orderView(account)(margin.place(account, scope, input, sideEffect)));
  });

  app.post(MARGIN_PATHS.orderCancel, async (request, reply) => {
    const account = accountOf(request);
    return sendOk(reply, orderView(account)(margin.cancel(account, orderId(request.gw.fields))));
  });

  both(MARGIN_PATHS.openOrders, async (request, reply) => {
    const account = accountOf(request);
    const fields = fieldsOf(request);
    return sendOk(reply, { orders: margin.store.openOrders(account.id, walletsOf(fields, false), orderSymbol(fields)).map(orderView(account)) });
  });

  both(MARGIN_PATHS.orderHistory, async (request, reply) => {
    const account = accountOf(request);
    const fields = fieldsOf(request);
    const { limit, before } = pageLimit(fields);
    return sendOk(reply, { orders: margin.store.history(account.id, walletsOf(fields, false), orderSymbol(fields), limit, before).map(orderView(account)) });
  });

  both(MARGIN_PATHS.loans, async (request, reply) => {
    const account = accountOf(request);
    return sendOk(reply, { loans: margin.store.loans(account.id, walletsOf(fieldsOf(request), true)).map((l) => loanView(margin, l)) });
  });

  both(MARGIN_PATHS.records, async (request, reply) => {
    const account = accountOf(request);
    const fields = fieldsOf(request);
    const kind = present(fields.kind) ? choice(fields, 'kind', MARGIN_RECORD_KINDS) : undefined;
    const asset = present(fields.asset) ? assetOf(fields) : undefined;
    if (asset !== undefined && !MARGIN_COINS.includes(asset)) throw refuse(CODES.marginNotAvailable, 'margin.notOpen', { name: asset });
    const limit = present(fields.limit) ? Number(fields.limit) : RECORDS_DEFAULT_LIMIT;
    if (typeof fields.limit === 'boolean' || !Number.isInteger(limit) || limit < 1 || limit > 100) throw refuse(CODES.invalidParameter, 'field.wholeNumberRange', { field: 'limit', min: '1', max: '100' });
    const rows = margin.store.records(account.id, {
      wallets: walletsOf(fields, true), kind, asset, limit: limit + 1,
      from: whole(fields, 'from', 'field.notTimeMs'), to: whole(fields, 'to', 'field.notTimeMs'), before: whole(fields, 'before', 'field.notRecordId'),
    });
    return sendOk(reply, { records: rows.slice(0, limit).map(recordView), more: rows.length > limit });
  });
}
