// The gateway's clock. Tests skew it (test control) to prove the front end signs with the
// server-adjusted time it learns from the request-time header.
export class Clock {
  private skewMs = 0;

  now(): number {
    return Date.now() + this.skewMs;
  }

  get skew(): number {
    return this.skewMs;
  }

  setSkew(ms: number): void {
    this.skewMs = ms;
  }
}
