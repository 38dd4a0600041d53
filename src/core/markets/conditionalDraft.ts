// What the conditional-order fields hold, turned into the fields of a conditional/place call or the
// reasons it cannot be sent: the gateway's own rules (gateway/markets/conditionalInput.ts, with
// triggers.ts), so the form names a problem beside its field before a request could meet 30041-30043.
import type { ConditionalKind, TriggerBy } from './conditional';
import { parseUnits } from './decimal';
import type { MarketKind, SymbolInfo } from './symbols';
import type { OrderSide, TradeSide } from './trading';
import { activationOnWrongSide, callbackBps, ocoInconsistent, stopOnWrongSide, tpslInconsistent } from './triggers';

export type ConditionalField = 'triggerPrice' | 'price' | 'stopPrice' | 'takeProfit' | 'stopLoss' | 'callbackRate' | 'activationPrice' | 'amount';

/** The fields each kind shows, in the order the form shows them. */
export const FIELDS_OF: Readonly<Record<ConditionalKind, readonly ConditionalField[]>> = {
  stop_limit: ['triggerPrice', 'price', 'amount'],
  stop_market: ['triggerPrice', 'amount'],
  trailing_stop: ['callbackRate', 'activationPrice', 'amount'],
  oco: ['price', 'triggerPrice', 'stopPrice', 'amount'],
  tpsl: ['takeProfit', 'stopLoss', 'amount'],
};

export type ConditionalReason = 'required' | 'invalid' | 'tooPrecise' | 'notPositive' | 'belowMinAmount' | 'wrongSide' | 'callbackRange' | 'inconsistent';

export interface ConditionalProblem {
  readonly field: ConditionalField;
  readonly reason: ConditionalReason;
}

export interface ConditionalDraft {
  readonly market: MarketKind;
  readonly symbol: SymbolInfo;
  readonly kind: ConditionalKind;
  readonly side: OrderSide;
  readonly tradeSide: TradeSide | null;
  readonly triggerBy: TriggerBy;
  /** Canonical decimals or '' (or the raw text, which the check reports). */
  readonly values: Readonly<Partial<Record<ConditionalField, string>>>;
  /** The last and mark prices now, when known: the side checks wait for them. */
  readonly last: string | null;
  readonly mark: string | null;
}

export type ConditionalCheck =
  | { readonly ok: true; readonly fields: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly problems: readonly ConditionalProblem[] };

const OPTIONAL: readonly ConditionalField[] = ['activationPrice', 'takeProfit', 'stopLoss'];

export function checkConditionalDraft(d: ConditionalDraft): ConditionalCheck {
  const problems: ConditionalProblem[] = [];
  const units = new Map<ConditionalField, bigint>();
  const { pricePrecision, amountPrecision } = d.symbol;
  for (const field of FIELDS_OF[d.kind]) {
    const text = (d.values[field] ?? '').trim();
    if (text === '') {
      if (!OPTIONAL.includes(field)) problems.push({ field, reason: 'required' });
      continue;
    }
    if (field === 'callbackRate') {
      if (callbackBps(text) === null) problems.push({ field, reason: 'callbackRange' });
      continue;
    }
    const decimals = field === 'amount' ? amountPrecision : pricePrecision;
    const value = parseUnits(text, decimals);
    if (value === null) problems.push({ field, reason: parseUnits(text, 30) === null ? 'invalid' : 'tooPrecise' });
    else if (value <= 0n) problems.push({ field, reason: 'notPositive' });
    else if (field === 'amount' && value < (parseUnits(d.symbol.minAmount, amountPrecision) ?? 0n)) problems.push({ field, reason: 'belowMinAmount' });
    else units.set(field, value);
  }
  if (d.kind === 'tpsl' && !(d.values.takeProfit ?? '').trim() && !(d.values.stopLoss ?? '').trim()) problems.push({ field: 'stopLoss', reason: 'required' });
  const tick = (text: string | null) => (text === null ? null : parseUnits(text, pricePrecision));
  const reference = tick(d.triggerBy === 'mark' ? d.mark : d.last);
  const last = tick(d.last);
  const at = (field: ConditionalField) => units.get(field) ?? null;
  if (problems.length === 0 && reference !== null && last !== null) {
    const trigger = at('triggerPrice');
    if ((d.kind === 'stop_limit' || d.kind === 'stop_market') && trigger !== null && stopOnWrongSide(d.side, trigger, reference)) problems.push({ field: 'triggerPrice', reason: 'wrongSide' });
    const activation = at('activationPrice');
    if (d.kind === 'trailing_stop' && activation !== null && activationOnWrongSide(d.side, activation, reference)) problems.push({ field: 'activationPrice', reason: 'wrongSide' });
    if (d.kind === 'oco' && ocoInconsistent(d.side, at('price') ?? 0n, trigger ?? 0n, last)) problems.push({ field: 'triggerPrice', reason: 'inconsistent' });
    if (d.kind === 'tpsl' && tpslInconsistent(at('takeProfit'), at('stopLoss'), last)) problems.push({ field: 'stopLoss', reason: 'inconsistent' });
  }
  if (problems.length > 0) return { ok: false, problems };
  const fields: Record<string, string> = { market: d.market, symbol: d.symbol.symbol, kind: d.kind, side: d.side };
  if (d.tradeSide) fields.tradeSide = d.tradeSide;
  if (d.market === 'futures') fields.triggerBy = d.triggerBy;
  for (const field of FIELDS_OF[d.kind]) {
    const text = (d.values[field] ?? '').trim();
    if (text !== '') fields[field] = text;
  }
  return { ok: true, fields };
}
