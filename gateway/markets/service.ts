// The markets of one gateway: the simulator, the trading store and engines, the stream. Built once
// by server.ts; the routes and test control reach it through the gateway context.
import type { Db } from '../db/database';
import type { Sessions } from '../db/sessions';
import { TradingStore, type AccountRef, type Seed } from '../db/trading';
import { MarginEngine } from '../margin/engine';
import type { Clock } from '../http/clock';
import { ConditionalOrders } from './conditional';
import type { AccountUpdate, EngineContext } from './engineContext';
import { futuresTickerFields, scheduleFunding } from './funding';
import { matchFutures } from './futures';
import { Simulator } from './simulator';
import { matchSpot } from './spot';
import { MarketStream, type StreamOptions } from './stream';
import { WsTokens } from './wsTokens';

/** A demo account's start, and what a demo reset gives back. */
export const DEMO_SEED: Seed = { spot: { USDT: '100000', USDC: '10000', BTC: '1' }, futures: { USDT: '100000' } };
/** The real accounts of the seeded users (gateway/db/seed.ts) start with modest balances; others start empty. */
export const SEEDED_REAL: Seed = { spot: { USDT: '2500', BTC: '0.02', ETH: '0.5' }, futures: { USDT: '1000' } };
const SEEDED_USER_IDS: ReadonlySet<string> = new Set(['10000001', '10000002', '10000003', '10000004', '10000005', '10000006', '10000007']);
const EMPTY: Seed = { spot: {}, futures: {} };

export interface MarketsOptions {
  /** Seed of the simulation (default 20240601); the same seed and start give the same markets. */
  readonly seed?: number;
  readonly tickMs?: number;
  readonly stream?: Partial<StreamOptions>;
}

export class Markets {
  readonly simulator: Simulator;
  readonly store: TradingStore;
  readonly tokens = new WsTokens();
  readonly stream: MarketStream;
  readonly engine: EngineContext;
  readonly conditional: ConditionalOrders;
  readonly margin: MarginEngine;

  constructor(db: Db, private readonly clock: Clock, sessions: Sessions, options: MarketsOptions = {}) {
    this.store = new TradingStore(db);
    this.simulator = new Simulator({ seed: options.seed ?? 20_240_601, start: clock.now(), ...(options.tickMs ? { tickMs: options.tickMs } : {}) });
    this.stream = new MarketStream({
      simulator: this.simulator, store: this.store, tokens: this.tokens, now: () => clock.now(),
      account: (userId, demo) => this.account(userId, demo),
      sessionLive: (token) => {
        const row = sessions.find(token);
        return row !== undefined && row.revoked_at === null && row.expires_at > clock.now();
      },
    }, { heartbeatMs: 15_000, idleMs: 40_000, ...options.stream });
    this.engine = {
      store: this.store, simulator: this.simulator, now: () => clock.now(),
      notify: (account: AccountRef, update: AccountUpdate) => this.stream.notify(account, update),
      afterSpotFill: (order, asset, received) => this.margin.afterFill(order, asset, received),
    };
    this.margin = new MarginEngine(this.engine, db);
    this.conditional = new ConditionalOrders(this.engine);
    this.simulator.onTick(() => {
      // With some thirty markets, asking each for its resting orders every tick cost more than moving them.
      const resting = this.store.restingMarkets();
      for (const market of this.simulator.list()) {
        if (market.kind === 'spot') {
          if (resting.has(`spot:${market.symbol}`)) matchSpot(this.engine, market);
        } else matchFutures(this.engine, market);
        this.conditional.check(market);
      }
      this.margin.tick();
    });
    scheduleFunding(this.engine);
    for (const market of this.simulator.list('futures')) market.tickerFields = (now) => futuresTickerFields(this.simulator, this.store, market, now);
    // The market runs on real elapsed time from the start: a test that skews the gateway's clock
    // (to exercise request signing) must not freeze the market when the skew is taken back.
    const origin = clock.now();
    const startedAt = performance.now();
    this.simulator.start(() => origin + Math.floor(performance.now() - startedAt));
  }

  account(userId: string, demo: boolean): AccountRef {
    return this.store.account(userId, demo, this.seedFor(userId, demo), this.clock.now());
  }

  seedFor(userId: string, demo: boolean): Seed {
    if (demo) return DEMO_SEED;
    return SEEDED_USER_IDS.has(userId) ? SEEDED_REAL : EMPTY;
  }

  /** Test-control reset: the simulator runs again and every market opens. */
  resetMemory(): void {
    this.simulator.paused = false;
    for (const market of this.simulator.list()) market.halted = false;
  }

  close(): void {
    this.simulator.stop();
    this.stream.close();
  }
}
