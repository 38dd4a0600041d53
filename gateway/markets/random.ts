// A seeded generator (mulberry32) and the draws the simulator needs, so that a seed and a clock
// give the same market every time.
export class Random {
  private state: number;
  private spare: number | null = null;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Standard normal (Box-Muller, the second value kept for the next call). */
  normal(): number {
    if (this.spare !== null) {
      const value = this.spare;
      this.spare = null;
      return value;
    }
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** Lognormal with median 1. */
  lognormal(sigma: number): number {
    return Math.exp(sigma * this.normal());
  }

  /** Geometric count of failures before a success, mean m (≥ 0). */
  geometric(mean: number): number {
    if (mean <= 0) return 0;
    return Math.floor(Math.log(Math.max(this.next(), 1e-12)) / Math.log(mean / (mean + 1)));
  }
}

/** A seed for one named stream of a simulation (FNV-1a of the name mixed with the seed). */
export function streamSeed(seed: number, name: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < name.length; i += 1) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
