// The margin-mode filter above the positions (position_filter_margin): a radio group drawn as a
// segmented control, so arrow keys move between the choices and a screen reader names the group.
import { useId } from 'react';
import type { TradingPreferences } from '../../../core/preferences';
import { useI18n } from '../../../i18n/intl';
import type { MessageId } from '../../../i18n/messages';

export type MarginFilter = TradingPreferences['position_filter_margin'];

const OPTIONS: ReadonlyArray<readonly [MarginFilter, MessageId]> = [
  ['all', 'positions.filterAll'],
  ['crossed', 'positions.filterCrossed'],
  ['isolated', 'positions.filterIsolated'],
];

export function PositionFilter({ value, onChange }: { value: MarginFilter; onChange: (value: MarginFilter) => void }) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset className="acct-filter">
      <legend className="acct-sr-only">{t('positions.filterLabel')}</legend>
      {OPTIONS.map(([option, label]) => (
        <label key={option} className="acct-filter__option">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} data-testid={`margin-filter-${option}`} />
          <span>{t(label)}</span>
        </label>
      ))}
    </fieldset>
  );
}
