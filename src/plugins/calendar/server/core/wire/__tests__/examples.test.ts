/**
 * Records equivalent to the recorded examples map to the original's exact JSON: values, types and key
 * order at every depth (our trailing `ml_language`/`translations` removed before comparing).
 */
import { toWireCategoryList, toWireEventList, toWireTagList, toWireVenueList, listHeaders } from '../envelope';
import { toWireEvent } from '../event';
import { toWireOrganizer } from '../organizer';
import { eventListRestUrl, linkedPostListRestUrl, termListRestUrl } from '../rest-urls';
import { toWireTerm } from '../term';
import { toWireVenue } from '../venue';
import {
  concerts, exampleCtx as ctx, family, five, inlineVenue, jane, jazz, jazzNight, mainHall, popUpWorkshop, sideRoom,
  streetFair, winterFestival,
} from './example-records';
import { expectSameJson, loadFixture, OUR_EVENT_CHANGE_KEYS, withoutOurKeys, withPlainEmails } from './support';

const ns = ctx.namespaceUrl;
const listUrl = (page: number, perPage: number) =>
  eventListRestUrl(ns, { page, perPage, startDate: '2026-11-20 00:00:00', endDate: '2028-11-21 23:59:59', status: 'publish' });

describe('records of the recorded examples', () => {
  it('007: a created venue', () => {
    expectSameJson(withoutOurKeys(toWireVenue(mainHall, ctx)), loadFixture('007-venue-create').body);
  });

  it('010: a created organizer', () => {
    expectSameJson(withoutOurKeys(toWireOrganizer(jane, ctx)), loadFixture('010-organizer-create').body);
  });

  it('013: a created category, apart from _links (ours point at our namespace)', () => {
    const { _links, ...wire } = toWireTerm({ ...concerts, count: 0 }, ctx, { links: true });
    const { _links: originalLinks, ...expected } = loadFixture('013-category-create').body;
    expectSameJson(withoutOurKeys(wire), expected);
    expect(Object.keys(_links ?? {})).toEqual(Object.keys(originalLinks as object));
  });

  it('018: a created event (no json_ld)', () => {
    const wire = toWireEvent({ ...jazzNight, tags: [{ ...family, count: 1 }] }, ctx);
    expectSameJson(withoutOurKeys(wire), loadFixture('018-event-create-full').body);
  });

  it('050: a single event GET, with json_ld on the event, its venue and its organizer', () => {
    const wire = toWireEvent(jazzNight, ctx, { jsonLd: true });
    expectSameJson(withPlainEmails(withoutOurKeys(wire)), withPlainEmails(loadFixture('050-event-get').body));
  });

  it('029: the event list with its default window, all-day and range-cost events', () => {
    const fixture = loadFixture('029-events-list');
    const events = [jazzNight, streetFair, popUpWorkshop, winterFestival].map((e) => toWireEvent(e, ctx));
    const body = toWireEventList(events, { restUrl: listUrl(1, 10), page: 1, perPage: 10, total: 4, hasNext: false });
    expectSameJson(withoutOurKeys(body), fixture.body);
    expect(listHeaders(body)).toEqual(fixture.headers);
  });

  it('031: page 2 of 2, with an encoded previous_rest_url and no page arg', () => {
    const fixture = loadFixture('031-events-list-page2');
    const events = [popUpWorkshop, winterFestival].map((e) => toWireEvent(e, ctx));
    const body = toWireEventList(events, { restUrl: listUrl(2, 2), page: 2, perPage: 2, total: 4, hasNext: false, hasPrevious: true });
    expectSameJson(withoutOurKeys(body), fixture.body);
    expect(listHeaders(body)).toEqual(fixture.headers);
  });

  it('068: the venue list', () => {
    const fixture = loadFixture('068-venues-list');
    const venues = [inlineVenue, sideRoom, mainHall].map((v) => toWireVenue(v, ctx));
    const restUrl = linkedPostListRestUrl(ns, 'venues', { page: 1, perPage: 10, status: 'publish' });
    const body = toWireVenueList(venues, { restUrl, page: 1, perPage: 10, total: 3 });
    expectSameJson(withoutOurKeys(body), fixture.body);
    expect(listHeaders(body)).toEqual(fixture.headers);
  });

  it('082: the category list (a child category with its archive path and up link)', () => {
    const fixture = loadFixture('082-categories-list');
    const terms = [concerts, jazz].map((t) => toWireTerm(t, ctx));
    const body = toWireCategoryList(terms, { restUrl: termListRestUrl(ns, 'categories'), page: 1, perPage: 10, total: 2 });
    expectSameJson(withoutOurKeys(body), fixture.body);
    expect(listHeaders(body)).toEqual(fixture.headers);
  });

  it('087: the tag list (no parent key)', () => {
    const fixture = loadFixture('087-tags-list');
    const terms = [five, family].map((t) => toWireTerm(t, ctx));
    const body = toWireTagList(terms, { restUrl: termListRestUrl(ns, 'tags'), page: 1, perPage: 10, total: 2 });
    expectSameJson(withoutOurKeys(body), fixture.body);
    expect(listHeaders(body)).toEqual(fixture.headers);
  });
});

describe('our trailing keys', () => {
  it('come last on an event: languages, then what became of it', () => {
    expect(Object.keys(toWireEvent(jazzNight, ctx, { jsonLd: true })).slice(-8)).toEqual(['ml_language', 'translations', ...OUR_EVENT_CHANGE_KEYS]);
  });

  it.each([
    ['venue', () => toWireVenue(mainHall, ctx, { jsonLd: true })],
    ['organizer', () => toWireOrganizer(jane, ctx, { jsonLd: true })],
    ['term', () => toWireTerm(jazz, ctx)],
  ])('come last on a %s', (_, build) => {
    expect(Object.keys(build()).slice(-2)).toEqual(['ml_language', 'translations']);
  });
});
