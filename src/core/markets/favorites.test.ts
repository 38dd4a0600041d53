import { describe, expect, it } from 'vitest';
import { MAX_FAVORITES, type MarketRef, mergeFavorites, parseFavoriteList, readStoredFavorites, toggleFavorite } from './favorites';

const spot = (symbol: string): MarketRef => ({ market: 'spot', symbol });
const futures = (symbol: string): MarketRef => ({ market: 'futures', symbol });

describe('parseFavoriteList (the gateway’s check of a request)', () => {
  it('takes a list of references, dropping repeats', () => {
    expect(parseFavoriteList([spot('BTCUSDT'), futures('BTCUSDT'), { market: 'spot', symbol: 'BTCUSDT' }])).toEqual([spot('BTCUSDT'), futures('BTCUSDT')]);
    expect(parseFavoriteList([])).toEqual([]);
  });

  it('refuses the whole list with a reason for anything else', () => {
    expect(parseFavoriteList('BTCUSDT')).toMatch(/must be a list/);
    expect(parseFavoriteList({ market: 'spot', symbol: 'BTCUSDT' })).toMatch(/must be a list/);
    expect(parseFavoriteList([spot('BTCUSDT'), 'ETHUSDT'])).toMatch(/must be an object/);
    expect(parseFavoriteList([{ market: 'margin', symbol: 'BTCUSDT' }])).toMatch(/market must be/);
    expect(parseFavoriteList([{ market: 'spot', symbol: 'btc usdt' }])).toMatch(/symbol must be/);
    expect(parseFavoriteList([{ market: 'spot', symbol: 7 }])).toMatch(/symbol must be/);
    expect(parseFavoriteList(Array.from({ length: MAX_FAVORITES + 1 }, (_, i) => spot(`C${i}USDT`)))).toMatch(/at most 200/);
  });
});

describe('readStoredFavorites (local storage)', () => {
  it('keeps the good references of a damaged entry and reads anything else as none', () => {
    expect(readStoredFavorites([spot('ETHUSDT'), null, { market: 'spot' }, 'x', spot('ETHUSDT'), futures('SOLUSDT')])).toEqual([spot('ETHUSDT'), futures('SOLUSDT')]);
    expect(readStoredFavorites('{"not":"a list"}')).toEqual([]);
    expect(readStoredFavorites(undefined)).toEqual([]);
    expect(readStoredFavorites({ __proto__: { length: 3 } })).toEqual([]);
    expect(readStoredFavorites(Array.from({ length: 300 }, (_, i) => spot(`C${i}USDT`)))).toHaveLength(MAX_FAVORITES);
  });
});

describe('toggleFavorite', () => {
  it('adds at the end and takes out, telling spot and futures apart', () => {
    const one = toggleFavorite([], spot('BTCUSDT'));
    const two = toggleFavorite(one, futures('BTCUSDT'));
    expect(two).toEqual([spot('BTCUSDT'), futures('BTCUSDT')]);
    expect(toggleFavorite(two, spot('BTCUSDT'))).toEqual([futures('BTCUSDT')]);
  });
});

describe('mergeFavorites (at sign-in)', () => {
  it('keeps the account’s in order and adds the local ones it lacks', () => {
    const { merged, added } = mergeFavorites([spot('BTCUSDT'), futures('ETHUSDT')], [spot('SOLUSDT'), spot('BTCUSDT'), futures('BTCUSDT')]);
    expect(merged).toEqual([spot('BTCUSDT'), futures('ETHUSDT'), spot('SOLUSDT'), futures('BTCUSDT')]);
    expect(added).toEqual([spot('SOLUSDT'), futures('BTCUSDT')]);
  });

  it('adds nothing when the account has them all, and never pushes the account’s out at the limit', () => {
    expect(mergeFavorites([spot('BTCUSDT')], [spot('BTCUSDT')]).added).toEqual([]);
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => spot(`C${i}USDT`));
    const { merged, added } = mergeFavorites(full, [spot('NEWUSDT')]);
    expect(merged).toEqual(full);
    expect(added).toEqual([]);
  });
});
