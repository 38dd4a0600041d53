// The warning a trader cannot miss: on every page while a margin account's level is under 1.3
// (role="alert", the account and its level, the ways out: repay or add collateral), and a notice
// after a liquidation until it is read. It watches on the margin pages, and on every other page
// while the user is known to owe something; without debt it costs no call.
import { Link, useLocation } from 'wouter';
import { formatDecimalText } from '../../core/markets/displayDecimal';
import { splitRouteLocale } from '../../core/routeLocale';
import { writtenOff } from '../../core/margin/amounts';
import { accountsAtRisk, riskOf } from '../../core/margin/risk';
import { type MarginAccount, MARGIN_LEVEL_LIQUIDATION, MARGIN_LEVEL_WARNING } from '../../core/margin/wire';
import { useI18n } from '../../i18n/intl';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { amountText } from '../assets/amounts';
import { MARGIN_RECORDS_PATH } from './paths';
import { useDismissLiquidation, useKnownDebt, useMargin } from './marginStore';
import './margin.css';

const MARGIN_PAGES = /^\/(trade-margin(\/|$)|asset\/margin$|order\/marginOrderInfo|record\/margin)/;

export function MarginWatch() {
  const [path] = useLocation();
  const session = useAtomValue(sessionAtom);
  const knownDebt = useKnownDebt();
  const onMarginPage = MARGIN_PAGES.test(splitRouteLocale(path).rest);
  const margin = useMargin(session.status === 'signed-in' && (onMarginPage || knownDebt));
  const dismiss = useDismissLiquidation();
  const { t, bcp47 } = useI18n();
  if (!margin) return null;
  const endangered = margin.data ? accountsAtRisk(margin.data.accounts) : [];
  const name = (account: Pick<MarginAccount, 'mode' | 'symbol'>) => (account.mode === 'cross' ? t('margin.mode.cross') : t('margin.mode.isolatedPair', { symbol: account.symbol ?? '' }));
  const liquidation = margin.liquidation;
  const lost = liquidation ? writtenOff(liquidation) : 0n;
  return (
    <>
      {endangered.map((account) => {
        const risk = riskOf(account);
        return (
          <div key={account.symbol ?? 'cross'} role="alert" className={`margin-alert margin-alert--${risk}`} data-testid="margin-risk-alert" data-risk={risk}>
            <p>
              <strong>{t(risk === 'liquidation' ? 'margin.alert.liquidatingTitle' : 'margin.alert.warningTitle', { account: name(account) })}</strong>
              {t('margin.alert.body', {
                level: formatDecimalText(account.marginLevel ?? '0', bcp47, { decimals: 2, truncate: true }),
                warning: formatDecimalText(MARGIN_LEVEL_WARNING, bcp47, { decimals: 1 }),
                liquidation: formatDecimalText(MARGIN_LEVEL_LIQUIDATION, bcp47, { decimals: 1 }),
              })}
            </p>
            <Link href="/asset/margin" className="button button--primary">{t('margin.alert.act')}</Link>
          </div>
        );
      })}
      {liquidation ? (
        <div role="alert" className="margin-alert" data-testid="margin-liquidated">
          <p>
            <strong>{t('margin.liquidated.title', { account: name(liquidation) })}</strong>
            {t('margin.liquidated.body', {
              amount: `${formatDecimalText(liquidation.amount, bcp47)} ${liquidation.asset}`,
              fee: `${formatDecimalText(liquidation.fee, bcp47)} ${liquidation.asset}`,
            })}
            {lost > 0n ? ` ${t('margin.liquidated.writtenOff', { amount: `${amountText(lost, bcp47)} ${liquidation.asset}` })}` : null}
          </p>
          <Link href={MARGIN_RECORDS_PATH} className="button">{t('margin.liquidated.records')}</Link>
          <button type="button" className="button" onClick={() => dismiss(liquidation)} data-testid="margin-liquidated-dismiss">{t('margin.liquidated.dismiss')}</button>
        </div>
      ) : null}
    </>
  );
}
