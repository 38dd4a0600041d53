// Trace ids already seen. A signed request is only accepted within the time window around the
// server clock, so a trace id needs remembering only for that long; memory stays bounded by the
// request rate times the window. Kept in memory: after a restart only requests signed within the
// window before it could be replayed once, which the window itself already bounds.
export class NonceStore {
  private readonly seen = new Map<string, number>();
  private nextSweep = 0;

  constructor(private readonly ttlMs: number) {}

  /** False when the id was already used within the window; otherwise remembers it. */
  use(traceId: string, now: number): boolean {
    if (now >= this.nextSweep) this.sweep(now);
    const until = this.seen.get(traceId);
    if (until !== undefined && until > now) return false;
    this.seen.set(traceId, now + this.ttlMs);
    return true;
  }

  clear(): void {
    this.seen.clear();
  }

  private sweep(now: number): void {
    for (const [id, until] of this.seen) if (until <= now) this.seen.delete(id);
    this.nextSweep = now + Math.min(this.ttlMs, 10_000);
  }
}
