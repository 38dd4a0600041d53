import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

describe('the 2000 ms gate', () => {
  it('lets the first of a burst through and swallows the rest', () => {
    let t = 0;
    const gate = createGate(() => t);
    const passed = Array.from({ length: 20 }, () => {
      t += 50;
      return gate.pass('logout');
    });
    expect(passed.filter(Boolean)).toHaveLength(1);
    t += 2000;
    expect(gate.pass('logout')).toBe(true);
  });

  it('keeps keys apart', () => {
    const gate = createGate(() => 0);
    expect(gate.pass('a')).toBe(true);
    expect(gate.pass('b')).toBe(true);
    expect(gate.pass('a')).toBe(false);
  });
});
