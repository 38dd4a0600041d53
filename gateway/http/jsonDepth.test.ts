import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from './jsonDepth';

const nested = (open: string, close: string, depth: number): string => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('jsonNestsDeeperThan', () => {
  it('allows the limit and refuses one level more', () => {
    expect(jsonNestsDeeperThan(nested('[', ']', MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested('[', ']', MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(nested('{"a":', '}', MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('counts arrays and objects mixed', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ s: '[[[[[[{{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ s: 'a"[[[[\\"[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"s":"\\\\"}`, 1)).toBe(false);
  });

  it('scans 10,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan(nested('[', ']', 10_000))).toBe(true);
    expect(jsonNestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH)}1${']'.repeat(MAX_JSON_DEPTH)}`.repeat(1000))).toBe(false);
  });
});
