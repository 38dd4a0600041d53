import { describe, expect, it } from 'vitest';
import { chosenStep, groupLevels, groupSteps } from './bookGrouping';

describe('groupSteps', () => {
  it('offers the tick and its multiples by ten', () => {
    expect(groupSteps('0.01')).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupSteps('0.5')).toEqual(['0.5', '5', '50', '500']);
    expect(groupSteps('1')).toEqual(['1', '10', '100', '1000']);
  });

  it('offers nothing for a tick it cannot read', () => {
    expect(groupSteps('')).toEqual([]);
    expect(groupSteps('0')).toEqual([]);
    expect(groupSteps('-1')).toEqual([]);
  });
});

describe('groupLevels', () => {
  it('rounds bids down and asks up to the step and sums their amounts', () => {
    expect(groupLevels([['100.09', '1'], ['100.01', '2.5'], ['99.99', '1']], 'bids', '0.1')).toEqual([['100.0', '3.5'], ['99.9', '1.0']]);
    expect(groupLevels([['100.01', '1'], ['100.09', '2'], ['100.10', '0.25'], ['100.11', '1']], 'asks', '0.1'))
      .toEqual([['100.1', '3.25'], ['100.2', '1.00']]);
  });

  it('groups by whole tens', () => {
    expect(groupLevels([['63012.50', '0.1'], ['63009.99', '0.2'], ['63000.00', '0.3']], 'bids', '10')).toEqual([['63010', '0.1'], ['63000', '0.5']]);
    expect(groupLevels([['63000.00', '0.3'], ['63000.01', '0.2']], 'asks', '10')).toEqual([['63000', '0.3'], ['63010', '0.2']]);
  });

  it('keeps the tick step as it is, leaving out malformed and empty levels', () => {
    expect(groupLevels([['1.23', '1'], ['x', '1'], ['1.22', '0'], ['1.21', '2']], 'bids', '0.01')).toEqual([['1.23', '1'], ['1.21', '2']]);
  });
});

describe('chosenStep', () => {
  const steps = ['0.01', '0.1', '1', '10'];
  it('keeps a stored step of the market, and falls back to the tick for anything else', () => {
    expect(chosenStep('"1"', steps)).toBe('1');
    expect(chosenStep(null, steps)).toBe('0.01');
    expect(chosenStep('"0.5"', steps)).toBe('0.01');
    expect(chosenStep('{not json', steps)).toBe('0.01');
    expect(chosenStep('1', steps)).toBe('0.01');
    expect(chosenStep('"1"', [])).toBeNull();
  });
});
