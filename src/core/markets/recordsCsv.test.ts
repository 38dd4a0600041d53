import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from './records';
import { CSV_COLUMN_IDS, csvField, parseCsv, recordsCsv } from './recordsCsv';

const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  entryId: '7', wallet: 'spot', asset: 'USDT', kind: 'fee', amount: '-0.12500000', balance: '99999.87500000', symbol: 'BTCUSDT', orderId: '3', time: Date.UTC(2026, 10, 24, 12, 0, 5, 9), ...over,
});

describe('records CSV', () => {
  it('writes translated headers and machine-readable cells: wire decimals, codes, ISO times in UTC', () => {
    const text = recordsCsv('ledger', [entry(), entry({ entryId: '6', kind: 'transfer', symbol: null, orderId: null, amount: '1000.00000000' })], (id) => `H:${id}`);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['H:time', 'H:wallet', 'H:asset', 'H:kind', 'H:change', 'H:balance', 'H:symbol', 'H:orderId'],
      ['2026-11-24T12:00:05.009Z', 'spot', 'USDT', 'fee', '-0.12500000', '99999.87500000', 'BTCUSDT', '3'],
      ['2026-11-24T12:00:05.009Z', 'spot', 'USDT', 'transfer', '1000.00000000', '99999.87500000', '', ''],
    ]);
  });

  it('quotes a header holding a comma, a quote or a line break (a translation may), and reads it back whole', () => {
    expect(csvField('Gebühr, "netto"')).toBe('"Gebühr, ""netto"""');
    const text = recordsCsv('ledger', [entry()], (id) => (id === 'kind' ? 'Art,\n"Typ"' : id));
    expect(parseCsv(text)[0]?.[3]).toBe('Art,\n"Typ"');
  });

  it('names each column once across the histories, so the page can translate them all', () => {
    expect(CSV_COLUMN_IDS).toContain('feeRate');
    expect(new Set(CSV_COLUMN_IDS).size).toBe(CSV_COLUMN_IDS.length);
  });
});
