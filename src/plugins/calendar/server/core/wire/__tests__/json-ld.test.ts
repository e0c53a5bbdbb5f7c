import type { EventRecord } from '../../../data/records/types';
import { eventJsonLd, organizerJsonLd, venueJsonLd } from '../json-ld';
import { exampleCtx as ctx, event, jane, jazzNight, mainHall, venue } from './example-records';

describe('eventJsonLd', () => {
  it('has the schema.org keys in the original order', () => {
    expect(Object.keys(eventJsonLd(jazzNight, ctx))).toEqual([
      '@context', '@type', 'name', 'description', 'url', 'eventAttendanceMode', 'eventStatus', 'startDate', 'endDate',
      'location', 'organizer', 'offers', 'performer',
    ]);
  });

  const image = { id: 1, name: 'p', url: '/uploads/p.jpg', ext: '.jpg', mime: null, width: null, height: null, size: null, formats: null };
  const cases: { name: string; input: EventRecord; expected: Record<string, unknown>; absent?: string[] }[] = [
    { name: 'no venue, organizer or cost: none of them', input: event(), expected: {}, absent: ['location', 'organizer', 'offers'] },
    { name: 'a free event: price 0', input: event({ cost: 'Free' }), expected: { offers: expect.objectContaining({ price: '0', priceCurrency: 'USD' }) } },
    { name: 'a range: the lowest price', input: event({ cost: '5 - 25', currencyCode: 'EUR' }), expected: { offers: expect.objectContaining({ price: '5', priceCurrency: 'EUR' }) } },
    { name: 'a cost without a price: no offer', input: event({ cost: 'Donation' }), expected: {}, absent: ['offers'] },
    {
      name: 'validFrom: midnight of the post date, +00:00',
      input: event({ cost: '1', postDate: '2026-11-21T23:10:00Z' }),
      expected: { offers: expect.objectContaining({ validFrom: '2026-11-21T00:00:00+00:00' }) },
    },
    { name: 'a name escaped like esc_js', input: event({ title: "Rock 'n' Roll & more" }), expected: { name: "Rock \\'n\\' Roll &amp; more" } },
    { name: 'an image URL', input: event({ image }), expected: { image: 'http://127.0.0.1:8881/uploads/p.jpg' } },
  ];
  it.each(cases)('$name', ({ input, expected, absent = [] }) => {
    const ld = eventJsonLd(input, ctx);
    expect(ld).toMatchObject(expected);
    for (const key of absent) expect(ld).not.toHaveProperty(key);
  });

  it('leaves out a locked venue and organizer', () => {
    const ld = eventJsonLd(event({ venues: [{ ...mainHall, password: 'x' }], organizers: [{ ...jane, password: 'y' }] }), ctx);
    expect(ld).not.toHaveProperty('location');
    expect(ld).not.toHaveProperty('organizer');
  });
});

describe('venueJsonLd', () => {
  it('drops empty address parts but keeps telephone and sameAs', () => {
    expect(venueJsonLd(venue({ city: 'Shelbyville' }), ctx)).toEqual({
      '@type': 'Place', name: 'Main Hall', description: '', url: '',
      address: { '@type': 'PostalAddress', addressLocality: 'Shelbyville' }, telephone: '', sameAs: '',
    });
  });

  it('adds geo coordinates before telephone', () => {
    const ld = venueJsonLd({ ...mainHall, latitude: 39.8, longitude: -89.6 }, ctx);
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 39.8, longitude: -89.6 });
    expect(Object.keys(ld).slice(-3)).toEqual(['geo', 'telephone', 'sameAs']);
  });
});

describe('organizerJsonLd', () => {
  it('uses the website as url and sameAs, and obfuscates the e-mail deterministically', () => {
    expect(organizerJsonLd(jane, ctx)).toMatchObject({
      url: 'https://example.com/jane',
      sameAs: 'https://example.com/jane',
      email: '&#106;&#97;&#110;&#101;&#64;&#101;&#120;&#97;&#109;&#112;&#108;&#101;&#46;&#99;&#111;&#109;',
    });
  });
});
