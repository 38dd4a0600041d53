// The conditional-order calls (docs/protocol.md, Conditional orders), each answer read through the
// record checks at the edge. Demo or real follows the request conventions (paptrading: 1).
import { api } from '../../api/api';
import type { ConditionalOrder } from '../../core/markets/conditional';
import { parseConditionalOrder, readConditionalOrders } from '../../core/markets/conditionalWire';
import { TRADING_PATHS } from '../../core/markets/paths';
import type { MarketKind } from '../../core/markets/symbols';
import { MalformedAnswer } from './tradingApi';
import { readAnswer } from './wireLog';

type Params = Parameters<typeof api>[1];
/** The form and the rows show their own failures: no toast. */
const FORM = { shownByCaller: true } as const;

async function record(path: string, params: Params): Promise<ConditionalOrder> {
  const data = await api<unknown>(path, params, FORM);
  const value = readAnswer(path, (drops) => parseConditionalOrder(data, drops));
  if (value === null) throw new MalformedAnswer(`malformed answer of ${path}`);
  return value;
}

export const placeConditional = (fields: Readonly<Record<string, string>>): Promise<ConditionalOrder> => record(TRADING_PATHS.conditionalPlace, fields);

export const editConditional = (conditionalId: string, fields: Readonly<Record<string, string>>): Promise<ConditionalOrder> =>
  record(TRADING_PATHS.conditionalEdit, { ...fields, conditionalId });

export const cancelConditional = (conditionalId: string): Promise<ConditionalOrder> => record(TRADING_PATHS.conditionalCancel, { conditionalId });

export async function fetchConditional(which: 'open' | 'history', market: MarketKind): Promise<ConditionalOrder[]> {
  const path = which === 'open' ? TRADING_PATHS.conditionalOpen : TRADING_PATHS.conditionalHistory;
  const data = await api<unknown>(path, { market });
  return readAnswer(path, (drops) => readConditionalOrders(data, drops));
}
