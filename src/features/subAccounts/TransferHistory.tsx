// The main account's recent transfers with its sub-accounts, newest first, on the side (real or
// demo) the page is in; asked again after each transfer.
import { useEffect, useState } from 'react';
import type { SubTransfer } from '../../core/subAccounts/subAccounts';
import { ASSET_DECIMALS, parseUnits } from '../../core/markets/decimal';
import { useI18n } from '../../i18n/intl';
import { amountText } from '../assets/amounts';
import { Figure } from '../assets/Figure';
import { fetchSubTransfers } from './subAccountsApi';

export function TransferHistory({ version, nameOf }: { version: number; nameOf: (userId: string) => string }) {
  const { t, bcp47 } = useI18n();
  const [transfers, setTransfers] = useState<readonly SubTransfer[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchSubTransfers().then((list) => live && setTransfers(list), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [version]);

  const when = (ms: number) => new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  return (
    <section className="sub-accounts__card" aria-labelledby="sub-transfers-title">
      <h2 id="sub-transfers-title">{t('sub.transfers.title')}</h2>
      {failed ? <p className="muted">{t('sub.transfers.failed')}</p> : transfers === null ? <p className="muted">{t('app.loading')}</p> : transfers.length === 0 ? (
        <p className="muted" data-testid="sub-transfers-empty">{t('sub.transfers.none')}</p>
      ) : (
        <ul className="sub-transfers" data-testid="sub-transfers">
          {transfers.map((r) => (
            <li key={r.transferId} className="sub-transfers__row" data-testid={`sub-transfer-${r.transferId}`}>
              <span><bdi>{t(r.direction === 'toSub' ? 'sub.transfers.toSub' : 'sub.transfers.toMain', { name: nameOf(r.subUserId) })}</bdi></span>
              <Figure className="sub-transfers__amount">{amountText(parseUnits(r.amount, ASSET_DECIMALS) ?? 0n, bcp47)} {r.asset}</Figure>
              <time className="muted" dateTime={new Date(r.time).toISOString()}>{when(r.time)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
