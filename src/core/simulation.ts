// Section 2's table of paths where simulation (demo) trading stays active, and section 4's rules.
// Paths here are locale-free: strip the route locale first (routeLocale.ts).

export type PathMatch = 'exact' | 'prefix';

export interface SimulationPathRule {
  readonly path: string;
  readonly match: PathMatch;
}

const rows = (match: PathMatch, ...paths: string[]): SimulationPathRule[] => paths.map((path) => ({ path, match }));

export const SIMULATION_PATHS: readonly SimulationPathRule[] = [
  ...rows('exact', '/fee', '/vip/detail', '/vip/vipIntroduce'),
  ...rows('exact', '/asset', '/asset/spot', '/asset/margin', '/asset/futures'),
  ...rows('exact', '/subaccount/setting', '/modifyverification', '/download', '/proof-of-reserves', '/protection-fund'),
  ...rows('prefix', '/account/setting', '/account/newapi', '/account/sub-account'),
  ...rows('prefix', '/spot/', '/futures/', '/transac'),
  ...rows('prefix', '/order/marginOrderInfo', '/order/mcp'),
  ...rows('prefix', '/record/exchange', '/record/margin', '/record/mcp'),
  ...rows('prefix', '/subaccount/setting/antiphishing', '/devices', '/history', '/api'),
  ...rows('prefix', '/trade-spot', '/trade-margin', '/trade-swap', '/trade-info', '/trade-asset-order', '/trade-asset'),
];

function withoutQuery(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.startsWith('/') ? bare : `/${bare}`;
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * A prefix row matches the path itself and any sub-path, on segment boundaries: '/api' matches
 * '/api' and '/api/keys' but not '/apis'. A row written with a trailing slash ('/spot/') is
 * itself a path with an empty last segment, so the bare '/spot' (no symbol to trade) is outside it.
 */
export function rowMatches(rule: SimulationPathRule, path: string): boolean {
  const bare = withoutQuery(path);
  if (rule.match === 'prefix' && rule.path.endsWith('/')) return bare.startsWith(rule.path);
  const p = withoutTrailingSlash(bare);
  if (rule.match === 'exact') return p === rule.path;
  return p === rule.path || p.startsWith(`${rule.path}/`);
}

export function isSimulationPath(path: string): boolean {
  return SIMULATION_PATHS.some((rule) => rowMatches(rule, path));
}

export const SIMULATION_FLAG_KEY = 'simulated_trading';
export const SIMULATION_FLAG_ON = '1';

export function isSimulationFlag(raw: string | null): boolean {
  return raw === SIMULATION_FLAG_ON;
}

/**
 * Pages that never leave demo trading although section 2's table does not list them: signing in
 * and registering (demo trading needs an account, and the demo order form links there), the
 * root, which is the spot page itself, and the markets page (public prices, whose rows lead to
 * the demo trading screens; docs/decisions.md).
 */
const DEMO_NEUTRAL_PATHS: readonly SimulationPathRule[] = [{ path: '/', match: 'exact' }, { path: '/markets', match: 'exact' }, ...rows('prefix', '/login', '/register')];

/** Whether a tab in demo mode may stay on this path. */
export function isDemoReachable(path: string): boolean {
  return isSimulationPath(path) || DEMO_NEUTRAL_PATHS.some((rule) => rowMatches(rule, path));
}

export type SimulationReaction = { kind: 'none' } | { kind: 'reload' } | { kind: 'redirect-to-spot' };

/**
 * Section 4: what a tab does when it starts or its path changes while the mode may be on. The
 * redirect is never silent: the page says why and offers the way back to real trading.
 */
export function reactionToPath(simulationOn: boolean, path: string): SimulationReaction {
  return simulationOn && !isDemoReachable(path) ? { kind: 'redirect-to-spot' } : { kind: 'none' };
}

/** Section 4: what a tab does when another tab set or cleared the flag. */
export function reactionToFlagChange(nowOn: boolean, path: string): SimulationReaction {
  if (!nowOn) return { kind: 'reload' };
  return isDemoReachable(path) ? { kind: 'reload' } : { kind: 'redirect-to-spot' };
}

export const DEFAULT_SPOT_PATH = '/spot/BTCUSDT';
export const DEFAULT_FUTURES_PATH = '/futures/usdt/BTCUSDT';
