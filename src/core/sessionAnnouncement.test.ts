import { describe, expect, it } from 'vitest';
import { endsShownAccount, parseSessionAnnouncement } from './sessionAnnouncement';

describe('session announcements between tabs', () => {
  it('reads the four events and refuses anything else', () => {
    for (const event of ['signed-in', 'signed-out', 'switched', 'forced-logout']) expect(parseSessionAnnouncement({ event })).toEqual({ event });
    for (const data of [null, undefined, 'signed-in', { event: 'hijack' }, { event: 1 }, { kind: 'signed-in' }]) expect(parseSessionAnnouncement(data)).toBeNull();
  });

  it('a switch or a sign-out hides the account shown at once; a sign-in only adds one', () => {
    expect(endsShownAccount('signed-in')).toBe(false);
    expect(endsShownAccount('switched')).toBe(true);
    expect(endsShownAccount('signed-out')).toBe(true);
    expect(endsShownAccount('forced-logout')).toBe(true);
  });
});
