// The favourites calls (docs/protocol.md, Favourite markets), read at the edge with the client's
// record checks. Their failures are shown by the caller (a toast in the page's words).
import { api } from '../../api/api';
import { readFavorites } from '../../core/markets/answers';
import type { MarketRef } from '../../core/markets/favorites';
import { FAVORITE_PATHS } from '../../core/markets/paths';
import { MalformedAnswer } from './tradingApi';
import { readAnswer } from './wireLog';

async function call(path: string, refs?: readonly MarketRef[]): Promise<MarketRef[]> {
  const params = refs ? { favorites: refs.map((r) => ({ market: r.market, symbol: r.symbol })) } : {};
  const data = await api<unknown>(path, params, { shownByCaller: true, ...(refs ? { ignoreDuplicate: true } : {}) });
  const list = readAnswer(path, (drops) => readFavorites(data, drops));
  if (!list) throw new MalformedAnswer(`malformed answer of ${path}`);
  return list;
}

export const fetchFavorites = (): Promise<MarketRef[]> => call(FAVORITE_PATHS.list);
export const addFavorites = (refs: readonly MarketRef[]): Promise<MarketRef[]> => call(FAVORITE_PATHS.add, refs);
export const removeFavorites = (refs: readonly MarketRef[]): Promise<MarketRef[]> => call(FAVORITE_PATHS.remove, refs);
