import { describe, expect, it } from 'vitest';
import { type DeviceFields, type PageView, buildEvent, eventKey, markerCookies } from './analyticsRecord';
import { ANALYTICS_FIELDS, analyticsEventProblem } from './protocol/analytics';

const device: DeviceFields = {
  browser: 'Chrome 131', os_version: '10.0', screen_size: '1280x720', network_type: '4g', sys: 'Windows', timezone_offset: 480,
  device_id: 'dev', session_id: 'dev170000000000042', first_visit_time: 1, first_day: true, log_env: 'production', qr_val: '',
  source_referer: '', source_target: 'https://x/spot/BTCUSDT', app_id: 'openex-web', app_name: 'OpenEx Web', ver: '0.1.0',
};
const view: PageView = {
  page_unique_id: 'tab-1', url: 'https://x/research', title: 'Research', curr_page: '/research', referer: '',
  eventId: 'b3202', name: 'research_home', business1: 'Research center', business2: 'home',
};
const moment = { seq: 1, log_seq: 7, timestamp: 1000, ctime: 999, uid: '', user_language: 'en', markers: null };

describe('event record', () => {
  it('fills every field of section 3 and fits the schema', () => {
    const event = buildEvent(device, view, { type: 'Page', id: 'b3202', pageStatus: 'Show', auto: true }, moment);
    expect(analyticsEventProblem(event)).toBeNull();
    expect(Object.keys(event).sort()).toEqual([...ANALYTICS_FIELDS].sort());
    expect(event).toMatchObject({ type: 1, page_status: 'Show', track_type: 'Auto', event_tracking: 'research_home', business1: 'Research center', seq: 1, log_seq: 7 });
  });

  it('numbers every type of section 3 and marks calls of track() as manual', () => {
    const types = ['Page', 'Click', 'Expose', 'Drag', 'Sideslip', 'PullUp', 'PullDown', 'Video', 'System'] as const;
    types.forEach((type, i) => {
      const event = buildEvent(device, view, { type, id: 'b1' }, moment);
      expect(event.type).toBe(i + 1);
      expect(event.track_type).toBe('Manual');
      expect(analyticsEventProblem(event)).toBeNull();
    });
  });

  it('carries details and marker cookies as JSON in event_tracking_ext', () => {
    const event = buildEvent(device, view, { type: 'Click', id: 'b9', ext: { symbol: 'BTCUSDT' } }, { ...moment, markers: { mk_a: '1' } });
    expect(JSON.parse(String(event.event_tracking_ext))).toEqual({ symbol: 'BTCUSDT', cookies: { mk_a: '1' } });
  });

  it('keys an event by its page view and log sequence', () => {
    expect(eventKey({ page_unique_id: 'tab-1', log_seq: 7 })).toBe('tab-1:7');
    expect(eventKey({ page_unique_id: '', log_seq: 7 })).toBeNull();
    expect(eventKey({ page_unique_id: 'tab-1' })).toBeNull();
  });
});

describe('marker cookies', () => {
  it('takes only mk_ cookies, at most 10, in name order', () => {
    const cookies = Array.from({ length: 12 }, (_, i) => `mk_${String(i).padStart(2, '0')}=v${i}`).reverse().join('; ');
    const markers = markerCookies(`exchange_token=secret; ${cookies}; other=1`);
    expect(Object.keys(markers ?? {})).toEqual(['mk_00', 'mk_01', 'mk_02', 'mk_03', 'mk_04', 'mk_05', 'mk_06', 'mk_07', 'mk_08', 'mk_09']);
    expect(JSON.stringify(markers)).not.toContain('secret');
  });

  it('survives bad encoding and is null without markers', () => {
    expect(markerCookies('mk_x=%E0%A4%A')).toEqual({ mk_x: '%E0%A4%A' });
    expect(markerCookies('a=1; b=2')).toBeNull();
    expect(markerCookies('')).toBeNull();
  });
});
