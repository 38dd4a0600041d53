// The mid price of one base: geometric Brownian motion whose volatility follows a mean-reverting
// log-volatility (calm and busy spells cluster, as in real markets). Drift-free; positive by
// construction, since it moves in log space.
import type { Random } from './random';

const YEAR_MS = 365 * 86_400_000;
/** Log-volatility returns to its mean with a half-life of about an hour. */
const VOL_REVERSION_PER_MS = Math.LN2 / 3_600_000;
/** Stationary spread of the log-volatility: volatility ranges over roughly ×0.55 to ×1.8 (1 sd). */
const VOL_OF_LOG_VOL = 0.6;

export class PriceProcess {
  private logVol = 0;

  constructor(private price: number, private readonly volatility: number, private readonly random: Random) {}

  get mid(): number {
    return this.price;
  }

  /** Moves the mid to a given price (test control); the volatility state is kept. */
  set(price: number): void {
    this.price = price;
  }

  /** Current annualised volatility. */
  get currentVolatility(): number {
    return this.volatility * Math.exp(this.logVol);
  }

  /** Advances by dt ms and returns the new mid. */
  step(dtMs: number): number {
    const k = VOL_REVERSION_PER_MS * dtMs;
    this.logVol += -k * this.logVol + VOL_OF_LOG_VOL * Math.sqrt(2 * k) * this.random.normal();
    const sigma = this.currentVolatility * Math.sqrt(dtMs / YEAR_MS);
    this.price *= Math.exp(sigma * this.random.normal() - (sigma * sigma) / 2);
    return this.price;
  }
}

/**
 * A mean-reverting (Ornstein-Uhlenbeck) quantity: the spread in basis points, the futures basis.
 * Reverts to `mean` with the given half-life, wandering by `spread` (stationary sd).
 */
export class MeanReverting {
  constructor(private value: number, private readonly mean: number, private readonly halfLifeMs: number, private readonly spread: number, private readonly random: Random) {}

  get current(): number {
    return this.value;
  }

  /** Moves the value at once (test control pins a price); it reverts from there. */
  set(value: number): void {
    this.value = value;
  }

  step(dtMs: number): number {
    const k = Math.min(1, (Math.LN2 / this.halfLifeMs) * dtMs);
    this.value += k * (this.mean - this.value) + this.spread * Math.sqrt(2 * k) * this.random.normal();
    return this.value;
  }
}
