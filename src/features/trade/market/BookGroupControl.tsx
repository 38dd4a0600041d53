// The book's price grouping: levels merged into buckets of a multiple of the market's tick, the
// step chosen here and remembered per market on this device.
import { useCallback, useId, useMemo, useState } from 'react';
import { chosenStep, decimalsOf, groupSteps } from '../../../core/markets/bookGrouping';
import { formatDecimalText } from '../../../core/markets/displayDecimal';
import type { MarketKind } from '../../../core/markets/symbols';
import { useI18n } from '../../../i18n/intl';
import { localStore } from '../../../platform/storage';

export interface BookGrouping {
  /** Finest first; the first is the tick. */
  readonly steps: readonly string[];
  readonly step: string;
  readonly onStep: (step: string) => void;
}

const groupKey = (market: MarketKind, symbol: string) => `book_group_${market}_${symbol}`;

/** The market's steps and the one chosen for it (the tick until one is). */
export function useBookGrouping(market: MarketKind, symbol: string, tickSize: string): BookGrouping | null {
  const steps = useMemo(() => groupSteps(tickSize), [tickSize]);
  const key = groupKey(market, symbol);
  const [chosen, setChosen] = useState<{ key: string; step: string | null }>(() => ({ key, step: chosenStep(localStore.get(key), steps) }));
  // Another market: its own remembered step.
  const step = chosen.key === key ? chosen.step : chosenStep(localStore.get(key), steps);
  if (chosen.key !== key) setChosen({ key, step });
  const onStep = useCallback((next: string) => {
    setChosen({ key, step: next });
    localStore.set(key, JSON.stringify(next));
  }, [key]);
  return useMemo(() => (step === null || steps.length < 2 ? null : { steps, step, onStep }), [steps, step, onStep]);
}

export function BookGroupControl({ grouping }: { grouping: BookGrouping }) {
  const { t, bcp47 } = useI18n();
  const id = useId();
  return (
    <div className="order-book__tools">
      <label htmlFor={id}>{t('market.book.grouping')}</label>
      <select id={id} className="order-book__group" data-testid="book-grouping" value={grouping.step} onChange={(event) => grouping.onStep(event.target.value)}>
        {grouping.steps.map((step) => (
          <option key={step} value={step}>{formatDecimalText(step, bcp47, { decimals: decimalsOf(step) })}</option>
        ))}
      </select>
    </div>
  );
}
