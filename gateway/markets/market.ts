// One market (a spot pair or a perpetual): its book, trades, candles and ticker. The simulator
// moves it; the order engine takes liquidity from it; the stream publishes what changed.
import { formatUnits, pow10 } from '../../src/core/markets/decimal';
import type { CandleInterval } from '../../src/core/markets/intervals';
import type { BookLevel, BookSnapshot, Candle, Ticker, Trade } from '../../src/core/markets/messages';
import type { MarketKind, SymbolInfo } from '../../src/core/markets/symbols';
import { symbolInfo, type MarketParams } from './catalogue';
import { BOOK_DEPTH, SimBook, type BookFill, type RawLevels } from './book';
import { CandleBook, type RawCandle } from './candles';
import type { HistoryStep } from './history';
import { MeanReverting } from './priceProcess';
import type { Random } from './random';

const RECENT_TRADES = 200;

export interface RawTrade {
  readonly id: number;
  readonly tick: number;
  readonly lots: number;
  readonly side: 'buy' | 'sell';
  readonly time: number;
}

/** What changed since the last flush, for the stream. */
export interface MarketChanges {
  readonly book: { readonly seq: number; readonly prevSeq: number; readonly bids: RawLevels; readonly asks: RawLevels } | null;
  readonly trades: readonly RawTrade[];
  readonly candles: readonly CandleInterval[];
}

export class Market {
  readonly book: SimBook;
  readonly candles = new CandleBook();
  readonly symbol: string;
  readonly kind: MarketKind;
  halted = false;
  /** More ticker fields, set by the owner (the perpetuals' funding, index and open interest). */
  tickerFields: ((now: number) => Partial<Ticker>) | null = null;
  private readonly spreadBps: MeanReverting;
  private readonly trades: RawTrade[] = [];
  private pending: RawTrade[] = [];
  private nextTradeId = 1;
  private seq = 0;
  private skipNext = false;
  private midTick = 0;
  private lastReturn = 0;
  private time = 0;
  private readonly tickSize: number;

  constructor(readonly params: MarketParams, private readonly random: Random) {
    this.symbol = params.symbol;
    this.kind = params.kind;
    this.tickSize = 10 ** -params.pricePrecision;
    this.book = new SimBook(random);
    this.spreadBps = new MeanReverting(params.spreadBps, params.spreadBps, 30_000, params.spreadBps * 0.4, random);
  }

  get info(): SymbolInfo {
    return symbolInfo(this.params, this.halted);
  }

  get scales(): { readonly pricePrecision: number; readonly amountPrecision: number } {
    return this.params;
  }

  /** The mark price: the book's mid, in ticks. */
  get mark(): number {
    return this.midTick;
  }

  get sequence(): number {
    return this.seq;
  }

  /** Back-fills candles from generated history (prices scaled by `factor`, volume by `volumeFactor`). */
  loadHistory(steps: readonly HistoryStep[], factor: number, volumeFactor: number): void {
    for (const s of steps) {
      const open = this.toTick(s.open * factor);
      const close = this.toTick(s.close * factor);
      const lots = Math.max(0, Math.round(s.volume * volumeFactor * Number(pow10(this.params.amountPrecision))));
      this.candles.addStep(s.time, s.stepMs, {
        open, close, high: Math.max(open, close, this.toTick(s.high * factor)), low: Math.min(open, close, this.toTick(s.low * factor)),
        volume: lots, quote: BigInt(Math.round((open + close) / 2)) * BigInt(lots),
      });
    }
  }

  /** One simulation step: makers requote around `mid`, simulated takers trade. */
  step(time: number, dtMs: number, mid: number, simulateTakers: boolean): void {
    const previous = this.midTick;
    this.time = time;
    this.quoteAround(mid, this.spreadBps.step(dtMs));
    if (previous > 0) this.lastReturn = (this.midTick - previous) / previous;
    this.candles.roll(time);
    if (!simulateTakers || this.halted) return;
    if (this.random.next() < 1 - Math.exp((-this.params.tradesPerSecond * dtMs) / 1000)) {
      // Takers lean with the last move, as momentum traders do.
      const side = this.random.next() < 0.5 + Math.max(-0.2, Math.min(0.2, this.lastReturn * 2_000)) ? 'buy' : 'sell';
      const lots = Math.max(1, Math.round(this.params.tradeSize * this.random.lognormal(0.9) * Number(pow10(this.params.amountPrecision))));
      this.take(side, lots, time);
    }
  }

  /** Moves the market to a price at once (test control): requotes around it and prints a trade there. */
  pin(price: number, time: number): void {
    const tick = this.toTick(price);
    this.time = time;
    this.quoteAround(tick * this.tickSize, this.spreadBps.current);
    this.midTick = tick;
    this.print({ id: this.nextTradeId++, tick, lots: 1, side: 'buy', time });
  }

  /** Takes liquidity (a simulated taker or a user's order) and prints the trades. */
  take(side: 'buy' | 'sell', lots: number, time: number, limitTick?: number, budget?: Parameters<SimBook['take']>[3]): BookFill[] {
    const fills = this.book.take(side, lots, limitTick, budget);
    for (const f of fills) this.print({ id: this.nextTradeId++, tick: f.tick, lots: f.lots, side, time });
    return fills;
  }

  /** The next published book update is computed but not sent (test control: prove gap recovery). */
  skipNextUpdate(): void {
    this.skipNext = true;
  }

  flush(): MarketChanges {
    const trades = this.pending;
    this.pending = [];
    const changes = this.book.takeChanges();
    let book: MarketChanges['book'] = null;
    if (changes) {
      const prevSeq = this.seq;
      this.seq += 1;
      if (this.skipNext) this.skipNext = false;
      else book = { seq: this.seq, prevSeq, ...changes };
    }
    return { book, trades, candles: this.candles.takeChanged() };
  }

  // --- formatting for REST and the stream ---

  price(tick: number): string {
    return formatUnits(BigInt(tick), this.params.pricePrecision);
  }

  amount(lots: number): string {
    return formatUnits(BigInt(lots), this.params.amountPrecision);
  }

  levels(raw: RawLevels): BookLevel[] {
    return raw.map(([t, l]) => [this.price(t), this.amount(l)] as const);
  }

  snapshot(limit = BOOK_DEPTH): BookSnapshot {
    const { bids, asks } = this.book.levels(limit);
    return { seq: this.seq, ts: this.time, bids: this.levels(bids), asks: this.levels(asks) };
  }

  trade(t: RawTrade): Trade {
    return { tradeId: String(t.id), price: this.price(t.tick), amount: this.amount(t.lots), side: t.side, time: t.time };
  }

  recentTrades(limit: number): Trade[] {
    return this.trades.slice(-limit).reverse().map((t) => this.trade(t));
  }

  candle(c: RawCandle): Candle {
    return {
      time: c.time, open: this.price(c.open), high: this.price(c.high), low: this.price(c.low), close: this.price(c.close),
      volume: this.amount(c.volume), quoteVolume: formatUnits(c.quote, this.params.pricePrecision + this.params.amountPrecision),
    };
  }

  ticker(now: number): Ticker {
    const day = this.candles.dayStats();
    const last = this.candles.last;
    const change = day.open > 0 ? Math.round(((last - day.open) / day.open) * 10_000) : 0;
    return {
      symbol: this.symbol, market: this.kind, last: this.price(last), open24h: this.price(day.open), high24h: this.price(day.high), low24h: this.price(day.low),
      change24h: formatUnits(BigInt(change), 2), volume24h: this.amount(day.volume),
      quoteVolume24h: formatUnits(day.quote, this.params.pricePrecision + this.params.amountPrecision),
      bestBid: this.price(this.book.bids[0]?.tick ?? 0), bestBidSize: this.amount(this.book.bids[0]?.lots ?? 0),
      bestAsk: this.price(this.book.asks[0]?.tick ?? 0), bestAskSize: this.amount(this.book.asks[0]?.lots ?? 0),
      markPrice: this.price(this.midTick), ts: now, ...this.tickerFields?.(now),
    };
  }

  private toTick(price: number): number {
    return Math.max(1, Math.round(price / this.tickSize));
  }

  private quoteAround(mid: number, spreadBps: number): void {
    const half = (mid * Math.max(0, spreadBps)) / 20_000;
    const bid = Math.max(1, Math.floor((mid - half) / this.tickSize));
    const ask = Math.max(bid + 1, Math.ceil((mid + half) / this.tickSize));
    this.midTick = Math.round((bid + ask) / 2);
    const stepTicks = Math.max(1, Math.round((mid * 0.00005) / this.tickSize));
    this.book.requote(bid, ask, { stepTicks, levelLots: Math.max(1, Math.round(this.params.levelSize * Number(pow10(this.params.amountPrecision)))) });
  }

  private print(t: RawTrade): void {
    this.trades.push(t);
    if (this.trades.length > RECENT_TRADES * 2) this.trades.splice(0, this.trades.length - RECENT_TRADES);
    this.pending.push(t);
    const quote = BigInt(t.tick) * BigInt(t.lots);
    this.candles.trade(t.time, t.tick, t.lots, quote);
  }
}
