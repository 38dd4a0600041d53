// The margin level with its risk in words and colour (never colour alone): green and "Low risk"
// with no debt or at 1.3 and above, amber "Warning" under 1.3, red "Liquidation" at or under 1.1.
import { formatDecimalText } from '../../core/markets/displayDecimal';
import { riskOf } from '../../core/margin/risk';
import type { MarginAccount, MarginRisk } from '../../core/margin/wire';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';

export const RISK_LABEL: Readonly<Record<MarginRisk, MessageId>> = {
  safe: 'margin.risk.safe', warning: 'margin.risk.warning', liquidation: 'margin.risk.liquidation',
};

export function MarginLevel({ account }: { account: MarginAccount | null }) {
  const { t, bcp47 } = useI18n();
  const risk = account ? riskOf(account) : 'safe';
  const level = account?.marginLevel ?? null;
  return (
    <span className={`margin-level margin-level--${risk}`} data-testid="margin-level" data-risk={risk}>
      <span className="margin-level__label">{t('margin.level')}</span>
      <bdi className="margin-level__value" data-testid="margin-level-value">{level === null ? '—' : formatDecimalText(level, bcp47, { decimals: 2, truncate: true })}</bdi>
      <span className="margin-level__risk">{t(RISK_LABEL[risk])}</span>
    </span>
  );
}
