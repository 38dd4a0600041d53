// A cold visit to a trading screen starts its market data from the entry, in parallel with the
// catalogue and the screen's code, so the first price never waits for them. The early readers
// hold the book, trades and ticker until the screen's own readers take over (or, on a phone tab
// that does not show them, a few seconds), so nothing is subscribed or fetched twice.
import { tradeRouteOf } from '../../core/markets/tradeRoute';
import { bookFrames, tradeFrames } from './bookFeed';
import { subscribePublic } from './feed';
import { loadSymbols } from './useSymbols';

const CHECK_EVERY_MS = 500;
const HOLD_AT_MOST_MS = 15_000;

/** The trading address's market list, asked for in parallel with the catalogue rather than after the first render. */
export function prefetchSymbols(pathname: string): void {
  const route = tradeRouteOf(pathname);
  if (route) loadSymbols(route.market).catch(() => undefined);
}

export function startMarketEarly(pathname: string): void {
  const route = tradeRouteOf(pathname);
  if (!route) return;
  const { market, symbol } = route;
  const stores = [bookFrames(market, symbol), tradeFrames(market, symbol)];
  const held = stores.map((store) => ({ store, off: store.subscribe(() => undefined) }));
  const offTicker = subscribePublic({ channel: 'ticker', market, symbol }, () => undefined);
  const startedAt = Date.now();
  const timer = setInterval(() => {
    const late = Date.now() - startedAt >= HOLD_AT_MOST_MS;
    for (const hold of held.splice(0)) {
      if (late || hold.store.readers() > 1) hold.off();
      else held.push(hold);
    }
    if (held.length > 0) return;
    clearInterval(timer);
    offTicker();
  }, CHECK_EVERY_MS);
}
