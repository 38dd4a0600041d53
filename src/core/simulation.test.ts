import { describe, expect, it } from 'vitest';
import { SIMULATION_PATHS, isSimulationPath, reactionToFlagChange, reactionToPath, rowMatches } from './simulation';

// One case per row of section 2's table: the row itself, a sub-path, and a near miss.
const cases: Array<[path: string, match: 'exact' | 'prefix', itself: string, sub: string, miss: string]> = [
  ['/fee', 'exact', '/fee', '/fee/x', '/fees'],
  ['/vip/detail', 'exact', '/vip/detail', '/vip/detail/1', '/vip'],
  ['/vip/vipIntroduce', 'exact', '/vip/vipIntroduce', '/vip/vipIntroduce/x', '/vip/vipintroduce'],
  ['/asset', 'exact', '/asset', '/asset/overview', '/assets'],
  ['/asset/spot', 'exact', '/asset/spot', '/asset/spot/BTC', '/asset/spots'],
  ['/asset/margin', 'exact', '/asset/margin', '/asset/margin/x', '/asset/marginx'],
  ['/asset/futures', 'exact', '/asset/futures', '/asset/futures/x', '/asset/future'],
  ['/subaccount/setting', 'exact', '/subaccount/setting', '/subaccount/setting/x', '/subaccount'],
  ['/modifyverification', 'exact', '/modifyverification', '/modifyverification/x', '/modify'],
  ['/download', 'exact', '/download', '/download/app', '/downloads'],
  ['/proof-of-reserves', 'exact', '/proof-of-reserves', '/proof-of-reserves/x', '/proof'],
  ['/protection-fund', 'exact', '/protection-fund', '/protection-fund/x', '/protection'],
  ['/account/setting', 'prefix', '/account/setting', '/account/setting/security', '/account/settings'],
  ['/account/newapi', 'prefix', '/account/newapi', '/account/newapi/1', '/account/new'],
  ['/account/sub-account', 'prefix', '/account/sub-account', '/account/sub-account/2', '/account/sub'],
  ['/spot/', 'prefix', '/spot/', '/spot/BTCUSDT', '/spotlight'],
  ['/futures/', 'prefix', '/futures/', '/futures/usdt/BTCUSDT', '/futuresx'],
  ['/transac', 'prefix', '/transac', '/transac/history', '/transactions'],
  ['/order/marginOrderInfo', 'prefix', '/order/marginOrderInfo', '/order/marginOrderInfo/1', '/order/margin'],
  ['/order/mcp', 'prefix', '/order/mcp', '/order/mcp/1', '/order/mcpx'],
  ['/record/exchange', 'prefix', '/record/exchange', '/record/exchange/1', '/record'],
  ['/record/margin', 'prefix', '/record/margin', '/record/margin/1', '/record/marginal'],
  ['/record/mcp', 'prefix', '/record/mcp', '/record/mcp/1', '/record/mc'],
  ['/subaccount/setting/antiphishing', 'prefix', '/subaccount/setting/antiphishing', '/subaccount/setting/antiphishing/edit', '/subaccount/setting/anti'],
  ['/devices', 'prefix', '/devices', '/devices/1', '/device'],
  ['/history', 'prefix', '/history', '/history/orders', '/historyx'],
  ['/api', 'prefix', '/api', '/api/keys', '/apis'],
  ['/trade-spot', 'prefix', '/trade-spot', '/trade-spot/BTCUSDT', '/trade-spots'],
  ['/trade-margin', 'prefix', '/trade-margin', '/trade-margin/BTCUSDT', '/trade-marginx'],
  ['/trade-swap', 'prefix', '/trade-swap', '/trade-swap/BTCUSDT', '/trade-swapx'],
  ['/trade-info', 'prefix', '/trade-info', '/trade-info/x', '/trade-infos'],
  ['/trade-asset-order', 'prefix', '/trade-asset-order', '/trade-asset-order/x', '/trade-asset-orders'],
  ['/trade-asset', 'prefix', '/trade-asset', '/trade-asset/x', '/trade-assets'],
];

describe('the simulation path table', () => {
  it('has exactly the rows of section 2', () => {
    expect(SIMULATION_PATHS.map((r) => [r.path, r.match])).toEqual(cases.map(([path, match]) => [path, match]));
  });

  describe.each(cases)('row %s (%s)', (path, match, itself, sub, miss) => {
    const rule = { path, match };
    it('matches itself', () => expect(rowMatches(rule, itself)).toBe(true));
    it(match === 'exact' ? 'does not match a sub-path' : 'matches a sub-path', () => expect(rowMatches(rule, sub)).toBe(match === 'prefix'));
    it('does not match a near miss', () => expect(rowMatches(rule, miss)).toBe(false));
    it('ignores a query and a trailing slash', () => expect(rowMatches(rule, `${itself}?x=1`)).toBe(true));
  });

  it('is not active on the bare /spot or on unrelated pages', () => {
    expect(isSimulationPath('/spot')).toBe(false);
    expect(isSimulationPath('/_app')).toBe(false);
    expect(isSimulationPath('/research')).toBe(false);
  });
});

describe('section 4 transitions', () => {
  it('redirects to spot when on and the path is not allowed', () => {
    expect(reactionToPath(true, '/research').kind).toBe('redirect-to-spot');
    expect(reactionToPath(true, '/spot/ETHUSDT').kind).toBe('none');
    expect(reactionToPath(false, '/research').kind).toBe('none');
  });

  it('keeps signing in and registering reachable in demo mode, without opening other pages', () => {
    for (const path of ['/login', '/login?redirect=%2Fspot%2FBTCUSDT', '/register', '/register/', '/']) {
      expect(reactionToPath(true, path).kind, path).toBe('none');
      expect(reactionToFlagChange(true, path).kind, path).toBe('reload');
    }
    for (const path of ['/loginx', '/research', '/_app', '/register-now']) expect(reactionToPath(true, path).kind, path).toBe('redirect-to-spot');
  });

  it('keeps the markets page reachable in demo mode, not paths under it', () => {
    for (const path of ['/markets', '/markets/', '/markets?q=eth']) expect(reactionToPath(true, path).kind, path).toBe('none');
    expect(reactionToPath(true, '/markets/BTCUSDT').kind).toBe('redirect-to-spot');
  });

  it('reacts to another tab: set on an allowed path reloads, elsewhere redirects; cleared reloads', () => {
    expect(reactionToFlagChange(true, '/futures/usdt/BTCUSDT').kind).toBe('reload');
    expect(reactionToFlagChange(true, '/_app').kind).toBe('redirect-to-spot');
    expect(reactionToFlagChange(false, '/_app').kind).toBe('reload');
    expect(reactionToFlagChange(false, '/spot/BTCUSDT').kind).toBe('reload');
  });
});
