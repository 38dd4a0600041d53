// How close a margin account is to liquidation, from its margin level (docs/protocol.md, Margin
// trading): the screens colour and warn from this one rule. The gateway also sends its own `risk`;
// the worse of the two counts, so a level the client reads as dangerous is never shown as safe.
import { ASSET_DECIMALS, parseSignedUnits, parseUnits } from '../markets/decimal';
import { MARGIN_LEVEL_LIQUIDATION, MARGIN_LEVEL_WARNING, type MarginAccount, type MarginAccounts, type MarginRisk } from './wire';

const WARNING = parseUnits(MARGIN_LEVEL_WARNING, ASSET_DECIMALS) as bigint;
const LIQUIDATION = parseUnits(MARGIN_LEVEL_LIQUIDATION, ASSET_DECIMALS) as bigint;
const ORDER: readonly MarginRisk[] = ['safe', 'warning', 'liquidation'];

/** safe with no debt (null) or at 1.3 and above; warning under 1.3; liquidation at or under 1.1. */
export function riskOfLevel(level: string | null): MarginRisk {
  if (level === null) return 'safe';
  const units = parseUnits(level, ASSET_DECIMALS);
  if (units === null) return 'safe';
  if (units <= LIQUIDATION) return 'liquidation';
  return units < WARNING ? 'warning' : 'safe';
}

const worse = (a: MarginRisk, b: MarginRisk): MarginRisk => (ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b);

export function riskOf(account: MarginAccount): MarginRisk {
  return worse(account.risk, riskOfLevel(account.marginLevel));
}

export function allAccounts(accounts: MarginAccounts): readonly MarginAccount[] {
  return [accounts.cross, ...accounts.isolated];
}

/** The accounts a trader must be warned about, the most endangered first. */
export function accountsAtRisk(accounts: MarginAccounts): readonly MarginAccount[] {
  return allAccounts(accounts)
    .filter((a) => riskOf(a) !== 'safe')
    .sort((a, b) => ORDER.indexOf(riskOf(b)) - ORDER.indexOf(riskOf(a)));
}

const owes = (account: MarginAccount) => (parseUnits(account.totalDebt, ASSET_DECIMALS) ?? 0n) > 0n;

export function hasDebt(accounts: MarginAccounts): boolean {
  return allAccounts(accounts).some(owes);
}

/** The account a screen shows for a mode and pair: an isolated pair without an account is an empty one. */
export function accountFor(accounts: MarginAccounts, mode: MarginAccount['mode'], symbol: string): MarginAccount | null {
  return mode === 'cross' ? accounts.cross : accounts.isolated.find((a) => a.symbol === symbol) ?? null;
}

/** What every margin account is worth net of its debts, in USDT units (may be negative). */
export function netValue(accounts: MarginAccounts): bigint {
  return allAccounts(accounts).reduce((sum, a) => sum + (parseSignedUnits(a.netAsset, ASSET_DECIMALS) ?? 0n), 0n);
}
