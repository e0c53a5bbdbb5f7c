import { HTML_FIELDS, filterRecordHtml } from '../fields';
import { errors } from '@strapi/utils';
import { filterPlainText, filterRichText, HtmlTooDeepError, MAX_HTML_DEPTH } from '../filter-html';
import { POST_TAGS } from '../allowed-html';
import { renderContent } from '../../wire/content';

/** Markup that never survives: no `<script`, no handler, no `javascript:`, no frame, object or form. */
const DANGER = /<\s*(script|iframe|object|embed|form|svg|math|style|base|meta|link)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:/i;

describe('filterRichText keeps the post allowlist', () => {
  it.each<[string, string, string]>([
    ['paragraphs and emphasis', '<p>Jazz <strong>tonight</strong>, <em>free</em></p>', '<p>Jazz <strong>tonight</strong>, <em>free</em></p>'],
    ['an https link with its target', '<a href="https://example.org/tickets" target="_blank" rel="noopener">Tickets</a>', '<a href="https://example.org/tickets" target="_blank" rel="noopener">Tickets</a>'],
    ['relative, mailto and tel links', '<a href="/venue">v</a><a href="mailto:a@b.pt">m</a><a href="tel:+351">t</a>', '<a href="/venue">v</a><a href="mailto:a@b.pt">m</a><a href="tel:+351">t</a>'],
    ['lists', '<ul><li>one</li></ul><ol start="2"><li>two</li></ol>', '<ul><li>one</li></ul><ol start="2"><li>two</li></ol>'],
    ['an https image with its size', '<img src="https://example.org/a.png" alt="Poster" width="640" height="480" loading="lazy">', '<img src="https://example.org/a.png" alt="Poster" width="640" height="480" loading="lazy" />'],
    ['headings, quotes, code, tables', '<h2>Line-up</h2><blockquote cite="https://e.org">q</blockquote><pre><code>x</code></pre><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>', '<h2>Line-up</h2><blockquote cite="https://e.org">q</blockquote><pre><code>x</code></pre><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>'],
    ['figures and captions', '<figure class="wp-block-image"><img src="/a.jpg" /><figcaption>A</figcaption></figure>', '<figure class="wp-block-image"><img src="/a.jpg" /><figcaption>A</figcaption></figure>'],
    ['global attributes', '<span class="x" id="y" title="t" lang="pt" dir="ltr" aria-label="l">s</span>', '<span class="x" id="y" title="t" lang="pt" dir="ltr" aria-label="l">s</span>'],
    ['presentational styles only', '<p style="text-align:center;color:#c00;position:fixed;background:url(x)">s</p>', '<p style="text-align:center;color:#c00">s</p>'],
    ['text with & as sent', '<p>Rock & Roll, R&B, Q&amp;A</p>', '<p>Rock & Roll, R&B, Q&A</p>'],
    ['a line break, written as XHTML', 'a<br>b', 'a<br />b'],
  ])('%s', (_, input, expected) => {
    expect(filterRichText(input)).toBe(expected);
  });

  it('keeps every tag of the allowlist', () => {
    for (const tag of Object.keys(POST_TAGS)) {
      expect(filterRichText(`<${tag}>x</${tag}>`)).toContain(`<${tag}`);
    }
  });

  it('leaves plain text and Markdown-free text unchanged', () => {
    for (const text of ['Fado à Alfama', 'Doors 19:30 — free entry', 'Line one\nLine two', '']) expect(filterRichText(text)).toBe(text);
  });
});

describe('filterRichText removes what may run', () => {
  it.each<[string, string, string]>([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)" onmouseover=alert(2)>Hi</p>', '<p>Hi</p>'],
    ['img onerror', '<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['svg onload', '<svg onload=alert(1)><circle /></svg>ok', 'ok'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: in capitals and spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: split by an encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: split by a raw tab and newline', '<a href="jav\tascr\nipt:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: with encoded letters', '<a href="&#106;&#97;vascript:alert(1)">x</a>', '<a>x</a>'],
    ['javascript: with an encoded colon', '<a href="javascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['javascript: with a padded numeric colon', '<a href="javascript&#0000058alert(1)">x</a>', '<a>x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img />'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>after', 'after'],
    ['an unclosed iframe', '<iframe><script>alert(1)</script><b>x</b>', '<b>x</b>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['a form', '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(1)">go</button></form>', '<button>go</button>'],
    ['a style element', '<style>body{display:none}</style>ok', 'ok'],
    ['a nested script name', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['a comment', '<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['a conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->ok', 'ok'],
    ['an unclosed tag', '<p>open <b>bold', '<p>open <b>bold</b></p>'],
    ['a tag left open mid-attribute', '<a href="https://e.org" onclick="alert(1)', ''],
    ['a style url()', '<p style="background-image:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['a CSS expression', '<p style="color:expression(alert(1))">x</p>', '<p>x</p>'],
    ['base, meta and link', '<base href="https://evil.example"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="import" href="x">ok', 'ok'],
    ['math foreign content', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
    ['noscript content', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['a srcset', '<img src="/a.png" srcset="javascript:alert(1) 1x">', '<img src="/a.png" />'],
    ['data attributes', '<span data-toggle="modal" data-target="#x">s</span>', '<span>s</span>'],
  ])('%s', (_, input, expected) => {
    const output = filterRichText(input);
    expect(output).toBe(expected);
    expect(output).not.toMatch(DANGER);
  });

  it('keeps encoded markup as text', () => {
    expect(filterRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(filterRichText('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
  });

  it('keeps the escape of & inside attributes and before an entity name', () => {
    expect(filterRichText('<a href="https://e.org/?a=1&b=2" title="R&B">R&B</a>')).toBe('<a href="https://e.org/?a=1&amp;b=2" title="R&amp;B">R&B</a>');
    expect(filterRichText('&amp;lt;b&amp;gt; and &amp;#60;')).toBe('&amp;lt;b&amp;gt; and &amp;#60;');
  });

  it('is stable: filtering twice gives what filtering once gave', () => {
    const inputs = ['<p onclick=x>Rock & Roll <a href="?a=1&b=2">l</a></p>', '<scr<script>ipt>x', '&amp;lt;', 'a &lt; b'];
    for (const input of inputs) expect(filterRichText(filterRichText(input))).toBe(filterRichText(input));
  });
});

describe('what the wire renders from filtered rich text', () => {
  /** Markup that would run once the wire's Markdown renderer has turned the stored text into HTML. */
  const RUNNABLE = /<(script|iframe|object|embed|svg|math|style)\b|<[^>]*\son[a-z]+\s*=|<[^>]*(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i;

  it.each([
    ['a Markdown javascript: link', '[x](javascript:alert(1))'],
    ['a Markdown javascript: image', '![x](javascript:alert(1))'],
    ['an encoded Markdown javascript: link', '[x](jav&#x61;script:alert(1))'],
    ['a double-encoded Markdown link', '[x](jav&amp;#x61;script:alert(1))'],
    ['a Markdown autolink', '<javascript:alert(1)>'],
    ['a Markdown reference link', '[a]: javascript:alert(1)\n\n[a]'],
    ['a Markdown data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)'],
    ['a handler split over a code span', '`x <img title="` onerror=alert(1)//">'],
    ['an HTML block with a handler', '<div>\n\n<img src=x onerror=alert(1)>\n\n</div>'],
    ['an encoded script in Markdown', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ])('%s stays inert', (_, input) => {
    expect(renderContent(filterRichText(input))).not.toMatch(RUNNABLE);
  });
});

describe('filterPlainText', () => {
  it.each<[string, string, string]>([
    ['plain text as sent', 'Jazz Night — Lisboa', 'Jazz Night — Lisboa'],
    ['& as sent', 'Rock & Roll, R&B, Q&A', 'Rock & Roll, R&B, Q&A'],
    ['an encoded & decoded', 'Tom &amp; Jerry', 'Tom & Jerry'],
    ['tags removed, their text kept', '<b>Jazz</b> <a href="https://e.org">night</a>', 'Jazz night'],
    ['scripts removed with their text', 'Show<script>alert(1)</script>', 'Show'],
    ['styles removed with their text', '<style>h1{}</style>Show', 'Show'],
    ['img onerror', '<img src=x onerror=alert(1)>Show', 'Show'],
    ['svg onload', '<svg onload=alert(1)>Show', 'Show'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>Show', 'Show'],
    ['a nested script name', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['a comment', 'Sh<!-- x -->ow', 'Show'],
    ['an unclosed tag', 'Show <b', 'Show '],
    ['angle brackets that are no tag', '1 < 2 > 0', '1 &lt; 2 &gt; 0'],
    ['encoded markup kept as text', '&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ])('%s', (_, input, expected) => {
    const output = filterPlainText(input);
    expect(output).toBe(expected);
    expect(output).not.toMatch(/</);
  });
});

describe('nesting', () => {
  it('filters elements nested up to the bound', () => {
    const html = `${'<div>'.repeat(MAX_HTML_DEPTH)}x`;
    expect(filterRichText(html)).toBe(`${html}${'</div>'.repeat(MAX_HTML_DEPTH)}`);
  });

  it.each([
    ['rich text', filterRichText],
    ['plain text', filterPlainText],
  ])('refuses %s nested past the bound, however the tags are named', (_, filter) => {
    for (const tag of ['b', 'blink', 'svg']) expect(() => filter(`<${tag}>`.repeat(MAX_HTML_DEPTH + 1))).toThrow(HtmlTooDeepError);
    expect(() => filter(`<iframe>${'<b>'.repeat(MAX_HTML_DEPTH + 1)}`)).toThrow(HtmlTooDeepError);
  });

  it('counts what is open at once, not how many tags there are', () => {
    const many = MAX_HTML_DEPTH * 3;
    expect(filterRichText('<p>x</p>'.repeat(many))).toBe('<p>x</p>'.repeat(many));
    expect(filterRichText('<li>x'.repeat(many))).toBe('<li>x</li>'.repeat(many));
    expect(filterRichText('<br>'.repeat(many))).toBe('<br />'.repeat(many));
  });
});

describe('filterRecordHtml', () => {
  it('filters the HTML fields of a record and leaves the others', () => {
    const data = { title: '<b>Fado</b>', description: '<p onclick="x">Hi</p>', excerpt: null, cost: '<b>5</b>', venues: ['doc1'] };
    expect(filterRecordHtml(data, HTML_FIELDS['api::event.event'])).toEqual({
      title: 'Fado',
      description: '<p>Hi</p>',
      excerpt: null,
      cost: '<b>5</b>',
      venues: ['doc1'],
    });
  });

  it('names the field nested too deep in a validation error', () => {
    const data = { title: 'Ok', description: '<b>'.repeat(MAX_HTML_DEPTH + 1) };
    expect(() => filterRecordHtml(data, HTML_FIELDS['api::event.event'])).toThrow(errors.ValidationError);
    expect(() => filterRecordHtml(data, HTML_FIELDS['api::event.event'])).toThrow(/^description: /);
  });

  it('returns a copy', () => {
    const data = { name: '<i>Hall</i>' };
    filterRecordHtml(data, HTML_FIELDS['api::venue.venue']);
    expect(data.name).toBe('<i>Hall</i>');
  });
});
