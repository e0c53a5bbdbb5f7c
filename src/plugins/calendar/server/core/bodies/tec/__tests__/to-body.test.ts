import { createTecEventBody, createTecOrganizerBody, createTecVenueBody } from '../schemas';
import { endAfter, tecEventToBody, tecOrganizerToBody, tecVenueToBody } from '../to-body';

const event = (body: Record<string, unknown>) => createTecEventBody(['en', 'fr']).parse(body);

describe('a tec/v1 event body', () => {
  it('maps onto the calendar body: content, linked IDs, terms, image', () => {
    const body = event({
      title: 'Fado',
      content: '<p>x</p>',
      excerpt: '',
      status: 'draft',
      start_date: '2027-07-01 21:00:00',
      end_date: '2027-07-01 23:00:00',
      venues: [3],
      organizers: [4, 5],
      tribe_events_cat: [6],
      tags: '7,8',
      featured_media: 9,
      comment_status: 'closed',
      format: 'standard',
      date_gmt: '2026-01-01 10:00:00',
    });
    expect(tecEventToBody(body)).toEqual({
      title: 'Fado',
      description: '<p>x</p>',
      status: 'draft',
      start_date: '2027-07-01 21:00:00',
      end_date: '2027-07-01 23:00:00',
      venues: [3],
      organizer: [4, 5],
      categories: [6],
      tags: [7, 8],
      image: 9,
      date_utc: '2026-01-01 10:00:00',
    });
  });

  it('takes the UTC dates when the wall ones are absent, and a duration when no end is sent', () => {
    expect(tecEventToBody(event({ start_date_utc: '2027-07-01 20:00:00', end_date_utc: '2027-07-01 22:00:00' }))).toEqual({
      start_date: '2027-07-01T20:00:00Z',
      end_date: '2027-07-01T22:00:00Z',
    });
    expect(tecEventToBody(event({ start_date: '2027-12-31 23:00:00', duration: 7200 }), 'Europe/Lisbon')).toEqual({ start_date: '2027-12-31 23:00:00', end_date: '2028-01-01T01:00:00+00:00' });
    expect(tecEventToBody(event({ start_date_utc: '2027-07-01 20:00:00', duration: 60 }))).toMatchObject({ end_date: '2027-07-01T20:01:00Z' });
  });

  it.each([
    { start_date: '2027-07-01T21:00:00' },
    { start_date: '2027-07-01 21:00' },
    { start_date: '2027-13-01 21:00:00' },
    { end_date: '2027-02-29 10:00:00' },
    { status: 'trash' },
    { venues: ['hall'] },
    { venues: [0] },
    { duration: -5 },
    { featured: 'maybe' },
    { format: 'novel' },
    { title: 5 },
  ])('refuses %j', (body) => {
    expect(createTecEventBody(['en']).safeParse(body).success).toBe(false);
  });

  it('adds real seconds to a start in its zone, across a year and the daylight-saving changes', () => {
    expect(endAfter('2027-12-31 23:30:00', 3600, 'Europe/Lisbon')).toBe('2028-01-01T00:30:00+00:00');
    // Lisbon springs forward at 01:00 on 2027-03-28 and falls back at 02:00 on 2027-10-31: two hours are two hours.
    expect(endAfter('2027-03-28 00:30:00', 7200, 'Europe/Lisbon')).toBe('2027-03-28T03:30:00+01:00');
    expect(endAfter('2027-10-31 00:30:00', 7200, 'Europe/Lisbon')).toBe('2027-10-31T01:30:00+00:00');
    expect(endAfter('2027-10-31 00:30:00', 7200, 'UTC+5.5')).toBe('2027-10-31T02:30:00+05:30');
  });
});

describe('tec/v1 venue and organizer bodies', () => {
  it('take the name as title and keep empty strings that clear a field', () => {
    expect(tecVenueToBody(createTecVenueBody(['en']).parse({ title: 'Hall', state_province: 'Norte', content: '', zip: '' }))).toEqual({
      venue: 'Hall',
      stateprovince: 'Norte',
      description: '',
      zip: '',
    });
    expect(tecOrganizerToBody(createTecOrganizerBody(['en']).parse({ title: 'Ana', email: 'a@b.c', ping_status: 'open' }))).toEqual({ organizer: 'Ana', email: 'a@b.c' });
  });
});
