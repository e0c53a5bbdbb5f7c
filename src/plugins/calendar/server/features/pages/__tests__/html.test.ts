import { escapeHtml, html, jsonLdScript, safeUrl, trusted } from '../templates/html';
import { plainText, titleHtml } from '../templates/text';

describe('page templates', () => {
  it('escapes every interpolated value, text and attribute alike', () => {
    const hostile = `"><script>alert(1)</script>'&`;
    expect(html`<a title="${hostile}">${hostile}</a>`.text).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39;&amp;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#39;&amp;</a>'
    );
    expect(html`<p>${trusted('<b>kept</b>')}${['a', html`<i>b</i>`]}${null}${false}</p>`.text).toBe('<p><b>kept</b>a<i>b</i></p>');
    expect(escapeHtml('a<b')).toBe('a&lt;b');
  });

  it('writes JSON-LD that no value can close', () => {
    const block = jsonLdScript({ name: '</script><!-- & \u2028' }).text;
    expect(block).toBe('<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}</script>');
    expect(JSON.parse(block.slice(35, -9))).toEqual({ name: '</script><!-- & \u2028' });
  });

  it('keeps web and mail URLs only', () => {
    expect(['https://a.test/x', 'mailto:a@b.test', 'javascript:alert(1)', 'data:text/html,x', 'not a url', null].map(safeUrl)).toEqual([
      'https://a.test/x', 'mailto:a@b.test', null, null, null, null,
    ]);
  });

  it('shows titles as HTML text without tags, and as plain text for meta tags', () => {
    expect(titleHtml('Rock &amp; <b>Roll</b><script>x</script>').text).toBe('Rock & Roll');
    expect(plainText('<p>R&amp;B &#8217;n&rsquo; <em>soul</em></p><p>Next</p>')).toBe('R&B ’n’ soul Next');
  });
});
