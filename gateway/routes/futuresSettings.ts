// Futures settings and funding calls of a signed-in session (docs/protocol.md, Futures settings
// and Funding): margin mode and leverage per perpetual, isolated margin, funding records. Like the
// order calls, paptrading: 1 acts on the demo account, anything else on the real one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ASSET_DECIMALS } from '../../src/core/markets/decimal';
import { TRADING_PATHS } from '../../src/core/markets/paths';
import { MARGIN_MODES, type MarginMode, type PositionSide } from '../../src/core/markets/trading';
import { CODES } from '../../src/core/protocol/codes';
import { HEADERS, PAPER_TRADING_ON } from '../../src/core/protocol/wire';
import { fundingRecords } from '../db/futuresSettings';
import type { AccountRef } from '../db/trading';
import { EnvelopeError, sendOk } from '../http/envelope';
import type { ServerMessageId, ServerMessageValues } from '../http/messages/catalogue';
import type { Fields } from '../http/fields';
import { requireSession } from '../http/sessionHook';
import { fundingView } from '../markets/funding';
import { openHold } from '../markets/futures';
import { changeMargin, setLeverage, setMarginMode, settingsView } from '../markets/marginMode';
import { marketOf, positiveUnits } from '../markets/orderInput';
import type { Markets } from '../markets/service';
import { positionView } from '../markets/views';

const bad = (id: ServerMessageId, values?: ServerMessageValues): EnvelopeError => new EnvelopeError(CODES.invalidParameter, id, values);
const fieldsOf = (request: FastifyRequest): Fields => (request.method === 'GET' ? ((request.query ?? {}) as Fields) : request.gw.fields);
const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

function posSideOf(fields: Fields): PositionSide {
  if (fields.posSide !== 'long' && fields.posSide !== 'short') throw bad('field.notEither', { field: 'posSide', first: 'long', second: 'short' });
  return fields.posSide;
}

function wholeIn(fields: Fields, name: string, low: number, high: number, code: string, symbol?: string): number {
  const v = Number(fields[name]);
  if (!(typeof fields[name] === 'string' || typeof fields[name] === 'number') || !Number.isInteger(v) || v < low || v > high) throw symbol ? new EnvelopeError(code, 'order.leverageRangeFor', { max: high, symbol }) : new EnvelopeError(code, 'field.wholeNumberRange', { field: name, min: low, max: high });
  return v;
}

export function registerFuturesSettingsRoutes(app: FastifyInstance, markets: Markets): void {
  const { simulator, store, engine } = markets;
  const accountOf = (request: FastifyRequest): AccountRef => markets.account(requireSession(request).userId, request.headers[HEADERS.paperTrading] === PAPER_TRADING_ON);
  const perpetual = (fields: Fields) => marketOf(simulator, 'futures', fields);

  const settings = async (request: FastifyRequest) => {
    const account = accountOf(request);
    return settingsView(store, account.id, perpetual(fieldsOf(request)).symbol);
  };
  app.get(TRADING_PATHS.futuresSettings, async (request, reply) => sendOk(reply, await settings(request)));
  app.post(TRADING_PATHS.futuresSettings, async (request, reply) => sendOk(reply, await settings(request)));

  app.post(TRADING_PATHS.futuresMarginMode, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const market = perpetual(fields);
    if (!MARGIN_MODES.includes(fields.marginMode as MarginMode)) throw bad('field.notEither', { field: 'marginMode', first: 'isolated', second: 'cross' });
    return sendOk(reply, setMarginMode(engine, account, market, fields.marginMode as MarginMode));
  });

  app.post(TRADING_PATHS.futuresLeverage, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const market = perpetual(fields);
    const leverage = wholeIn(fields, 'leverage', 1, market.params.maxLeverage, CODES.leverageInvalid, market.symbol);
    return sendOk(reply, setLeverage(engine, account, market, leverage, (cost, l) => openHold(engine, account.id, cost, l)));
  });

  app.post(TRADING_PATHS.positionMargin, async (request, reply) => {
    const account = accountOf(request);
    const fields = request.gw.fields;
    const market = perpetual(fields);
    const posSide = posSideOf(fields);
    if (fields.action !== 'add' && fields.action !== 'remove') throw bad('field.notEither', { field: 'action', first: 'add', second: 'remove' });
    const amount = positiveUnits(fields, 'amount', ASSET_DECIMALS, CODES.amountInvalid, '0.00000001');
    const row = changeMargin(engine, account, market, posSide, fields.action, amount);
    return sendOk(reply, positionView(row, market, store));
  });

  const funding = async (request: FastifyRequest) => {
    const account = accountOf(request);
    const fields = fieldsOf(request);
    const symbol = present(fields.symbol) ? perpetual(fields).symbol : undefined;
    const limit = present(fields.limit) ? wholeIn(fields, 'limit', 1, 100, CODES.invalidParameter) : 50;
    const before = present(fields.before) ? wholeIn(fields, 'before', 1, Number.MAX_SAFE_INTEGER, CODES.invalidParameter) : Number.MAX_SAFE_INTEGER;
    const records = fundingRecords(store, account.id, symbol, limit, before).flatMap((row) => {
      const market = simulator.market('futures', row.symbol);
      return market ? [fundingView(row, market)] : [];
    });
    return { records };
  };
  app.get(TRADING_PATHS.fundingRecords, async (request, reply) => sendOk(reply, await funding(request)));
  app.post(TRADING_PATHS.fundingRecords, async (request, reply) => sendOk(reply, await funding(request)));
}
