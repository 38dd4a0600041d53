// Choosing a perpetual's leverage: a slider from 1× to the symbol's maximum and presets. For a
// signed-in user the gateway applies it at once to the market's positions and resting orders
// (taking margin from the wallet or giving it back), or says why it cannot.
import { useId, useState } from 'react';
import { useI18n } from '../../../i18n/intl';
import { FailureNote } from '../account/FailureNote';
import { useCall } from './useCall';

const PRESETS = [1, 5, 10, 20, 50] as const;

export function presetsUpTo(max: number): number[] {
  return [...PRESETS.filter((l) => l < max), max];
}

export function LeverageContent({ titleId, current, max, onApply, onDismiss }: {
  titleId: string;
  current: number;
  max: number;
  onApply: (leverage: number) => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [chosen, setChosen] = useState(Math.min(Math.max(1, current), max));
  const { pending, failure, run } = useCall();
  const apply = async () => {
    if (await run(() => onApply(chosen))) onDismiss();
  };
  return (
    <div className="fut-dialog">
      <h2 id={titleId}>{t('futures.leverageTitle')}</h2>
      <p className="fut-dialog__value" aria-live="polite" data-testid="leverage-value">{`${chosen}×`}</p>
      <label className="acct-sr-only" htmlFor={id}>{t('order.leverage')}</label>
      <input id={id} type="range" className="fut-slider" min={1} max={max} step={1} value={chosen}
        onChange={(e) => setChosen(Number(e.target.value))} data-testid="leverage-slider" data-autofocus />
      <div className="fut-presets" role="group" aria-label={t('order.leverage')}>
        {presetsUpTo(max).map((l) => (
          <button key={l} type="button" className="button fut-preset" aria-pressed={chosen === l} onClick={() => setChosen(l)} data-testid={`leverage-preset-${l}`}>
            {l === max ? `${t('futures.max')} ${l}×` : `${l}×`}
          </button>
        ))}
      </div>
      <p className="fut-dialog__hint">{t('futures.leverageHint')}</p>
      <FailureNote failure={failure} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onDismiss}>{t('positions.dismiss')}</button>
        <button type="button" className="button button--primary" disabled={pending} aria-busy={pending} onClick={() => void apply()} data-testid="leverage-confirm">
          {t(pending ? 'positions.saving' : 'futures.confirm')}
        </button>
      </div>
    </div>
  );
}
