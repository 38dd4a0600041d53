// @vitest-environment jsdom
import { act } from './testAct';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottled } from './useThrottled';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useThrottled', () => {
  it('follows a value that changes every 50 ms at most every 250 ms, and ends on the last one', async () => {
    const shown: number[] = [];
    function Probe({ value }: { value: number }) {
      const throttled = useThrottled(value, 250);
      if (shown[shown.length - 1] !== throttled) shown.push(throttled);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    for (let i = 0; i <= 20; i += 1) {
      await act(async () => root.render(<Probe value={i} />));
      await act(async () => vi.advanceTimersByTime(50));
    }
    await act(async () => vi.advanceTimersByTime(300));
    expect(shown[shown.length - 1]).toBe(20);
    expect(shown.length).toBeLessThanOrEqual(7);
    await act(async () => root.unmount());
  });
});
