// The fee-token discount switch (section 3's openGtFees, settings flag ob): saved for the user at
// once, for the real and the demo account alike. A failed save leaves the switch as it was and says so.
import { useId, useState } from 'react';
import type { FeeSchedule, MyFees } from '../../core/markets/feeTiers';
import { useI18n } from '../../i18n/intl';
import { useSaveFeeToken } from './useFees';

export function FeeTokenSwitch({ schedule, mine }: { schedule: FeeSchedule; mine: MyFees }) {
  const { t } = useI18n();
  const id = useId();
  const save = useSaveFeeToken();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [on, setOn] = useState(mine.feeToken);
  // A newer answer (another tab, a reload) is what the switch shows.
  const [seen, setSeen] = useState(mine.feeToken);
  if (seen !== mine.feeToken) {
    setSeen(mine.feeToken);
    setOn(mine.feeToken);
  }
  const toggle = (next: boolean) => {
    setSaving(true);
    setFailed(false);
    setOn(next);
    save(next).then(
      (saved) => setOn(saved.feeToken),
      () => {
        setOn(!next);
        setFailed(true);
      },
    ).finally(() => setSaving(false));
  };
  const words = { token: schedule.feeToken, percent: schedule.feeTokenDiscountPercent };
  return (
    <div className="fee-token">
      <label className="field--inline fee-token__label" htmlFor={`${id}-switch`}>
        <input id={`${id}-switch`} type="checkbox" role="switch" checked={on} disabled={saving} aria-describedby={`${id}-hint`}
          onChange={(event) => toggle(event.currentTarget.checked)} data-testid="fee-token-switch" />
        <span className="field__label">{t('fees.feeToken.label', words)}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">{t('fees.feeToken.hint', words)}</p>
      {failed ? <p className="fee-token__failed" role="alert" data-testid="fee-token-failed">{t('fees.feeToken.failed')}</p> : null}
    </div>
  );
}
