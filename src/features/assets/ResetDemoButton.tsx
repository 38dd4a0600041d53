// Demo mode only: start the paper account over, after a confirmation, since it closes every demo
// position and order. The real account is a different account and cannot be reached from here.
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/intl';
import { Dialog } from '../../ui/Dialog';
import { resetDemo } from '../markets/tradingApi';

export function ResetDemoButton({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setOpen(false);
    setFailed(false);
  };

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await resetDemo();
      setOpen(false);
      onDone();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="button asset-reset" onClick={() => setOpen(true)} data-testid="demo-reset">{t('assets.reset')}</button>
      <Dialog open={open} onClose={close} labelledBy={titleId} className="confirm">
        <h2 id={titleId}>{t('assets.reset.title')}</h2>
        <p>{t('assets.reset.body')}</p>
        {failed ? <p className="transfer__refusal" role="alert" data-testid="demo-reset-error">{t('assets.reset.failed')}</p> : null}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={close} disabled={busy}>{t('assets.cancel')}</button>
          <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy} data-testid="demo-reset-confirm">
            {t(busy ? 'assets.reset.busy' : 'assets.reset.confirm')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
