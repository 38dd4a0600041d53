// Wrong passwords per account: after MAX_FAILURES within WINDOW_MS the account answers 429 until
// the window passes, so a password cannot be guessed at request speed.
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  blocked(account: string, now: number): boolean {
    return this.recent(account, now).length >= MAX_FAILURES;
  }

  fail(account: string, now: number): void {
    this.failures.set(account, [...this.recent(account, now), now]);
  }

  succeed(account: string): void {
    this.failures.delete(account);
  }

  clear(): void {
    this.failures.clear();
  }

  private recent(account: string, now: number): number[] {
    return (this.failures.get(account) ?? []).filter((t) => now - t < WINDOW_MS);
  }
}
