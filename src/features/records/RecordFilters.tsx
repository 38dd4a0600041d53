// The filter bar: the fields the current history takes, the period (presets and custom days).
// Every change applies at once; a custom range starts as the last seven days, and one that cannot
// be read says why beside the dates.
import { type ReactNode, useId } from 'react';
import { RANGE_PRESETS, PRESET_DAYS, type RangeProblem, dayInputValue } from '../../core/markets/recordRange';
import { LEDGER_KINDS, RECORD_FILTERS, SIDES_OF, type RecordKind, type StatusFilter } from '../../core/markets/records';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import type { FilterForm } from '../../core/markets/recordForm';
import { KIND_LABEL, STATUS_FILTER_LABEL } from './labels';

const SIDE_LABEL: Readonly<Record<string, MessageId>> = { buy: 'orders.buy', sell: 'orders.sell', long: 'positions.long', short: 'positions.short' };
const PROBLEM: Readonly<Record<RangeProblem, MessageId>> = { missing: 'records.range.missing', reversed: 'records.range.reversed' };

function Select({ label, value, onChange, options, testId }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  testId: string;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="records-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{t('records.filter.all')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}

export function RecordFilters({ kind, form, onChange, symbols, assets, problem, now }: {
  kind: RecordKind;
  form: FilterForm;
  onChange: (form: FilterForm) => void;
  symbols: readonly { symbol: string; name: string }[];
  assets: readonly string[];
  problem: RangeProblem | null;
  now: () => number;
}) {
  const { t } = useI18n();
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const taken = RECORD_FILTERS[kind];
  const set = (patch: Partial<FilterForm>) => onChange({ ...form, ...patch });
  const fields: ReactNode[] = [];
  if (taken.includes('symbol')) fields.push(<Select key="symbol" label={t('records.filter.market')} value={form.symbol} onChange={(symbol) => set({ symbol })} options={symbols.map((s) => ({ value: s.symbol, label: s.name }))} testId="records-symbol" />);
  if (taken.includes('side')) fields.push(<Select key="side" label={t('orders.side')} value={form.side} onChange={(side) => set({ side })} options={SIDES_OF[kind].map((s) => ({ value: s, label: t(SIDE_LABEL[s] ?? 'orders.buy') }))} testId="records-side" />);
  if (taken.includes('type')) fields.push(<Select key="type" label={t('orders.type')} value={form.type} onChange={(type) => set({ type })} options={[{ value: 'limit', label: t('orders.limit') }, { value: 'market', label: t('orders.market') }]} testId="records-type" />);
  if (taken.includes('status')) fields.push(<Select key="status" label={t('orders.status')} value={form.status} onChange={(status) => set({ status })} options={(Object.keys(STATUS_FILTER_LABEL) as StatusFilter[]).map((s) => ({ value: s, label: t(STATUS_FILTER_LABEL[s]) }))} testId="records-status" />);
  if (taken.includes('kind')) fields.push(<Select key="kind" label={t('orders.type')} value={form.kind} onChange={(k) => set({ kind: k })} options={LEDGER_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))} testId="records-kind" />);
  if (taken.includes('asset')) fields.push(<Select key="asset" label={t('records.filter.asset')} value={form.asset} onChange={(asset) => set({ asset })} options={assets.map((a) => ({ value: a, label: a }))} testId="records-asset" />);
  const custom = form.range.preset === 'custom' ? form.range : null;
  return (
    <div className="records-filters" role="group" aria-label={t('records.filters')}>
      {fields}
      <fieldset className="records-period">
        <legend>{t('records.filter.period')}</legend>
        <div className="records-presets">
          {RANGE_PRESETS.map((preset) => (
            <button key={preset} type="button" className="records-preset" aria-pressed={form.range.preset === preset} data-testid={`records-range-${preset}`}
              onClick={() => set({ range: { preset }, countedAt: now() })}>
              {t('records.range.days', { days: PRESET_DAYS[preset] })}
            </button>
          ))}
          <button type="button" className="records-preset" aria-pressed={custom !== null} data-testid="records-range-custom"
            onClick={() => set({ range: { preset: 'custom', start: dayInputValue(now() - (PRESET_DAYS['7d'] - 1) * 86_400_000), end: dayInputValue(now()) } })}>
            {t('records.range.custom')}
          </button>
        </div>
        {custom ? (
          <div className="records-dates">
            <div className="records-field">
              <label htmlFor={fromId}>{t('records.range.from')}</label>
              <input id={fromId} type="date" value={custom.start} aria-describedby={problem ? problemId : undefined} aria-invalid={problem !== null}
                onChange={(e) => set({ range: { ...custom, start: e.target.value } })} data-testid="records-from" />
            </div>
            <div className="records-field">
              <label htmlFor={toId}>{t('records.range.to')}</label>
              <input id={toId} type="date" value={custom.end} aria-describedby={problem ? problemId : undefined} aria-invalid={problem !== null}
                onChange={(e) => set({ range: { ...custom, end: e.target.value } })} data-testid="records-to" />
            </div>
            {problem ? <p id={problemId} className="records-problem" role="alert" data-testid="records-range-problem">{t(PROBLEM[problem])}</p> : null}
          </div>
        ) : null}
      </fieldset>
    </div>
  );
}
