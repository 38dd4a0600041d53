// @vitest-environment jsdom
import { act } from './testAct';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useKeptState } from './useKeptState';

describe('useKeptState', () => {
  it('gives a remounted component back what it held, per key', async () => {
    let set: ((v: string) => void) | null = null;
    const seen: string[] = [];
    function Field({ name }: { name: string }) {
      const [value, setValue] = useKeptState(`kept-test:${name}`, () => 'empty');
      set = setValue;
      seen.push(value);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Field name="BTCUSDT" />));
    await act(async () => set?.('0.5'));
    await act(async () => root.render(<></>));
    await act(async () => root.render(<Field name="BTCUSDT" />));
    expect(seen[seen.length - 1]).toBe('0.5');
    await act(async () => root.render(<Field key="other" name="ETHUSDT" />));
    expect(seen[seen.length - 1]).toBe('empty');
    await act(async () => root.unmount());
  });
});
