import { describe, expect, it } from 'vitest';
import { createServerClock } from './serverTime';

describe('the server clock', () => {
  it('learns the offset from request-time and ignores nonsense', () => {
    let device = 1_000_000_000_000;
    const clock = createServerClock(() => device);
    clock.observe(String(device + 90_000), device);
    expect(clock.offset()).toBe(90_000);
    device += 10;
    expect(clock.now()).toBe(device + 90_000);
    for (const bad of [null, '', 'soon', '12', '1e12', '-100000000000000']) clock.observe(bad, device);
    expect(clock.offset()).toBe(90_000);
  });
});
