// The research center's seed articles: what every user of the gateway reads, so real writing
// only. The hostile article the sanitiser's tests need is a fixture (testing/hostileArticle.ts)
// that only a gateway with test control serves. Read-only, so kept in code rather than in the
// database.
import type { ResearchArticle } from '../../src/core/protocol/research';

/** Replaced when served by the first image domain of getDomainConfigList (its port changes per run). */
export const IMAGE_DOMAIN_MARK = '{{imageDomain}}';


const SEED: readonly ResearchArticle[] = [
  {
    id: 'bitcoin-liquidity-after-halving',
    title: 'Bitcoin liquidity after the halving',
    summary: 'Order book depth, spreads and funding on BTCUSDT in the weeks after the supply cut.',
    publishedAt: Date.UTC(2024, 5, 3, 9, 0),
    author: 'OpenEx Research',
    readMinutes: 6,
    coin: 'BTC',
    lang: 'en',
    html: [
      '<h2>What changed</h2>',
      '<p>Miners now receive <strong>3.125 BTC</strong> per block. Spot depth within 1% of the mid price held steady, while spreads on <a href="/spot/BTCUSDT">BTCUSDT</a> narrowed during Asian hours.</p>',
      `<figure><img src="${IMAGE_DOMAIN_MARK}/images/coins/BTC.svg" alt="Bitcoin badge" width="64" height="64"><figcaption>Bitcoin (BTC)</figcaption></figure>`,
      '<h3>Depth within 1% of mid</h3>',
      '<table><thead><tr><th scope="col">Week</th><th scope="col">Bid depth (BTC)</th><th scope="col">Ask depth (BTC)</th></tr></thead>',
      '<tbody><tr><td>1</td><td>412</td><td>398</td></tr><tr><td>2</td><td>436</td><td>421</td></tr><tr><td>3</td><td>451</td><td>447</td></tr></tbody></table>',
      '<ul><li>Funding stayed positive but below 0.01% per eight hours.</li><li>Open interest grew 7%.</li></ul>',
      `<p>Figures in this note carry <a href="${IMAGE_DOMAIN_MARK}/images/coins/BTC.svg">the Bitcoin mark</a> at full size.</p>`,
      '<blockquote>Liquidity follows volatility; volatility follows news.</blockquote>',
    ].join('\n'),
  },
  {
    id: 'ethereum-staking-explained',
    title: 'Ethereum staking yields, explained',
    summary: 'Where staking rewards come from, why they move, and what a staker gives up for them.',
    publishedAt: Date.UTC(2024, 4, 21, 14, 30),
    author: 'OpenEx Research',
    readMinutes: 4,
    coin: 'ETH',
    lang: 'en',
    html: [
      '<h2>Where the yield comes from</h2>',
      '<p>Validators earn issuance and a share of priority fees. When activity rises, so does the <em>effective</em> yield.</p>',
      `<p><img src="${IMAGE_DOMAIN_MARK}/images/coins/ETH.svg" alt="Ether badge" width="48" height="48"></p>`,
      '<p>Issuance falls as more ether is staked: the protocol pays a fixed budget that grows with the square root of the total stake, so each validator\'s share shrinks as the queue empties.</p>',
      '<h2>What it costs</h2>',
      '<p>Staked ether is locked until the validator exits, and the exit queue can take days when many leave at once. Liquid staking tokens trade instead, usually a little below the ether they stand for.</p>',
      '<h2>What to watch</h2>',
      '<ol><li>The validator queue.</li><li>Fee burn against issuance.</li></ol>',
    ].join('\n'),
  },
  {
    id: 'reading-funding-rates',
    title: 'Reading funding rates on USDT-M perpetuals',
    summary: 'What a positive or negative funding rate tells you, and what it costs to hold a position through it.',
    publishedAt: Date.UTC(2024, 3, 8, 7, 15),
    author: 'OpenEx Research',
    readMinutes: 5,
    coin: null,
    lang: 'en',
    html: [
      '<h2>Funding in one paragraph</h2>',
      '<p>Every eight hours, longs pay shorts when the perpetual trades above the index, and shorts pay longs when it trades below.</p>',
      '<p>A rate of <code>0.01%</code> on a 10,000 USDT position costs <strong>1 USDT</strong> per interval.</p>',
      '<p>Try it on <a href="/futures/usdt/BTCUSDT">the BTCUSDT perpetual</a> in demo mode first.</p>',
    ].join('\n'),
  },
];

export class Articles {
  /** `fixtures` are served by id only, never listed: test content no user browses to. */
  constructor(private readonly fixtures: readonly ResearchArticle[] = []) {}

  /** Newest first. */
  list(): readonly ResearchArticle[] {
    return [...SEED].sort((a, b) => b.publishedAt - a.publishedAt);
  }

  byId(id: string): ResearchArticle | undefined {
    return SEED.find((a) => a.id === id) ?? this.fixtures.find((a) => a.id === id);
  }
}
