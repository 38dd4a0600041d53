// /fee: the fee schedule by VIP level, spot or futures, with the signed-in user's own level marked
// and the fee-token discount switch beside it; visitors see the schedule and how to get a level.
import { useState } from 'react';
import { Link } from 'wouter';
import type { FeeSchedule } from '../../core/markets/feeTiers';
import type { MarketKind } from '../../core/markets/symbols';
import { usePageTitle } from '../../app/usePageTitle';
import { useI18n } from '../../i18n/intl';
import { Segmented } from '../auth/Segmented';
import { loginHref } from '../auth/redirect';
import { FeeFailed, FeeLoading } from './FeeStates';
import { FeeTokenSwitch } from './FeeTokenSwitch';
import { volumeText } from './figures';
import { rateText } from './rateText';
import { type MyFeesState, useFeeSchedule, useMyFees } from './useFees';
import './fees.css';

function ScheduleTable({ schedule, kind, mine }: { schedule: FeeSchedule; kind: MarketKind; mine: number | null }) {
  const { t, bcp47 } = useI18n();
  return (
    <table className="fee-table" data-testid="fee-table">
      <caption className="auth-sr-only">{t('fees.caption', { market: t(kind === 'spot' ? 'nav.spot' : 'nav.futures') })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fees.col.level')}</th>
          <th scope="col">{t('fees.col.volume', { days: schedule.volumeDays })} <bdi>(USDT)</bdi></th>
          <th scope="col">{t('fees.col.maker')}</th>
          <th scope="col">{t('fees.col.taker')}</th>
        </tr>
      </thead>
      <tbody>
        {schedule.tiers.map((tier) => {
          const own = tier.level === mine;
          return (
            <tr key={tier.level} className={own ? 'fee-table__mine' : undefined} aria-current={own ? 'true' : undefined} data-testid={`fee-row-${tier.level}`}>
              <th scope="row">
                <span className="fee-table__level">{t('account.vipLevel', { level: tier.level })}</span>
                {own ? <span className="fee-badge" data-testid="fee-mine">{t('fees.yours')}</span> : null}
              </th>
              <td><bdi>{tier.level === 0 ? '—' : <>≥ <span className="fee-table__number">{volumeText(tier.minVolume, bcp47, false)}</span></>}</bdi></td>
              <td className="fee-table__rate" data-testid={`fee-maker-${tier.level}`}><bdi>{rateText(tier[kind].maker, bcp47)}</bdi></td>
              <td className="fee-table__rate" data-testid={`fee-taker-${tier.level}`}><bdi>{rateText(tier[kind].taker, bcp47)}</bdi></td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Mine({ schedule, mine, retry }: { schedule: FeeSchedule; mine: MyFeesState; retry: () => void }) {
  const { t } = useI18n();
  if (mine.state === 'signed-out') {
    return <p className="muted" data-testid="fees-signed-out">{t('fees.signedOut')} <Link href={loginHref('/fee')}>{t('account.anonymous')}</Link></p>;
  }
  if (mine.state === 'loading') return <FeeLoading />;
  if (mine.state === 'failed') return <FeeFailed message="fees.mineFailed" onRetry={retry} />;
  const { spot, futures } = mine.value;
  return (
    <div className="fee-mine" data-testid="fees-mine">
      <p className="fee-mine__levels">
        <span data-testid="fees-mine-spot">{t('fees.mine', { market: t('nav.spot'), level: spot.level })}</span>
        <span data-testid="fees-mine-futures">{t('fees.mine', { market: t('nav.futures'), level: futures.level })}</span>
        <Link href="/vip/detail" data-testid="fees-vip-link">{t('vip.detail.title')}</Link>
      </p>
      <FeeTokenSwitch schedule={schedule} mine={mine.value} />
    </div>
  );
}

export default function FeePage() {
  const { t } = useI18n();
  usePageTitle(t('fees.title'));
  const schedule = useFeeSchedule();
  const mine = useMyFees();
  const [kind, setKind] = useState<MarketKind>('spot');
  const own = mine.result.state === 'ready' ? mine.result.value[kind].level : null;
  return (
    <section className="page fees" aria-labelledby="fees-title">
      <h1 id="fees-title">{t('fees.title')}</h1>
      {schedule.result.state === 'loading' ? <FeeLoading /> : null}
      {schedule.result.state === 'failed' ? <FeeFailed message="fees.failed" onRetry={schedule.retry} /> : null}
      {schedule.result.state === 'ready' ? (
        <>
          <p className="muted">{t('fees.intro', { days: schedule.result.value.volumeDays })}</p>
          <Mine schedule={schedule.result.value} mine={mine.result} retry={mine.retry} />
          <Segmented legend={t('fees.market')} name="fee-kind" value={kind} onChange={setKind}
            options={[['spot', t('nav.spot')], ['futures', t('nav.futures')]]} />
          <ScheduleTable schedule={schedule.result.value} kind={kind} mine={own} />
          <p className="muted fee-note">{t('fees.rounding')}</p>
          <p><Link href="/vip/vipIntroduce" data-testid="fees-intro-link">{t('vip.intro.link')}</Link></p>
        </>
      ) : null}
    </section>
  );
}
