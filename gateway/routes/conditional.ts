// Conditional-order calls of a signed-in session (mode 1, under /v1/user/overview/conditional/):
// place, edit, cancel, and the waiting and ended lists. As for orders, paptrading: 1 acts on the
// demo account and any other call on the real one (docs/protocol.md, Conditional orders).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRADING_PATHS } from '../../src/core/markets/paths';
import type { MarketKind } from '../../src/core/markets/symbols';
import { CODES } from '../../src/core/protocol/codes';
import { HEADERS, PAPER_TRADING_ON } from '../../src/core/protocol/wire';
import type { ConditionalRow } from '../db/conditionalOrders';
import type { AccountRef } from '../db/trading';
import { EnvelopeError, sendOk } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import type { Fields } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import { conditionalView, waitingOf } from '../markets/conditional';
import { parseConditional } from '../markets/conditionalInput';
import { marketKind, marketOf } from '../markets/orderInput';
import type { Markets } from '../markets/service';

const bad = (id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(CODES.invalidParameter, id, values);

function idOf(fields: Fields): number {
  const v = Number(fields.conditionalId);
  if (!(typeof fields.conditionalId === 'string' || typeof fields.conditionalId === 'number') || !Number.isSafeInteger(v) || v < 1) throw bad('field.required', { field: 'conditionalId' });
  return v;
}

function page(fields: Fields): { limit: number; before: number } {
  const limit = fields.limit === undefined || fields.limit === '' ? 50 : Number(fields.limit);
  const before = fields.before === undefined || fields.before === '' ? Number.MAX_SAFE_INTEGER : Number(fields.before);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw bad('field.wholeNumberRange', { field: 'limit', min: '1', max: '100' });
  if (!Number.isInteger(before) || before < 1) throw bad('field.notConditionalId', { field: 'before' });
  return { limit, before };
}

export function registerConditionalRoutes(app: FastifyInstance, markets: Markets): void {
  const { simulator, conditional } = markets;
  const isDemo = (request: FastifyRequest): boolean => request.headers[HEADERS.paperTrading] === PAPER_TRADING_ON;
  const accountOf = (request: FastifyRequest): AccountRef => markets.account(requireSession(request).userId, isDemo(request));
  const fieldsOf = (request: FastifyRequest): Fields => (request.method === 'GET' ? ((request.query ?? {}) as Fields) : request.gw.fields);
  const marketOfRow = (row: ConditionalRow) => {
    const market = simulator.market(row.market, row.symbol);
    if (!market) throw new Error(`conditional order of unknown market ${row.market} ${row.symbol}`);
    return market;
  };
  const view = (account: AccountRef) => (row: ConditionalRow) => conditionalView(row, marketOfRow(row), account.demo);
  const optionalMarket = (fields: Fields): MarketKind | undefined => (fields.market === undefined || fields.market === '' ? undefined : marketKind(fields.market));

  app.post(TRADING_PATHS.conditionalPlace, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const kind = marketKind(fields.market);
    const market = marketOf(simulator, kind, fields);
    return sendOk(reply, view(account)(conditional.place(account, market, parseConditional(kind, market, fields))));
  });

  app.post(TRADING_PATHS.conditionalEdit, async (request, reply) => {
    const account = accountOf(request);
    const row = waitingOf(conditional, account, idOf(request.gw.fields));
    return sendOk(reply, view(account)(conditional.edit(account, row, marketOfRow(row), request.gw.fields)));
  });

  app.post(TRADING_PATHS.conditionalCancel, async (request, reply) => {
    const account = accountOf(request);
    const row = waitingOf(conditional, account, idOf(request.gw.fields));
    return sendOk(reply, view(account)(conditional.cancel(account, row, marketOfRow(row))));
  });

  for (const [path, open] of [[TRADING_PATHS.conditionalOpen, true], [TRADING_PATHS.conditionalHistory, false]] as const) {
    const handler = async (request: FastifyRequest, reply: Parameters<typeof sendOk>[0]) => {
      const account = accountOf(request);
      const fields = fieldsOf(request);
      const { limit, before } = open ? { limit: 100, before: Number.MAX_SAFE_INTEGER } : page(fields);
      return sendOk(reply, { orders: conditional.store.list(account.id, optionalMarket(fields), open, limit, before).map(view(account)) });
    };
    app.post(path, handler);
    app.get(path, handler);
  }
}
