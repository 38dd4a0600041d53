import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, applicableOptions, optionFields, optionTags } from './orderOptions';

describe('order options', () => {
  it('sends only what differs from the type’s defaults', () => {
    expect(optionFields('limit', false, DEFAULT_OPTIONS)).toEqual({});
    expect(optionFields('limit', false, { ...DEFAULT_OPTIONS, timeInForce: 'IOC' })).toEqual({ timeInForce: 'IOC' });
    expect(optionFields('limit', false, { ...DEFAULT_OPTIONS, postOnly: true })).toEqual({ postOnly: true });
    expect(optionFields('limit', true, { ...DEFAULT_OPTIONS, reduceOnly: true })).toEqual({ reduceOnly: true });
  });

  it('drops options the order cannot carry', () => {
    // Post-only rests, so it never goes with IOC or FOK, nor with a market order.
    expect(optionFields('limit', false, { timeInForce: 'FOK', postOnly: true, reduceOnly: false })).toEqual({ timeInForce: 'FOK' });
    expect(optionFields('market', false, { timeInForce: 'FOK', postOnly: true, reduceOnly: true })).toEqual({});
    // Reduce-only belongs to closing orders.
    expect(applicableOptions('limit', false, { ...DEFAULT_OPTIONS, reduceOnly: true }).reduceOnly).toBe(false);
    expect(applicableOptions('market', true, { ...DEFAULT_OPTIONS, reduceOnly: true })).toEqual({ timeInForce: 'IOC', postOnly: false, reduceOnly: true });
  });

  it('names the options worth showing beside an order', () => {
    const plain = { type: 'limit', timeInForce: 'GTC', postOnly: false, reduceOnly: false } as const;
    expect(optionTags(plain)).toEqual([]);
    expect(optionTags({ ...plain, type: 'market', timeInForce: 'IOC' })).toEqual([]);
    expect(optionTags({ ...plain, type: 'market', timeInForce: 'FOK' })).toEqual(['FOK']);
    expect(optionTags({ ...plain, timeInForce: 'IOC', reduceOnly: true })).toEqual(['IOC', 'reduceOnly']);
    expect(optionTags({ ...plain, postOnly: true })).toEqual(['postOnly']);
  });
});
