// The fee calls (docs/protocol.md, Fees and VIP tiers), checked at the edge. Which account the
// user's fees are of is the request layer's business: demo mode adds `paptrading: 1`.
import { api } from '../../api/api';
import type { FeeSchedule, MyFees } from '../../core/markets/feeTiers';
import { parseFeeSchedule, parseMyFees } from '../../core/markets/feeWire';
import { FEE_PATHS } from '../../core/markets/paths';
import type { Parse } from '../../core/markets/wireCheck';
import { MalformedAnswer } from '../markets/tradingApi';
import { readAnswer } from '../markets/wireLog';

function checked<T>(path: string, data: unknown, parse: Parse<T>): T {
  const value = readAnswer(path, (drops) => parse(data, drops));
  if (value === null) throw new MalformedAnswer(`malformed answer of ${path}`);
  return value;
}

/** The pages show their own failure with a retry: no toast. */
const SHOWN = { shownByCaller: true } as const;

export async function fetchFeeSchedule(): Promise<FeeSchedule> {
  return checked(FEE_PATHS.schedule, await api<unknown>(FEE_PATHS.schedule, {}, { method: 'GET', ...SHOWN }), parseFeeSchedule);
}

export async function fetchMyFees(): Promise<MyFees> {
  return checked(FEE_PATHS.mine, await api<unknown>(FEE_PATHS.mine, {}, SHOWN), parseMyFees);
}

/** Turns the fee-token discount on or off; the answer is the user's fees with the switch as saved. */
export async function saveFeeToken(open: boolean): Promise<MyFees> {
  return checked(FEE_PATHS.feeToken, await api<unknown>(FEE_PATHS.feeToken, { open }, SHOWN), parseMyFees);
}
