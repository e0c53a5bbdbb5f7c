import { OUR_EVENT_CHANGE_KEYS } from './support';
import type { EventRecord } from '../../../data/records/types';
import { toWireEvent } from '../event';
import type { WireEvent } from '../types';
import { bob, ctxWith, event, exampleCtx as ctx, jane, mainHall, sideRoom } from './example-records';

const file = { id: 31, name: 'p.jpg', url: '/uploads/p.jpg', ext: '.jpg', mime: 'image/jpeg', width: null, height: null, size: null, formats: null };

describe('toWireEvent fields', () => {
  const cases: { name: string; input: Partial<EventRecord>; expected: Partial<WireEvent> }[] = [
    { name: 'author as a string', input: { author: 7 }, expected: { author: '7' } },
    { name: 'no author as "0"', input: { author: null }, expected: { author: '0' } },
    { name: 'no slug as ""', input: { slug: null }, expected: { slug: '', url: 'http://127.0.0.1:8881/?post_type=tribe_events&p=8' } },
    { name: 'title trimmed', input: { title: '  Jazz  ' }, expected: { title: 'Jazz' } },
    { name: 'no description/excerpt as ""', input: { description: null, excerpt: '' }, expected: { description: '', excerpt: '' } },
    { name: 'Markdown description rendered', input: { description: '**Live** jazz' }, expected: { description: '<p><strong>Live</strong> jazz</p>' } },
    { name: 'no image as false', input: { image: null }, expected: { image: false } },
    { name: 'an image object', input: { image: file }, expected: { image: { url: 'http://127.0.0.1:8881/uploads/p.jpg', id: 31, extension: 'jpg' } } },
    { name: 'all_day null as false', input: { allDay: null }, expected: { all_day: false } },
    { name: 'all_day true', input: { allDay: true }, expected: { all_day: true } },
    { name: 'no time zone: the site zone', input: { timezone: null }, expected: { timezone: 'UTC', timezone_abbr: 'UTC', start_date: '2026-12-06 00:00:00' } },
    { name: 'a stored time zone', input: {}, expected: { timezone: 'America/New_York', timezone_abbr: 'EST', start_date: '2026-12-05 19:00:00', utc_start_date: '2026-12-06 00:00:00' } },
    { name: 'website null: the permalink', input: { website: null }, expected: { website: 'http://127.0.0.1:8881/event/jazz-night/' } },
    { name: 'website "" stays ""', input: { website: '' }, expected: { website: '' } },
    { name: 'website HTML-escaped', input: { website: 'https://x.org/?a=1&b=2' }, expected: { website: 'https://x.org/?a=1&amp;b=2' } },
    { name: 'map flags null as true', input: { showMap: null, showMapLink: null }, expected: { show_map: true, show_map_link: true } },
    { name: 'map flags false', input: { showMap: false, showMapLink: false }, expected: { show_map: false, show_map_link: false } },
    { name: 'other flags null as false', input: { hideFromListings: null, sticky: null, featured: null }, expected: { hide_from_listings: false, sticky: false, featured: false } },
    { name: 'other flags true', input: { hideFromListings: true, sticky: true, featured: true }, expected: { hide_from_listings: true, sticky: true, featured: true } },
    { name: 'no venue as []', input: { venues: [] }, expected: { venue: [] } },
    { name: 'no organizer as []', input: { organizers: [] }, expected: { organizer: [] } },
    { name: 'no custom fields as []', input: { customFields: null }, expected: { custom_fields: [] } },
    { name: 'only empty custom fields as []', input: { customFields: { _ecp_custom_2: { label: 'Dress', value: '' } } }, expected: { custom_fields: [] } },
    {
      name: 'custom fields with values',
      input: { customFields: { _ecp_custom_2: { label: 'Dress', value: 'Smart' }, _ecp_custom_3: { label: 'X', value: '' } } },
      expected: { custom_fields: { _ecp_custom_2: { label: 'Dress', value: 'Smart' } } },
    },
    { name: 'lineage after the global id', input: { globalIdLineage: ['origin.org?id=5'] }, expected: { global_id: '127.0.0.1?id=8', global_id_lineage: ['127.0.0.1?id=8', 'origin.org?id=5'] } },
    { name: 'ml_language and translations', input: { locale: 'fr', slug: 'soiree', translations: { en: 9 } }, expected: { ml_language: 'fr', translations: { en: 9 }, url: 'http://127.0.0.1:8881/fr/event/soiree/' } },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(toWireEvent(event(input), ctx)).toMatchObject(expected);
  });

  it('several venues as a list', () => {
    const wire = toWireEvent(event({ venues: [mainHall, sideRoom] }), ctx);
    expect(Array.isArray(wire.venue) && wire.venue.map((v) => v.id)).toEqual([4, 5]);
  });

  it('one venue as the object', () => {
    expect(toWireEvent(event({ venues: [mainHall] }), ctx).venue).toMatchObject({ id: 4, venue: 'Main Hall' });
  });

  it('organizers in link order', () => {
    expect(toWireEvent(event({ organizers: [bob, jane] }), ctx).organizer.map((o) => o.id)).toEqual([7, 6]);
  });

  it('json_ld only on request, before our trailing keys, and on the embedded venue and organizers', () => {
    const plain = toWireEvent(event({ venues: [mainHall], organizers: [jane] }), ctx);
    expect(plain).not.toHaveProperty('json_ld');
    const single = toWireEvent(event({ venues: [mainHall], organizers: [jane] }), ctx, { jsonLd: true });
    expect(Object.keys(single).slice(-10)).toEqual(['custom_fields', 'json_ld', 'ml_language', 'translations', ...OUR_EVENT_CHANGE_KEYS]);
    expect(single.venue).toHaveProperty('json_ld');
    expect(single.organizer[0]).toHaveProperty('json_ld');
  });
});

describe('a password-protected event', () => {
  const protectedEvent = event({
    password: 'secret', description: 'Hidden', cost: '15', featured: true, allDay: true, website: 'https://x.org',
    venues: [mainHall], organizers: [jane], customFields: { _ecp_custom_2: { label: 'L', value: 'V' } },
  });

  it('is blanked when the caller has not unlocked it', () => {
    expect(toWireEvent(protectedEvent, ctx)).toMatchObject({
      title: 'Jazz Night', slug: 'jazz-night', timezone: 'America/New_York', start_date: '2026-12-05 19:00:00',
      description: '', excerpt: '', cost: '', website: '', image: false,
      all_day: null, featured: null, show_map: null, sticky: null,
      cost_details: { currency_symbol: '', currency_position: '', currency_code: '', values: [] },
      venue: [], organizer: [], categories: [], tags: [], custom_fields: [],
    });
  });

  it('is shown in full when unlocked', () => {
    const wire = toWireEvent(protectedEvent, ctxWith({ unlocked: () => true }));
    expect(wire).toMatchObject({ description: '<p>Hidden</p>', cost: '$15', featured: true, website: 'https://x.org' });
  });
});
