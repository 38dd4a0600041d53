import { describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import { createI18n } from '../../../i18n/intl';
import { btc, order } from './fixtures';
import { fillToast } from './fillNotices';

const text = (toast: ReturnType<typeof fillToast>, i18n: ReturnType<typeof createI18n>) => ('id' in toast ? i18n.t(toast.id, toast.values) : toast.text);

describe('fillToast', () => {
  const english = createI18n({ locale: 'en', complete: true, messages: en });
  const filled = order({ amount: '0.010000', filledAmount: '0.010000', avgPrice: '65000.00', price: '65000.00', status: 'filled' });

  it('says what filled, how much and at what price', () => {
    expect(text(fillToast({ order: filled, complete: true }, btc('spot'), english), english)).toBe('Limit order filled: Buy 0.01 BTC at 65,000.00');
  });

  it('says how much of it when it filled in part, and what a futures order does to the position', () => {
    const partly = order({ market: 'futures', side: 'sell', tradeSide: 'open', posSide: 'short', amount: '0.5', filledAmount: '0.2', avgPrice: '65010.5' });
    expect(text(fillToast({ order: partly, complete: false }, btc('futures'), english), english)).toBe('Limit order partly filled: Open short 0.2 of 0.5 BTC at 65,010.50');
  });

  it('speaks the user\'s language', () => {
    const arabic = createI18n({ locale: 'ar', complete: true, messages: ar });
    expect(text(fillToast({ order: filled, complete: true }, btc('spot'), arabic), arabic)).toMatch(/^تم تنفيذ الأمر المحدد: /);
  });
});
