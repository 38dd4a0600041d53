import { describe, expect, it } from 'vitest';
import {
  activationOnWrongSide, callbackBps, callbackText, moveOf, ocoInconsistent, reached, stopDirection, stopOnWrongSide,
  tpslInconsistent, tpslLeg, trail, trailingTrigger, type TrailState,
} from './triggers';

const move = (previous: number, current: number) => ({ previous: BigInt(previous), current: BigInt(current) });

describe('stop triggers', () => {
  it('a buy stop fires on an up-crossing, a sell stop on a down-crossing', () => {
    expect(stopDirection('buy')).toBe('up');
    expect(stopDirection('sell')).toBe('down');
    expect(reached('up', 105n, move(100, 104))).toBe(false);
    expect(reached('up', 105n, move(104, 105))).toBe(true);
    expect(reached('down', 95n, move(100, 96))).toBe(false);
    expect(reached('down', 95n, move(96, 95))).toBe(true);
  });

  it('a price that gaps through the trigger between two ticks still fires', () => {
    expect(reached('up', 105n, move(100, 120))).toBe(true);
    expect(reached('down', 95n, move(100, 80))).toBe(true);
  });

  it('a price moving away does not fire', () => {
    expect(reached('up', 105n, move(104, 90))).toBe(false);
    expect(reached('down', 95n, move(96, 110))).toBe(false);
  });

  it('watches the last price or the mark price, as chosen', () => {
    const prices = { last: move(100, 106), mark: move(100, 103) };
    expect(reached('up', 105n, moveOf(prices, 'last'))).toBe(true);
    expect(reached('up', 105n, moveOf(prices, 'mark'))).toBe(false);
  });

  it('refuses a trigger at or on the wrong side of the price', () => {
    expect(stopOnWrongSide('buy', 99n, 100n)).toBe(true);
    expect(stopOnWrongSide('buy', 100n, 100n)).toBe(true);
    expect(stopOnWrongSide('buy', 101n, 100n)).toBe(false);
    expect(stopOnWrongSide('sell', 101n, 100n)).toBe(true);
    expect(stopOnWrongSide('sell', 99n, 100n)).toBe(false);
  });
});

describe('trailing stops', () => {
  const idle: TrailState = { activated: false, best: null };

  it('reads callback rates from 0.1 % to 10 % and refuses others', () => {
    expect(callbackBps('0.1')).toBe(10);
    expect(callbackBps('1.5')).toBe(150);
    expect(callbackBps('10')).toBe(1000);
    expect(callbackBps('0.09')).toBeNull();
    expect(callbackBps('10.01')).toBeNull();
    expect(callbackBps('abc')).toBeNull();
    expect(callbackBps('1.234')).toBeNull();
    expect(callbackText(150)).toBe('1.50');
  });

  it('waits for its activation price, then follows the best price and fires on the callback', () => {
    // Sell, 1 % callback, activation at 110.
    let step = trail('sell', 100, 110n, idle, move(100, 105));
    expect(step).toEqual({ state: idle, fire: false });
    step = trail('sell', 100, 110n, step.state, move(105, 112));
    expect(step.state).toEqual({ activated: true, best: 112n });
    expect(step.fire).toBe(false);
    step = trail('sell', 100, 110n, step.state, move(112, 120));
    expect(step.state.best).toBe(120n);
    // 1 % under 120 is 118.8: 119 is a smaller retrace and does not fire, 118 does.
    expect(trail('sell', 100, 110n, step.state, move(120, 119)).fire).toBe(false);
    expect(trail('sell', 100, 110n, step.state, move(120, 118)).fire).toBe(true);
  });

  it('without an activation price is active at once; a buy follows the lowest price', () => {
    let step = trail('buy', 200, null, idle, move(1000, 990));
    expect(step.state).toEqual({ activated: true, best: 990n });
    step = trail('buy', 200, null, step.state, move(990, 950));
    expect(step.state.best).toBe(950n);
    // 2 % over 950 is 969.
    expect(trail('buy', 200, null, step.state, move(950, 968)).fire).toBe(false);
    expect(trail('buy', 200, null, step.state, move(950, 969)).fire).toBe(true);
  });

  it('rounds its trigger away from the best price: never a smaller retrace than the callback', () => {
    expect(trailingTrigger('sell', 1001n, 100)).toBe(990n);
    expect(trailingTrigger('buy', 1001n, 100)).toBe(1012n);
  });

  it('refuses an activation price on the wrong side', () => {
    expect(activationOnWrongSide('sell', 99n, 100n)).toBe(true);
    expect(activationOnWrongSide('sell', 101n, 100n)).toBe(false);
    expect(activationOnWrongSide('buy', 101n, 100n)).toBe(true);
    expect(activationOnWrongSide('buy', 99n, 100n)).toBe(false);
  });
});

describe('OCO and TP/SL', () => {
  it('a sell OCO has its limit above and its stop below the last price; a buy the other way', () => {
    expect(ocoInconsistent('sell', 110n, 90n, 100n)).toBe(false);
    expect(ocoInconsistent('sell', 95n, 90n, 100n)).toBe(true);
    expect(ocoInconsistent('sell', 110n, 105n, 100n)).toBe(true);
    expect(ocoInconsistent('buy', 90n, 110n, 100n)).toBe(false);
    expect(ocoInconsistent('buy', 110n, 90n, 100n)).toBe(true);
  });

  it('a TP/SL needs one price at least, each on its side of the last price', () => {
    expect(tpslInconsistent(null, null, 100n)).toBe(true);
    expect(tpslInconsistent(110n, 90n, 100n)).toBe(false);
    expect(tpslInconsistent(110n, null, 100n)).toBe(false);
    expect(tpslInconsistent(100n, null, 100n)).toBe(true);
    expect(tpslInconsistent(null, 101n, 100n)).toBe(true);
  });

  it('says which leg fired, so the other is cancelled with it', () => {
    expect(tpslLeg(110n, 90n, move(100, 105))).toBeNull();
    expect(tpslLeg(110n, 90n, move(105, 111))).toBe('take_profit');
    expect(tpslLeg(110n, 90n, move(95, 80))).toBe('stop_loss');
    expect(tpslLeg(null, 90n, move(95, 120))).toBeNull();
  });
});
