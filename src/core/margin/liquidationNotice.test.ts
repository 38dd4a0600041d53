import { describe, expect, it } from 'vitest';
import { liquidationNotice } from './liquidationNotice';
import type { MarginRecord } from './wire';

const record = (recordId: string): MarginRecord => ({
  recordId, kind: 'liquidation', mode: 'isolated', symbol: 'DOTUSDT', asset: 'USDT', amount: '180', principal: '180', interest: '0.01', fee: '3.6', source: 'liquidation', time: 1,
});

describe('the liquidation notice', () => {
  it('only notes what is there on the first look', () => {
    expect(liquidationNotice(null, record('9'), null)).toEqual({ show: null, note: '9' });
    expect(liquidationNotice(null, null, null)).toEqual({ show: null, note: '' });
  });

  it('shows a liquidation newer than the one dismissed, until it is dismissed', () => {
    const news = record('12');
    expect(liquidationNotice('9', news, null)).toEqual({ show: news, note: null });
    expect(liquidationNotice('', news, null)).toEqual({ show: news, note: null });
    expect(liquidationNotice('12', news, news)).toEqual({ show: null, note: null });
  });

  it('keeps a shown notice while a later look skips the call', () => {
    const news = record('12');
    expect(liquidationNotice('9', null, news)).toEqual({ show: news, note: null });
  });
});
