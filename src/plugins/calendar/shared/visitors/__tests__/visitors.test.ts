import { eventIcsUrl, feedUrls, googleCalendarUrl, outlookCalendarUrl, type LinkedEvent } from '../calendar-links';
import { dayPart, formatTime, formatWhen } from '../format';
import { mapUrl, placeLocation } from '../places';
import { countWord, visitorLanguage, word } from '../words';

const EVENT: LinkedEvent = {
  id: 7,
  title: 'Jazz & blues',
  url: 'https://cal.test/event/jazz/',
  all_day: false,
  start_date: '2026-06-14 19:00:00',
  end_date: '2026-06-14 22:00:00',
  utc_start_date: '2026-06-14 18:00:00',
  utc_end_date: '2026-06-14 21:00:00',
  timezone: 'Europe/Lisbon',
  location: 'Hall, Lisboa',
};
const TIMES = { ...EVENT, timezone_abbr: 'WEST' };

describe('calendar links', () => {
  it('gives Google Calendar UTC instants and the IANA zone', () => {
    const url = new URL(googleCalendarUrl(EVENT));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE', text: 'Jazz & blues', dates: '20260614T180000Z/20260614T210000Z', details: EVENT.url, location: 'Hall, Lisboa', ctz: 'Europe/Lisbon',
    });
  });

  it('gives all-day events dates, the end exclusive, and leaves WordPress offsets out of ctz', () => {
    const allDay = { ...EVENT, all_day: true, end_date: '2026-06-15 23:59:59', timezone: 'UTC+2' };
    expect(new URL(googleCalendarUrl(allDay)).searchParams.get('dates')).toBe('20260614/20260616');
    expect(new URL(googleCalendarUrl(allDay)).searchParams.has('ctz')).toBe(false);
    expect(Object.fromEntries(new URL(outlookCalendarUrl(allDay)).searchParams)).toMatchObject({ startdt: '2026-06-14', enddt: '2026-06-16', allday: 'true' });
  });

  it('gives Outlook ISO instants', () => {
    expect(Object.fromEntries(new URL(outlookCalendarUrl(EVENT)).searchParams)).toMatchObject({ rru: 'addevent', subject: 'Jazz & blues', startdt: '2026-06-14T18:00:00Z', enddt: '2026-06-14T21:00:00Z', allday: 'false' });
  });

  it("links an event's iCalendar file in a language, or in the site's default one without", () => {
    expect(eventIcsUrl('https://cal.test/api/cal/events/v1', 7, 'pt-pt')).toBe('https://cal.test/api/cal/events/v1/events/7.ics?ml_language=pt-pt');
    expect(eventIcsUrl('https://cal.test/api/cal/events/v1', 7, null)).toBe('https://cal.test/api/cal/events/v1/events/7.ics');
  });

  it('subscribes with webcal:// to the same query', () => {
    expect(feedUrls('https://cal.test/api/cal/events/v1', new URLSearchParams({ categories: 'jazz', ml_language: 'fr' }))).toEqual({
      https: 'https://cal.test/api/cal/events/v1/events.ics?categories=jazz&ml_language=fr',
      webcal: 'webcal://cal.test/api/cal/events/v1/events.ics?categories=jazz&ml_language=fr',
    });
  });
});

describe('dates on the event clock', () => {
  it.each([
    ['en', 'Sunday, June 14, 2026, 7:00 – 10:00 PM (WEST)'],
    ['fr', 'dimanche 14 juin 2026, 19:00 – 22:00 (WEST)'],
    ['pt-PT', 'domingo, 14 de junho de 2026, 19:00 – 22:00 (WEST)'],
  ])('%s', (language, expected) => {
    expect(formatWhen(language, TIMES, 'All day').replace(/\s/g, ' ')).toBe(expected);
  });

  it('writes times without a leading zero, as the admin does', () => {
    const morning = { ...TIMES, start_date: '2026-06-14 09:30:00' };
    expect(['en', 'fr', 'pt-PT'].map((language) => formatTime(language, morning, '').replace(/\s/g, ' '))).toEqual(['9:30 AM', '9:30', '9:30']);
  });

  it('shows a timed event spanning days by its start, then as going on, then by its end', () => {
    const overnight = { ...TIMES, start_date: '2026-06-14 22:00:00', end_date: '2026-06-16 02:00:00' };
    expect(['2026-06-14', '2026-06-15', '2026-06-16'].map((day) => dayPart('fr', overnight, day))).toEqual([
      { part: 'start' },
      { part: 'middle' },
      { part: 'end', time: '2:00' },
    ]);
    expect(dayPart('fr', { ...overnight, all_day: true }, '2026-06-15')).toEqual({ part: 'start' });
  });

  it('writes all-day days without a zone', () => {
    expect(formatWhen('fr', { ...TIMES, all_day: true, end_date: '2026-06-14 23:59:59' }, 'Toute la journée')).toBe('dimanche 14 juin 2026 (Toute la journée)');
  });
});

describe('places and words', () => {
  it('maps a venue by coordinates, else by address, never when it asks for no map link', () => {
    expect(mapUrl({ venue: 'Hall', geo_lat: 38.7, geo_lng: -9.1 })).toBe('https://www.openstreetmap.org/?mlat=38.7&mlon=-9.1#map=17/38.7/-9.1');
    expect(mapUrl({ venue: 'Hall', city: 'Porto' })).toBe('https://www.openstreetmap.org/search?query=Hall%2C%20Porto');
    expect(mapUrl({ venue: 'Hall', city: 'Porto', show_map_link: false })).toBeNull();
    expect(placeLocation({ venue: 'Hall', address: 'Rua 1', zip: '1000', city: 'Lisboa', country: 'Portugal' })).toBe('Hall, Rua 1, 1000 Lisboa, Portugal');
  });

  it('reads languages and plurals', () => {
    expect(['fr-CA', 'pt', 'pt-pt', 'pt-BR', 'de', undefined].map(visitorLanguage)).toEqual(['fr', 'pt-PT', 'pt-PT', 'pt-PT', 'en', 'en']);
    expect([0, 1, 2].map((n) => countWord('fr', n))).toEqual(['0 événement', '1 événement', '2 événements']);
    expect([0, 1, 2].map((n) => countWord('en', n))).toEqual(['0 events', '1 event', '2 events']);
    expect(word('pt-PT', 'page.eventsAt', { name: 'Cais' })).toBe('Eventos em Cais');
  });
});
