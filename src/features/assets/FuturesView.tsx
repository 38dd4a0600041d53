// /asset/futures: the USDT wallet, the margin its positions hold, their unrealised PnL and the
// equity all of it adds up to.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DEFAULT_FUTURES_PATH } from '../../core/simulation';
import type { FuturesValue } from '../../core/markets/valuation';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { usdtText } from './amounts';
import { Figure } from './Figure';
import { useDisplayValue } from './useDisplayValue';

function Row({ label, testId, className, children }: { label: MessageId; testId: string; className?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="asset-facts__row">
      <dt>{t(label)}</dt>
      <dd className={className}><Figure testId={testId}>{children}</Figure></dd>
    </div>
  );
}

const pnlClass = (pnl: bigint) => (pnl > 0n ? 'asset-up' : pnl < 0n ? 'asset-down' : undefined);

export function FuturesView({ futures, onTransfer }: { futures: FuturesValue; onTransfer: () => void }) {
  const { t, bcp47 } = useI18n();
  const { text: valueText, inUsdt } = useDisplayValue();
  return (
    <>
      <div className="asset-total">
        <p className="asset-total__label">{t('assets.futures.equity')}</p>
        <p className="asset-total__value"><Figure testId="futures-total">{valueText(futures.equity)}</Figure></p>
        {inUsdt ? null : <p className="asset-total__usdt muted"><Figure>≈ {usdtText(futures.equity, bcp47)}</Figure></p>}
        <div className="asset-actions">
          <button type="button" className="button button--primary" onClick={onTransfer} data-testid="transfer-open">{t('assets.transfer')}</button>
          <Link href={DEFAULT_FUTURES_PATH} className="button">{t('assets.trade.futures')}</Link>
        </div>
      </div>
      <dl className="asset-facts">
        <Row label="assets.futures.balance" testId="futures-balance">{usdtText(futures.available + futures.locked, bcp47)}</Row>
        <Row label="assets.futures.available" testId="futures-available">{usdtText(futures.available, bcp47)}</Row>
        <Row label="assets.futures.positionMargin" testId="futures-margin">{usdtText(futures.positionMargin, bcp47)}</Row>
        <Row label="assets.futures.unrealizedPnl" testId="futures-pnl" className={pnlClass(futures.unrealizedPnl)}>
          {usdtText(futures.unrealizedPnl, bcp47, { signed: true })}
        </Row>
        <Row label="assets.futures.equity" testId="futures-equity">{usdtText(futures.equity, bcp47)}</Row>
      </dl>
    </>
  );
}
