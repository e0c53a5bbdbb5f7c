import { antispambot, escHtml, escJs, isPhpFalsy, phpUrldecode, phpUrlencode, slugify, trimWords, withoutFalsy } from '../wp-strings';

describe('escHtml', () => {
  it.each([
    ['https://example.com/jazz', 'https://example.com/jazz'],
    ['https://x.org/?a=1&b=2', 'https://x.org/?a=1&amp;b=2'],
    ['Tom &amp; Jerry', 'Tom &amp; Jerry'],
    ['<b>"hi"</b> it\'s', '&lt;b&gt;&quot;hi&quot;&lt;/b&gt; it&#039;s'],
  ])('%s → %s', (text, expected) => {
    expect(escHtml(text)).toBe(expected);
  });
});

describe('escJs', () => {
  it.each([
    ['<p>Jazz</p>\n', '&lt;p&gt;Jazz&lt;/p&gt;\\n'],
    ["It's \"on\"", "It\\'s &quot;on&quot;"],
    ['a\r\nb', 'a\\nb'],
    ['back\\slash', 'backslash'],
    ['&#039;quoted&#039;', "\\'quoted\\'"],
  ])('%j → %j', (text, expected) => {
    expect(escJs(text)).toBe(expected);
  });
});

describe('trimWords', () => {
  it.each([
    ['<p>One  two\nthree</p>', 3, 'One two three'],
    ['<p>One two three four</p>', 2, 'One two&hellip;'],
    ['<style>p{}</style><p>Text</p>', 55, 'Text'],
  ])('%j (max %i) → %j', (html, words, expected) => {
    expect(trimWords(html, words)).toBe(expected);
  });
});

describe('phpUrlencode / phpUrldecode', () => {
  it.each([
    ['2026-11-20 00:00:00', '2026-11-20+00%3A00%3A00'],
    ['4,5', '4%2C5'],
    ["a-b_c.d~e!*'()", "a-b_c.d%7Ee%21%2A%27%28%29"],
    ['café', 'caf%C3%A9'],
  ])('%s ⇄ %s', (plain, encoded) => {
    expect(phpUrlencode(plain)).toBe(encoded);
    expect(phpUrldecode(encoded)).toBe(plain);
  });
  it('leaves a malformed escape as it is', () => {
    expect(phpUrldecode('100%+sure')).toBe('100% sure');
  });
});

describe('antispambot', () => {
  it('encodes every character as a decimal entity', () => {
    expect(antispambot('a@b.c')).toBe('&#97;&#64;&#98;&#46;&#99;');
  });
});

describe('slugify', () => {
  it.each([
    ['Free', 'free'],
    ['Pay what you can!', 'pay-what-you-can'],
    ['Entrée libre', 'entree-libre'],
  ])('%s → %s', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });
});

describe('PHP falsiness', () => {
  it.each([
    ['""', '', true],
    ['"0"', '0', true],
    ['0', 0, true],
    ['false', false, true],
    ['null', null, true],
    ['[]', [], true],
    ['"0.0"', '0.0', false],
    ['" "', ' ', false],
    ['{}', {}, false],
    ['[0]', [0], false],
  ])('%s is falsy: %s', (_, value, expected) => {
    expect(isPhpFalsy(value)).toBe(expected);
  });

  it('withoutFalsy keeps the order of the remaining keys', () => {
    expect(Object.keys(withoutFalsy({ a: 'x', b: '', c: 1, d: false, e: [] as string[], f: 'y' }))).toEqual(['a', 'c', 'f']);
  });
});
