import { describe, expect, it } from 'vitest';
import { readAnswer } from './answer';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('readAnswer', () => {
  it('reads an envelope', () => {
    expect(readAnswer(200, JSON_TYPE, '{"code":"00000","data":{"a":1},"msg":"success","status":"ok"}')).toEqual({
      ok: true, envelope: { code: '00000', data: { a: 1 }, msg: 'success', status: 'ok', hasData: true },
    });
  });

  it('names each unreadable answer by its cause', () => {
    expect(readAnswer(200, JSON_TYPE, '')).toEqual({ ok: false, failure: { kind: 'no-data' } });
    expect(readAnswer(200, null, '  \n')).toEqual({ ok: false, failure: { kind: 'no-data' } });
    expect(readAnswer(200, 'text/html', '<html><body><h1>502 Bad Gateway</h1></body></html>')).toEqual({ ok: false, failure: { kind: 'error-page', status: 200 } });
    expect(readAnswer(200, JSON_TYPE, '<!DOCTYPE html><title>Error</title>')).toEqual({ ok: false, failure: { kind: 'error-page', status: 200 } });
    expect(readAnswer(200, JSON_TYPE, '{"code":"00000","data":')).toEqual({ ok: false, failure: { kind: 'unreadable' } });
    expect(readAnswer(200, JSON_TYPE, '[1,2]')).toEqual({ ok: false, failure: { kind: 'unreadable' } });
    expect(readAnswer(200, JSON_TYPE, '42')).toEqual({ ok: false, failure: { kind: 'unreadable' } });
  });

  it('refuses a code that is not a string, so a garbled answer never reads as a logout code', () => {
    expect(readAnswer(200, JSON_TYPE, '{"code":20906,"data":null,"msg":"x","status":"error"}')).toEqual({ ok: false, failure: { kind: 'unreadable' } });
    expect(readAnswer(200, JSON_TYPE, '{"code":null,"data":{}}')).toEqual({ ok: false, failure: { kind: 'unreadable' } });
  });

  it('tolerates a message or status of the wrong type, and tells a missing data field', () => {
    expect(readAnswer(200, JSON_TYPE, '{"code":"00000","msg":7,"status":1}')).toEqual({ ok: true, envelope: { code: '00000', msg: '', status: '', hasData: false } });
  });
});
