import { describe, expect, it } from 'vitest';
import { analyticsEventProblem, isValidEventId } from './analytics';

const event = { type: 1, event_tracking_id: 'b3202', url: '/research', timestamp: 1, page_status: 'Show', track_type: 'Auto' };

describe('analytics events', () => {
  it("accepts '/' and b followed by digits as event ids, nothing else", () => {
    expect(['/', 'b1', 'b3203'].every(isValidEventId)).toBe(true);
    expect(['', 'b', 'B12', 'b12x', '//', 'a1', 12].some(isValidEventId)).toBe(false);
  });

  it('accepts a well-formed event', () => {
    expect(analyticsEventProblem(event)).toBeNull();
  });

  it('names the first problem', () => {
    expect(analyticsEventProblem({ ...event, type: 10 })).toBe('type must be 1 to 9');
    expect(analyticsEventProblem({ ...event, event_tracking_id: 'x1' })).toContain('event_tracking_id');
    expect(analyticsEventProblem({ ...event, page_status: 'Open' })).toContain('page_status');
    expect(analyticsEventProblem({ ...event, seq: '1' })).toBe('seq must be a number');
    expect(analyticsEventProblem({ ...event, extra: 1 })).toBe('extra is not an analytics field');
    const { url: _url, ...noUrl } = event;
    expect(analyticsEventProblem(noUrl)).toBe('url is missing');
    expect(analyticsEventProblem([event])).toBe('event is not an object');
  });
});
