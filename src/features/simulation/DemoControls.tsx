import { useId, useState } from 'react';
import { TRACK_IDS } from '../../core/analyticsConfig';
import { useI18n } from '../../i18n/intl';
import { demoRedirectAtom, tradingPreferencesAtom, useAtom } from '../../state/hooks';
import { Dialog } from '../../ui/Dialog';
import { useSimulationMode } from './useSimulationRules';

/** The header's switch between real and demo trading. */
export function DemoSwitch() {
  const { t } = useI18n();
  const { on, enter, leave } = useSimulationMode();
  const [trading, setTrading] = useAtom(tradingPreferencesAtom);
  const [confirming, setConfirming] = useState(false);
  const [skipNextTime, setSkipNextTime] = useState(false);
  const titleId = useId();

  const toggle = () => {
    if (on) leave();
    else if (trading.change_mode_without_dialog) enter();
    else setConfirming(true);
  };

  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={on ? 'demo-switch demo-switch--on' : 'demo-switch'}
        title={t(on ? 'demo.switch.on' : 'demo.switch.off')}
        onClick={toggle}
        data-testid="demo-switch"
        data-track={TRACK_IDS.demoSwitch}
      >
        <span className="demo-switch__track" aria-hidden="true"><span className="demo-switch__thumb" /></span>
        <span className="demo-switch__label">{t('demo.switch')}</span>
      </button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} labelledBy={titleId} className="confirm">
        <h2 id={titleId}>{t('demo.confirm.title')}</h2>
        <p>{t('demo.confirm.body')}</p>
        <label className="field field--inline">
          <input type="checkbox" checked={skipNextTime} onChange={(event) => setSkipNextTime(event.target.checked)} />
          <span>{t('demo.confirm.skip')}</span>
        </label>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => setConfirming(false)}>{t('demo.confirm.cancel')}</button>
          <button
            type="button"
            className="button button--primary"
            data-testid="demo-confirm"
            onClick={() => {
              if (skipNextTime) setTrading({ change_mode_without_dialog: true });
              setConfirming(false);
              enter();
            }}
          >
            {t('demo.confirm.accept')}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/**
 * Always visible while demo trading is on, so it can never be mistaken for real trading. When demo
 * mode kept the user from a page, it says so and its way out leads to that page.
 */
export function DemoBanner() {
  const { t } = useI18n();
  const { on, leave, leaveTo } = useSimulationMode();
  const [blocked, setBlocked] = useAtom(demoRedirectAtom);
  if (!on) return null;
  return (
    <div className="demo-banner" role="status" data-testid="demo-banner">
      <span className="demo-banner__badge">{t('demo.badge')}</span>
      <span className="demo-banner__text" data-testid={blocked ? 'demo-redirected' : undefined}>{t(blocked ? 'demo.redirected' : 'demo.banner')}</span>
      <button type="button" className="demo-banner__leave" onClick={() => (blocked ? leaveTo(blocked) : leave())} data-testid="demo-leave">{t('demo.banner.leave')}</button>
      {blocked ? (
        <button type="button" className="icon-button demo-banner__dismiss" aria-label={t('toast.dismiss')} onClick={() => setBlocked(null)}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
