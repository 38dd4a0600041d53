import { describe, expect, it } from 'vitest';
import { browserOf, isFirstDay, makeSessionId, systemOf } from './analyticsDevice';

const CHROME_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const EDGE_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

describe('device fields', () => {
  it('names the browser and its major version', () => {
    expect(browserOf(CHROME_WIN)).toBe('Chrome 131');
    expect(browserOf(SAFARI_IOS)).toBe('Safari 17');
    expect(browserOf(EDGE_MAC)).toBe('Edge 130');
    expect(browserOf(FIREFOX_ANDROID)).toBe('Firefox 132');
    expect(browserOf('curl/8')).toBe('Other');
  });

  it('names the system and its version', () => {
    expect(systemOf(CHROME_WIN)).toEqual({ sys: 'Windows', os_version: '10.0' });
    expect(systemOf(SAFARI_IOS)).toEqual({ sys: 'iOS', os_version: '17.1.2' });
    expect(systemOf(EDGE_MAC)).toEqual({ sys: 'macOS', os_version: '10.15.7' });
    expect(systemOf(FIREFOX_ANDROID)).toEqual({ sys: 'Android', os_version: '14' });
  });

  it('builds the session id from device id, time and a number from 0 to 100', () => {
    expect(makeSessionId('dev', 1700000000000, () => 0)).toBe('dev17000000000000');
    expect(makeSessionId('dev', 1700000000000, () => 0.999999)).toBe('dev1700000000000100');
    for (let i = 0; i < 200; i++) {
      const tail = Number(makeSessionId('d', 5, Math.random).slice(2));
      expect(tail).toBeGreaterThanOrEqual(0);
      expect(tail).toBeLessThanOrEqual(100);
    }
  });

  it('flags the first 24 hours after the first visit', () => {
    expect(isFirstDay(1_000, 1_000)).toBe(true);
    expect(isFirstDay(0, 86_399_999)).toBe(true);
    expect(isFirstDay(0, 86_400_000)).toBe(false);
  });
});
