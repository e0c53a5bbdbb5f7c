// ical-generator's own folding: the reference ours must match.
import { foldLines as icalGeneratorFold } from 'ical-generator';
import { DateTime } from 'luxon';
import { eventUid, sequenceOf } from '../event';
import { foldLines } from '../fold';
import { htmlToText } from '../text';
import { icalZoneId, vtimezone } from '../vtimezone';

describe('icalZoneId', () => {
  it.each([
    ['Europe/Lisbon', 'Europe/Lisbon'],
    ['UTC', 'UTC'],
    ['UTC+0', 'UTC'],
    ['UTC+2', 'Etc/GMT-2'],
    ['UTC-5', 'Etc/GMT+5'],
    ['UTC+14', 'Etc/GMT-14'],
    // No IANA zone names a fractional offset: UTC instants.
    ['UTC+5.5', 'UTC'],
    ['UTC-9:30', 'UTC'],
    ['Not/AZone', 'UTC'],
  ])('%s → %s', (tz, tzid) => {
    expect(icalZoneId(tz)).toBe(tzid);
  });
});

/** The observances of a VTIMEZONE: [kind, DTSTART, TZOFFSETFROM, TZOFFSETTO]. */
function observances(text: string): string[][] {
  const blocks = text.split(/\r\n(?=BEGIN:(?:STANDARD|DAYLIGHT))/).slice(1);
  return blocks.map((block) => {
    const value = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(block.replace(/\r/g, ''))?.[1] ?? '';
    return [block.startsWith('BEGIN:DAYLIGHT') ? 'DAYLIGHT' : 'STANDARD', value('DTSTART'), value('TZOFFSETFROM'), value('TZOFFSETTO')];
  });
}

describe('vtimezone', () => {
  it('lists the transitions of the years asked, at their local wall time before the change', () => {
    expect(observances(vtimezone('America/New_York', 2026, 2026) as string)).toEqual([
      ['STANDARD', '20251230T190000', '-0500', '-0500'],
      ['DAYLIGHT', '20260308T020000', '-0500', '-0400'],
      ['STANDARD', '20261101T020000', '-0400', '-0500'],
    ]);
  });

  it('finds half-hour shifts (Lord Howe Island)', () => {
    expect(observances(vtimezone('Australia/Lord_Howe', 2026, 2026) as string)).toEqual([
      ['DAYLIGHT', '20251231T110000', '+1100', '+1100'],
      ['STANDARD', '20260405T020000', '+1100', '+1030'],
      ['DAYLIGHT', '20261004T020000', '+1030', '+1100'],
    ]);
  });

  it('is one observance for a fixed offset, none for UTC', () => {
    expect(observances(vtimezone('Etc/GMT-2', 2026, 2027) as string)).toEqual([['STANDARD', '20251231T020000', '+0200', '+0200']]);
    expect(vtimezone('UTC', 2026, 2027)).toBeNull();
  });
});

describe('htmlToText', () => {
  it.each([
    ['', ''],
    ['<p>Plain</p>', 'Plain'],
    ['<p>Rock &amp; roll &lt;live&gt; &quot;now&quot; &#8211; &eacute;t&eacute;</p>', 'Rock & roll <live> "now" – été'],
    ['<p>One</p>\n<p>Two<br />\nThree</p>', 'One\n\nTwo\nThree'],
    ['<ul>\n<li>A</li>\n<li>B</li>\n</ul>', '- A\n- B'],
    ['<p>See <a href="https://x.test/?a=1&amp;b=2">the map</a></p>', 'See the map (https://x.test/?a=1&b=2)'],
    ['<p><a href="https://x.test/">https://x.test/</a></p>', 'https://x.test/'],
    ['<p>a\\*b</p>', 'a\\*b'],
    ['<script>alert(1)</script><p>Safe</p>', 'Safe'],
  ])('%j → %j', (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});

describe('UID and SEQUENCE', () => {
  it('names an event by its ID and the site only', () => {
    expect(eventUid({ id: 42, global_id: 'calendar.example.org/sub?id=42' })).toBe('42@calendar.example.org/sub');
  });

  it('counts seconds since 2020, growing with the modification time', () => {
    const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
    expect(sequenceOf(at('2020-01-01T00:00:00'))).toBe(0);
    expect(sequenceOf(at('2026-11-24T17:00:01'))).toBeGreaterThan(sequenceOf(at('2026-11-24T17:00:00')));
    // Still within RFC 5545's INTEGER in 2088.
    expect(sequenceOf(at('2088-01-01T00:00:00'))).toBeLessThan(2 ** 31);
  });
});

describe('foldLines', () => {
  const unfold = (text: string) => text.replace(/\r\n /g, '');
  it.each([
    ['short', 'SUMMARY:Jazz'],
    ['ASCII', `DESCRIPTION:${'a'.repeat(300)}`],
    ['ASCII of exactly 74 and 148 octets', `DESCRIPTION:${'b'.repeat(136)}`],
    ['accents', `DESCRIPTION:${'é'.repeat(100)}`],
    ['emoji', `DESCRIPTION:${'x🎷'.repeat(60)}`],
    ['CJK', `SUMMARY:${'東京の夜'.repeat(30)}`],
  ])('folds %s lines at 75 octets, never inside a character, and unfolds to the same text', (_name, line) => {
    const text = `BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`;
    const folded = foldLines(text);
    // The same folding as ical-generator's own (its rule, measured character by character).
    expect(folded).toBe(icalGeneratorFold(text));
    expect(unfold(folded)).toBe(text);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toMatch(/\uFFFD/);
      // No lone surrogate: every part is valid UTF-16 on its own.
      expect(Buffer.from(part).toString()).toBe(part);
    }
  });
});
