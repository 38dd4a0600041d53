// /asset/spot: each coin held, what is free and what open orders hold, and what it is worth.
import { Link } from 'wouter';
import { DEFAULT_SPOT_PATH } from '../../core/simulation';
import type { WalletValue } from '../../core/markets/valuation';
import { useI18n } from '../../i18n/intl';
import { CoinIcon } from '../images/CoinIcon';
import { amountText, usdtText } from './amounts';
import { Figure } from './Figure';
import { Unpriced } from './Unpriced';
import { useDisplayValue } from './useDisplayValue';

export function SpotView({ wallet, onTransfer }: { wallet: WalletValue; onTransfer: () => void }) {
  const { t, bcp47 } = useI18n();
  const { text: valueText, inUsdt } = useDisplayValue();
  const held = wallet.balances.filter((b) => b.total !== 0n);
  return (
    <>
      <div className="asset-total">
        <p className="asset-total__label">{t('assets.wallet.spot')}</p>
        <p className="asset-total__value"><Figure testId="spot-total">{valueText(wallet.value)}</Figure></p>
        {inUsdt ? null : <p className="asset-total__usdt muted"><Figure>≈ {usdtText(wallet.value, bcp47)}</Figure></p>}
        <Unpriced assets={wallet.unpriced} />
        <div className="asset-actions">
          <button type="button" className="button button--primary" onClick={onTransfer} data-testid="transfer-open">{t('assets.transfer')}</button>
          <Link href={DEFAULT_SPOT_PATH} className="button">{t('assets.trade.spot')}</Link>
        </div>
      </div>
      {held.length === 0 ? (
        <p className="asset-state muted" data-testid="spot-empty">{t('assets.spot.empty')}</p>
      ) : (
        <table className="asset-table" data-testid="spot-table">
          <thead>
            <tr>
              <th scope="col">{t('assets.col.asset')}</th>
              <th scope="col">{t('assets.col.available')}</th>
              <th scope="col">{t('assets.col.locked')}</th>
              <th scope="col">{t('assets.col.value')}</th>
            </tr>
          </thead>
          <tbody>
            {held.map((b) => (
              <tr key={b.asset} data-testid={`spot-row-${b.asset}`}>
                <th scope="row" className="asset-table__coin"><CoinIcon coin={b.asset} size={20} /><span>{b.asset}</span></th>
                <td><Figure testId="available">{amountText(b.available, bcp47)}</Figure></td>
                <td><Figure testId="locked">{amountText(b.locked, bcp47)}</Figure></td>
                <td>
                  {b.value === null
                    ? <span className="muted" data-testid="value">{t('assets.value.unknown')}</span>
                    : <Figure testId="value">{valueText(b.value)}</Figure>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
