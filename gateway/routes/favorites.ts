// The user's favourite markets (docs/protocol.md, Favourites): read, add, remove. Signed session
// calls under /v1/user/overview/ (mode 1); the paptrading header makes no difference, since demo
// and real share the list. A refused call changes nothing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FAVORITES, type MarketRef, marketKey, parseFavoriteList } from '../../src/core/markets/favorites';
import { FAVORITE_PATHS } from '../../src/core/markets/paths';
import { CODES } from '../../src/core/protocol/codes';
import { Favorites } from '../db/favorites';
import type { Db } from '../db/database';
import { EnvelopeError, sendOk } from '../http/envelope';
import { requireSession } from '../http/sessionHook';
import type { Simulator } from '../markets/simulator';

function requested(request: FastifyRequest): MarketRef[] {
  const list = parseFavoriteList(request.gw.fields.favorites);
  if (typeof list === 'string') {
    // A list too long for any account is refused as too many, not as malformed.
    const code = Array.isArray(request.gw.fields.favorites) && request.gw.fields.favorites.length > MAX_FAVORITES ? CODES.tooManyFavorites : CODES.invalidParameter;
    throw new EnvelopeError(code, 'request.invalid', { detail: list });
  }
  return list;
}

export function registerFavoriteRoutes(app: FastifyInstance, db: Db, simulator: Simulator): void {
  const favorites = new Favorites(db);
  const answer = (reply: FastifyReply, list: MarketRef[]) => sendOk(reply, { favorites: list });

  const list = async (request: FastifyRequest, reply: FastifyReply) => answer(reply, favorites.list(requireSession(request).userId));
  app.get(FAVORITE_PATHS.list, list);
  app.post(FAVORITE_PATHS.list, list);

  app.post(FAVORITE_PATHS.add, async (request, reply) => {
    const { userId } = requireSession(request);
    const refs = requested(request);
    const unknown = refs.find((r) => !simulator.market(r.market, r.symbol));
    if (unknown) throw new EnvelopeError(CODES.symbolUnknown, 'market.symbolUnknown', { symbol: unknown.symbol, market: unknown.market });
    const have = new Set(favorites.list(userId).map(marketKey));
    const total = have.size + refs.filter((r) => !have.has(marketKey(r))).length;
    if (total > MAX_FAVORITES) throw new EnvelopeError(CODES.tooManyFavorites, 'favorites.tooMany', { max: MAX_FAVORITES, total });
    return answer(reply, favorites.add(userId, refs));
  });

  // A market no longer listed can still be taken out: no symbol check here.
  app.post(FAVORITE_PATHS.remove, async (request, reply) => answer(reply, favorites.remove(requireSession(request).userId, requested(request))));
}
