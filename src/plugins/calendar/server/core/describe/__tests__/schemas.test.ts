import { invalidParams, LegacyError, missingParams } from '../../errors';
import type { MediaFile } from '../../../data/records/types';
import {
  toWireCategoryList,
  toWireEmbeddedTerm,
  toWireEvent,
  toWireEventList,
  toWireOrganizer,
  toWireOrganizerList,
  toWireTagList,
  toWireTerm,
  toWireVenue,
  toWireVenueList,
} from '../../wire';
import {
  bob,
  concerts,
  exampleCtx as ctx,
  event,
  family,
  jane,
  jazz,
  jazzNight,
  mainHall,
  popUpWorkshop,
  sideRoom,
  streetFair,
} from '../../wire/__tests__/example-records';
import { buildOpenApiDocument } from '../openapi/document';
import { createDocAjv, errorLines } from './doc-ajv';
import { describedRoutes, NS_URL } from './support';

/** A sample of every wire mapper's output matches the hand-written schema of /doc (and wrong shapes do not). */
const schemaOf = createDocAjv(buildOpenApiDocument(describedRoutes(), NS_URL));
const errorsOf = (name: string, value: unknown): string[] => {
  const validate = schemaOf(`/components/schemas/${name}`);
  return validate(value) ? [] : errorLines(validate);
};

const photo: MediaFile = {
  id: 31,
  name: 'hall.jpg',
  url: '/uploads/hall.jpg',
  ext: '.jpg',
  mime: 'image/jpeg',
  width: 1200,
  height: 800,
  size: 120.5,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_hall.jpg', mime: 'image/jpeg', width: 234, height: 156, size: 8.1 },
  },
};
const locked = { password: 'secret' };
const page = {
  restUrl: `${ctx.namespaceUrl}/events?page=2`,
  page: 2,
  perPage: 2,
  total: 5,
  hasNext: true,
  hasPrevious: true,
};

const samples: [string, string, unknown][] = [
  ['Event', 'an event with a venue, an organizer and terms', toWireEvent(jazzNight, ctx)],
  ['Event', 'a single-read event with JSON-LD', toWireEvent(jazzNight, ctx, { jsonLd: true })],
  ['Event', 'an all-day event with two organizers', toWireEvent(streetFair, ctx)],
  [
    'Event',
    'an event with an image, no venue and custom fields',
    toWireEvent(event({ image: photo, customFields: { _ecp_custom_2: { label: 'Dress code', value: 'Smart' } } }), ctx),
  ],
  ['Event', 'an event with two venues', toWireEvent(event({ venues: [mainHall, sideRoom] }), ctx)],
  ['Event', 'a password-protected event, blanked', toWireEvent({ ...jazzNight, ...locked }, ctx, { jsonLd: true })],
  [
    'Venue',
    'a venue with every field',
    toWireVenue({ ...mainHall, image: photo, latitude: 38.7, longitude: -9.1 }, ctx, { jsonLd: true }),
  ],
  ['Venue', 'a venue with few fields', toWireVenue(sideRoom, ctx)],
  [
    'Venue',
    'a password-protected venue, blanked',
    toWireVenue({ ...mainHall, ...locked, image: photo }, ctx, { jsonLd: true }),
  ],
  ['Organizer', 'an organizer with every field', toWireOrganizer(jane, ctx, { jsonLd: true })],
  ['Organizer', 'an organizer with a name only', toWireOrganizer(bob, ctx)],
  ['Organizer', 'a password-protected organizer, blanked', toWireOrganizer({ ...jane, ...locked }, ctx)],
  ['Category', 'a category with links', toWireTerm(concerts, ctx, { links: true })],
  ['Category', 'a child category', toWireTerm(jazz, ctx)],
  ['Tag', 'a tag with links', toWireTerm(family, ctx, { links: true })],
  ['EventTerm', 'a term embedded in an event', toWireEmbeddedTerm(jazz, ctx)],
  ['EventList', 'a middle page of events', toWireEventList([toWireEvent(popUpWorkshop, ctx)], page)],
  [
    'EventList',
    'an empty event list',
    toWireEventList([], { ...page, page: 1, total: 0, hasNext: false, hasPrevious: false }),
  ],
  ['VenueList', 'a page of venues', toWireVenueList([toWireVenue(mainHall, ctx)], page)],
  ['OrganizerList', 'a page of organizers', toWireOrganizerList([toWireOrganizer(jane, ctx)], page)],
  ['CategoryList', 'a page of categories', toWireCategoryList([toWireTerm(concerts, ctx)], page)],
  ['TagList', 'a page of tags', toWireTagList([toWireTerm(family, ctx)], page)],
  ['Error', 'missing parameters', missingParams(['title', 'start_date']).toWire()],
  [
    'Error',
    'invalid parameters with details',
    invalidParams(
      { featured: 'featured is not of type boolean.' },
      {
        featured: {
          code: 'rest_invalid_type',
          message: 'featured is not of type boolean.',
          data: { param: 'featured' },
        },
      }
    ).toWire(),
  ],
  [
    'Error',
    'an existing term',
    new LegacyError('term_exists', 'A term with the name provided already exists in this taxonomy.', 400, {
      term_id: 4,
    }).toWire(),
  ],
];

describe.each(samples)('%s schema', (name, _case, value) => {
  it(`matches ${_case}`, () => {
    expect(errorsOf(name, value)).toEqual([]);
  });
});

describe('the schemas refuse what the original documented wrongly', () => {
  const wire = toWireEvent(jazzNight, ctx);
  it.each<[string, string, unknown]>([
    ['Event', 'an integer author', { ...wire, author: 1 }],
    ['Event', 'integer date details', { ...wire, start_date_details: { ...wire.start_date_details, year: 2026 } }],
    ['Event', 'an undocumented member', { ...wire, extra: true }],
    ['CostDetails', "a 'currency_position ' key", { ...wire.cost_details, 'currency_position ': 'prefix' }],
    ['EventList', 'a bare array of events', [wire]],
    ['EventList', 'list items with json_ld', toWireEventList([toWireEvent(jazzNight, ctx, { jsonLd: true })], page)],
    ['Tag', 'a tag with a parent', { ...toWireTerm(family, ctx), parent: 0 }],
    ['Category', 'a category without its parent', { ...toWireTerm(concerts, ctx), parent: undefined }],
  ])('%s: %s', (name, _case, value) => {
    expect(errorsOf(name, JSON.parse(JSON.stringify(value)))).not.toEqual([]);
  });
});
