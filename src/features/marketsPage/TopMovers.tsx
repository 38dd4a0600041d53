// The day's top movers of the shown market kind: the biggest gainers and losers and the busiest
// markets, each a link to its trading screen.
import { Link } from 'wouter';
import { formatDecimalText } from '../../core/markets/displayDecimal';
import type { BoardRow, Movers } from '../../core/markets/marketBoard';
import type { MarketKind } from '../../core/markets/symbols';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';
import { marketPath } from '../../app/paths';
import { formatCompactText, formatPercentText, signOf } from '../trade/market/format';
import { marketName } from '../trade/market/marketName';

const GROUPS: ReadonlyArray<readonly [keyof Movers, MessageId]> = [
  ['gainers', 'markets.movers.gainers'],
  ['losers', 'markets.movers.losers'],
  ['volume', 'markets.movers.volume'],
];

function Mover({ kind, row, figure }: { kind: MarketKind; row: BoardRow; figure: 'change' | 'volume' }) {
  const { t, bcp47 } = useI18n();
  const { info, ticker } = row;
  const sign = signOf(ticker?.change24h);
  return (
    <li className={`movers__item movers__item--${figure}`}>
      <Link href={marketPath(kind, info.symbol)} className="movers__name">{marketName(t, kind, info)}</Link>
      {figure === 'change' ? <span className="movers__last">{formatDecimalText(ticker?.last, bcp47, { decimals: info.pricePrecision })}</span> : null}
      {figure === 'change' ? (
        <span className={`movers__figure ${sign > 0 ? 'market-up' : sign < 0 ? 'market-down' : ''}`}>{formatPercentText(ticker?.change24h, bcp47, 2, true)}</span>
      ) : (
        <span className="movers__figure">{formatCompactText(ticker?.quoteVolume24h, bcp47)} {info.quote}</span>
      )}
    </li>
  );
}

export function TopMovers({ kind, movers }: { kind: MarketKind; movers: Movers }) {
  const { t } = useI18n();
  return (
    <section className="movers" aria-labelledby="movers-title" data-testid="top-movers">
      <h2 id="movers-title" className="movers__title">{t('markets.movers.title')}</h2>
      <div className="movers__groups market-figures">
        {GROUPS.map(([key, title]) => (
          <section key={key} className="movers__group" aria-labelledby={`movers-${key}`} data-testid={`movers-${key}`}>
            <h3 id={`movers-${key}`}>{t(title)}</h3>
            {movers[key].length === 0 ? <p className="muted">{t('markets.movers.none')}</p> : (
              <ol>
                {movers[key].map((row) => <Mover key={row.info.symbol} kind={kind} row={row} figure={key === 'volume' ? 'volume' : 'change'} />)}
              </ol>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
