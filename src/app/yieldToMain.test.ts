import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  vi.useRealTimers();
});

describe('yieldToMain', () => {
  it('continues through the browser scheduler where there is one', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldNow };
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('otherwise continues in a task of its own, not in this one', async () => {
    vi.useFakeTimers();
    let continued = false;
    const done = yieldToMain().then(() => (continued = true));
    await Promise.resolve();
    expect(continued).toBe(false);
    await vi.runAllTimersAsync();
    await done;
    expect(continued).toBe(true);
  });
});
