import { describe, expect, it } from 'vitest';
import { INITIAL_LOOP, afterOutcome, batchSize, outcomeOf, resumed, retryDelay, waitBeforeNext } from './analyticsUpload';

const ok = (rejected: unknown[] = []) => ({ code: '00000', data: { accepted: 1, rejected }, msg: '', status: 'ok' });

describe('upload outcomes', () => {
  it('reads the gateway answer', () => {
    expect(outcomeOf(200, ok([{ index: 2, reason: 'bad' }]))).toEqual({ kind: 'accepted', rejected: [{ index: 2, reason: 'bad' }] });
    expect(outcomeOf(403, null)).toEqual({ kind: 'paused' });
    expect(outcomeOf(400, null)).toEqual({ kind: 'refused', status: 400 });
    for (const [status, body] of [[0, null], [500, ok()], [502, null], [200, null], [200, { code: '50000', data: null }], [200, { code: '00000', data: {} }]] as const) {
      expect(outcomeOf(status, body).kind).toBe('retry');
    }
  });
});

describe('loop timing', () => {
  it('spaces batches 500 ms apart, none while hidden', () => {
    const sent = afterOutcome(INITIAL_LOOP, { kind: 'accepted', rejected: [] }, 1_000);
    expect(waitBeforeNext(INITIAL_LOOP, 1_000)).toBe(0);
    expect(waitBeforeNext(sent, 1_200)).toBe(300);
    expect(waitBeforeNext({ ...sent, urgent: true }, 1_000)).toBe(0);
  });

  it('pauses 10 s after a 403, even when hidden', () => {
    const paused = afterOutcome({ ...INITIAL_LOOP, urgent: true }, { kind: 'paused' }, 5_000);
    expect(waitBeforeNext(paused, 5_000)).toBe(10_000);
    expect(waitBeforeNext(paused, 14_999)).toBe(1);
    expect(waitBeforeNext(paused, 15_000)).toBe(0);
  });

  it('backs off 1, 2, 4 … 30 s after failures and starts over after an answer', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    let state = INITIAL_LOOP;
    for (let i = 0; i < 3; i++) state = afterOutcome(state, { kind: 'retry' }, 0);
    expect(waitBeforeNext(state, 0)).toBe(4_000);
    state = afterOutcome(state, { kind: 'accepted', rejected: [] }, 0);
    expect(state.failures).toBe(0);
  });

  it('back online or shown, tries at once after failures but keeps the spacing after an answered batch', () => {
    const failed = afterOutcome(INITIAL_LOOP, { kind: 'retry' }, 1_000);
    expect(waitBeforeNext(resumed(failed, true), 1_010)).toBe(0);
    // The tab shown, then the network back, right after a batch went: the next still waits its 500 ms.
    const sent = afterOutcome(resumed(failed, true), { kind: 'accepted', rejected: [] }, 1_020);
    expect(waitBeforeNext(resumed(resumed(sent, true), true), 1_052)).toBe(468);
    expect(resumed({ ...sent, urgent: true }, true).urgent).toBe(false);
    expect(resumed({ ...sent, urgent: true }, false).urgent).toBe(true);
    const paused = afterOutcome(INITIAL_LOOP, { kind: 'paused' }, 5_000);
    expect(waitBeforeNext(resumed(paused, true), 6_000)).toBe(9_000);
  });
});

describe('batch size', () => {
  it('takes at most 50', () => {
    expect(batchSize(Array(120).fill(10))).toBe(50);
    expect(batchSize([5, 5])).toBe(2);
    expect(batchSize([])).toBe(0);
  });

  it('fits a keepalive body, always taking at least one', () => {
    expect(batchSize(Array(50).fill(1_500), 60_000)).toBe(39);
    expect(batchSize([100_000, 10], 60_000)).toBe(1);
  });
});
