import { describe, expect, it } from 'vitest';
import { keyedStores, liveStore } from './liveStore';

describe('liveStore', () => {
  it('counts its readers, so an early reader can tell when the screen\'s own took over', () => {
    const store = liveStore(0, () => () => undefined);
    const offEarly = store.subscribe(() => undefined);
    expect(store.readers()).toBe(1);
    const offScreen = store.subscribe(() => undefined);
    expect(store.readers()).toBe(2);
    offEarly();
    offScreen();
    expect(store.readers()).toBe(0);
  });
});

describe('keyedStores', () => {
  it('a store going idle after its replacement was made does not forget the replacement', () => {
    let starts = 0;
    const storeFor = keyedStores<number>((_key, forget) => liveStore(0, () => {
      starts += 1;
      return () => undefined;
    }, forget));
    const first = storeFor('spot:BTCUSDT');
    const offFirst = first.subscribe(() => undefined);
    offFirst();
    // A component still holding the first store subscribes to it again after it was forgotten…
    const offAgain = first.subscribe(() => undefined);
    const second = storeFor('spot:BTCUSDT');
    expect(second).not.toBe(first);
    const offSecond = second.subscribe(() => undefined);
    // …and lets go of it: the second store stays the key's.
    offAgain();
    expect(storeFor('spot:BTCUSDT')).toBe(second);
    offSecond();
    expect(starts).toBe(3);
  });
});
