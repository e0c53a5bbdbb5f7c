import { DateTime } from 'luxon';
import { tecListHeaders, pageUrl } from '../list';
import { maskProtected, renderTitle } from '../post';
import { scheduleDetails } from '../schedule';

describe('tec/v1 list headers', () => {
  const url = (page: number) => `https://x.test/wp-json/tec/v1/events?per_page=2&page=${page}`;
  it.each([
    [{ page: 1, perPage: 2, total: 0 }, { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' }],
    [{ page: 1, perPage: 2, total: 2 }, { 'X-WP-Total': '2', 'X-WP-TotalPages': '1' }],
    [{ page: 1, perPage: 2, total: 5 }, { 'X-WP-Total': '5', 'X-WP-TotalPages': '3', Link: `<${url(2)}>; rel="next"` }],
    [{ page: 2, perPage: 2, total: 5 }, { 'X-WP-Total': '5', 'X-WP-TotalPages': '3', Link: `<${url(1)}>; rel="prev", <${url(3)}>; rel="next"` }],
    [{ page: 3, perPage: 2, total: 5 }, { 'X-WP-Total': '5', 'X-WP-TotalPages': '3', Link: `<${url(2)}>; rel="prev"` }],
  ])('%j → %j', (page, expected) => {
    expect(tecListHeaders(page, url)).toEqual(expected);
  });

  it('keep the request query, page replaced', () => {
    expect(pageUrl('https://x.test/wp-json/tec/v1/events', 'search=a%20b&page=1&per_page=2', 2)).toBe('https://x.test/wp-json/tec/v1/events?search=a+b&page=2&per_page=2');
    expect(pageUrl('https://x.test/', 'rest_route=%2Ftec%2Fv1%2Fevents', 3)).toBe('https://x.test/?rest_route=%2Ftec%2Fv1%2Fevents&page=3');
  });
});

describe('masking a protected record', () => {
  it('keeps the identifying fields and masks every other value at any depth, lists emptied', () => {
    const masked = maskProtected({
      id: 5,
      title: { rendered: 'Secret' },
      status: 'publish',
      content: { rendered: '<p>x</p>', protected: true },
      cost: '$5',
      all_day: false,
      multiday: 2,
      organizers: [{ id: 3, email: 'a@b.c' }],
      starts_this_week: null,
    });
    expect(masked).toEqual({
      id: 5,
      title: { rendered: 'Secret' },
      status: 'publish',
      content: { rendered: 'Password protected', protected: null },
      cost: 'Password protected',
      all_day: null,
      multiday: 0,
      organizers: [],
      starts_this_week: null,
    });
  });
});

describe('titles and schedules', () => {
  it('renders a bare ampersand as WordPress does, entities kept', () => {
    expect(renderTitle(' Café & Bar &amp; Co ')).toBe('Café &#038; Bar &amp; Co');
  });

  const at = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Lisbon' }).setLocale('en');
  const now = at('2027-01-10T12:00:00');
  it.each([
    ['same day', at('2027-06-01T21:00:00'), at('2027-06-01T23:30:00'), false, '<span class="tribe-event-date-start">June 1 @ 9:00 pm</span> - <span class="tribe-event-time">11:30 pm</span>', '<span class="tribe-event-date-start">9:00 pm</span> - <span class="tribe-event-time">11:30 pm</span>'],
    ['another year', at('2028-01-15T09:00:00'), at('2028-01-15T17:00:00'), false, '<span class="tribe-event-date-start">January 15, 2028 @ 9:00 am</span> - <span class="tribe-event-time">5:00 pm</span>', undefined],
    ['over midnight', at('2027-07-13T17:25:00'), at('2027-07-14T01:25:00'), false, '<span class="tribe-event-date-start">July 13 @ 5:25 pm</span> - <span class="tribe-event-date-end">July 14 @ 1:25 am</span>', undefined],
    ['all day', at('2027-03-02T00:00:00'), at('2027-03-02T23:59:59'), true, '<span class="tribe-event-date-start">March 2</span>', undefined],
  ])('%s', (_name, start, end, allDay, long, short) => {
    const details = scheduleDetails({ start, end, allDay, now });
    expect(details.long).toBe(long);
    if (short) expect(details.short).toBe(short);
  });
});
