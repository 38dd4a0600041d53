import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './reconnect';

describe('reconnectDelay', () => {
  it('doubles from half a second up to the cap, with ±25 % jitter', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(500);
    expect(reconnectDelay(1, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(4000);
    expect(reconnectDelay(50, () => 0.5)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(0, () => 0)).toBe(375);
    expect(reconnectDelay(0, () => 0.999999)).toBe(625);
    expect(reconnectDelay(-3, () => 0.5)).toBe(500);
  });
});
