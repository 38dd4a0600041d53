// The perpetual's margin mode and leverage above the order form, as two buttons that open their
// dialogs. Signed in, both are the account's settings at the gateway (real and demo apart) and
// are read when the market or the mode changes; signed out, the leverage is the form's own. The
// dialogs hold no <form> and sit outside the order form's DOM: a confirm there must never submit
// an order.
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SymbolInfo } from '../../../core/markets/symbols';
import type { MarginMode } from '../../../core/markets/trading';
import { useI18n } from '../../../i18n/intl';
import { simulationAtom, useAtomValue } from '../../../state/hooks';
import { Dialog } from '../../../ui/Dialog';
import { useLoad } from '../../../ui/useLoad';
import { useAccount } from '../../markets/accountFeed';
import { fetchFuturesSettings, setLeverage, setMarginMode } from '../../markets/tradingApi';
import { LeverageContent } from './LeverageDialog';
import { MarginModeContent } from './MarginModeDialog';
import { marginModeLabel } from './marginModeLabel';
import './futures.css';

type Open = 'mode' | 'leverage' | null;

export function FuturesSettingsControls({ id, info, leverage, onLeverage }: {
  /** The leverage button's id, for the form's label. */
  id: string;
  info: SymbolInfo & { readonly maxLeverage?: number };
  leverage: number;
  onLeverage: (leverage: number) => void;
}) {
  const { t } = useI18n();
  const account = useAccount();
  const demo = useAtomValue(simulationAtom);
  const signedIn = account !== null;
  const titleId = useId();
  const [open, setOpen] = useState<Open>(null);
  const { result } = useLoad(() => (signedIn ? fetchFuturesSettings(info.symbol) : Promise.resolve(null)), `${info.symbol}|${demo}|${signedIn}`);
  const [chosenMode, setChosenMode] = useState<{ readonly key: string; readonly mode: MarginMode } | null>(null);
  const key = `${info.symbol}|${demo}`;
  const loaded = result.state === 'ready' ? result.value : null;
  const mode: MarginMode = chosenMode?.key === key ? chosenMode.mode : (loaded?.marginMode ?? 'isolated');
  const max = info.maxLeverage ?? 1;
  const close = () => setOpen(null);
  const savedLeverage = loaded?.leverage ?? null;
  // The account's saved leverage becomes the form's when the market's settings arrive.
  useEffect(() => {
    if (savedLeverage !== null) onLeverage(savedLeverage);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedLeverage, key]);

  const applyLeverage = async (next: number) => {
    if (signedIn) await setLeverage(info.symbol, next);
    onLeverage(next);
  };
  const applyMode = async (next: MarginMode) => {
    const settings = await setMarginMode(info.symbol, next);
    setChosenMode({ key, mode: settings.marginMode });
  };

  return (
    <div className="fut-settings">
      <button type="button" className="button fut-settings__button" disabled={!signedIn} onClick={() => setOpen('mode')} data-testid="margin-mode-button"
        aria-label={`${t('futures.marginMode')}: ${t(marginModeLabel(mode))}`}>
        {t(marginModeLabel(mode))}
      </button>
      <button id={id} type="button" className="button fut-settings__button" onClick={() => setOpen('leverage')} data-testid="leverage-button">
        {`${leverage}×`}
      </button>
      {createPortal(
        <Dialog open={open !== null} onClose={close} labelledBy={titleId}>
          {open === 'leverage' ? <LeverageContent titleId={titleId} current={leverage} max={max} onApply={applyLeverage} onDismiss={close} /> : null}
          {open === 'mode' ? <MarginModeContent titleId={titleId} current={mode} onApply={applyMode} onDismiss={close} /> : null}
        </Dialog>,
        document.body,
      )}
    </div>
  );
}
