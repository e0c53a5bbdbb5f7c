import { createFactories, daysFromNow, UIDS, type Doc, type Factories } from '../../helpers/factories';
import { createHolders, holderNamed, type Holder, type Resource } from '../../helpers/permission-callers';
import { recordOf } from '../../helpers/permission-records';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, NS, type Caller } from '../../helpers/write-helpers';

/**
 * Filters naming a record the caller may not read (design.md sections 5 and 13; issue "Permissions that
 * hold everywhere", findings 6, 8): such a filter answers as for an unknown ID, in lists and feeds, and
 * what the record links to is listed only to callers who may read it. `/events?venue=`, `organizer=` and
 * `post_parent=` for every caller (helpers/permission-callers.ts); `/categories?post=`, `/tags?event=`,
 * `/venues?event=` and `/organizers?event=` naming a draft or password-protected event. What a filter
 * matches of a protected event's links: protected-filters.test.ts.
 */

let f: Factories;
let holders: Holder[];

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  holders = await createHolders(app);
});

describe('/events filters naming a hidden venue, organizer or parent event', () => {
  /** The filter, the record it names, the resource whose update right reads that record, and its status. */
  const CASES: [string, string, Resource, string][] = [
    ['venue', 'a draft venue', 'venues', 'draft'],
    ['organizer', 'a draft organizer', 'organizers', 'draft'],
    ['organizer', 'a pending organizer', 'organizers', 'pending'],
    ['post_parent', 'a draft event', 'events', 'draft'],
  ];
  let counter = 0;
  /** The hidden record, and a published event linked to it (its venue, organizer or parent). */
  async function hiddenWithEvent(resource: Resource, status: string): Promise<[Doc, string]> {
    const hidden = await recordOf(f, resource, status);
    const title = `Linked to a hidden record ${++counter}`;
    const link = resource === 'venues' ? { venues: [hidden] } : resource === 'organizers' ? { organizers: [hidden] } : { parentEvent: hidden };
    await f.createEvent({ title, ...link });
    return [hidden, title];
  }

  it.each(CASES)('%s=<%s> answers as for an unknown ID to callers who may not read it, in lists and feeds, and lists its events to those who may', async (param, _record, resource, status) => {
    const [hidden, linked] = await hiddenWithEvent(resource, status);
    for (const h of holders) {
      const client = calendarClient(app, h.caller);
      if (h.holds('events', 'find')) {
        const list = await client.get(`/events?${param}=${hidden.postId}`);
        if (h.holds(resource, 'update')) {
          expect([h.label, list.status]).toEqual([h.label, 200]);
          expect([h.label, list.body.events.map((e: { title: string }) => e.title)]).toEqual([h.label, [linked]]);
        } else {
          const unknown = await client.get(`/events?${param}=999997`);
          expect([h.label, unknown.status, list.status]).toEqual([h.label, 400, 400]);
          expect([h.label, list.body]).toEqual([h.label, unknown.body]);
        }
      }
      // Feeds are public whoever asks: a hidden record is unknown there to everyone (`feeds.find` is their action).
      const feed = await client.get(`/events.ics?${param}=${hidden.postId}`);
      expect([h.label, feed.status]).toEqual([h.label, h.invalid ? 401 : h.readsAll ? 400 : 403]);
    }
  });
});

describe('filters naming an event the caller may not see', () => {
  const fx: Record<string, Doc> = {};
  const as: Record<string, Caller> = {};
  /** A GET under the namespace; `path` may start with a language root (`/fr`). */
  const read = (path: string, caller: Caller) => calendarClient(app, caller).get(path.startsWith('/fr/') ? `/fr${NS}${path.slice(3)}` : path);
  beforeAll(async () => {
    as.anonymous = null;
    as.reader = holderNamed(holders, 'a reader').caller;
    as.full = holderNamed(holders, 'a full-access token').caller;
    fx.music = await f.createCategory({ name: 'Music' });
    fx.show = await f.createEvent({ title: 'Show', startDate: daysFromNow(4), categories: [fx.music] });
    // Hidden events with terms, venues and organizers of their own.
    const links = {
      categories: [await f.createCategory({ name: 'Secret plans' })],
      tags: [await f.createTag({ name: 'Secret tag' })],
      venues: [await f.createVenue({ name: 'Secret Venue' })],
      organizers: [await f.createOrganizer({ name: 'Secret Org' })],
    };
    fx.draftEvent = await f.createEvent({ title: 'Draft event', postStatus: 'draft', startDate: daysFromNow(6), ...links });
    fx.lockedEvent = await f.createEvent({ title: 'Locked event', password: 'secret', startDate: daysFromNow(7), ...links });
  });
  const hidden = () => [fx.draftEvent.postId, fx.lockedEvent.postId];
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it.each(['categories', 'tags'])('/%s?post= answers 400 as for an event that does not exist', async (kind) => {
    for (const id of hidden()) {
      for (const param of ['post', 'event']) {
        const res = await read(`/${kind}?${param}=${id}&hide_empty=false`, as.anonymous).expect(400);
        expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, params: { [param]: 'Invalid parameter.' } } });
        await read(`/${kind}?${param}=${id}&hide_empty=false`, as.reader).expect(400);
      }
    }
  });

  it.each(['venues', 'organizers'])('/%s?event= answers 400 as for an event that does not exist', async (kind) => {
    for (const id of hidden()) {
      const res = await read(`/${kind}?event=${id}`, as.anonymous).expect(400);
      expect(res.body.data.params).toEqual({ event: 'Invalid parameter.' });
    }
  });

  it('answers the terms, venues and organizers of those events to an editor', async () => {
    for (const id of hidden()) {
      expect(names((await read(`/categories?post=${id}&hide_empty=false`, as.full).expect(200)).body.categories)).toEqual(['Secret plans']);
      expect(names((await read(`/tags?event=${id}&hide_empty=false`, as.full).expect(200)).body.tags)).toEqual(['Secret tag']);
      const venues = (await read(`/venues?event=${id}`, as.full).expect(200)).body.venues as { venue: string }[];
      expect(venues.map((v) => v.venue)).toEqual(['Secret Venue']);
    }
  });

  it("matches only the event's readable translation in the request's language", async () => {
    const en = await f.createEvent({ title: 'Bilingual', startDate: daysFromNow(8), categories: [fx.music] });
    const musicFr = await f.translate(UIDS.category, fx.music, 'fr', { name: 'Musique' });
    await f.translate(UIDS.event, en, 'fr', { title: 'Bilingue', postStatus: 'draft', categories: [musicFr] });
    const anonymous = await read(`/fr/categories?post=${en.postId}&hide_empty=false`, as.anonymous).expect(200);
    expect(anonymous.body.categories).toEqual([]);
    const editor = await read(`/fr/categories?post=${en.postId}&hide_empty=false`, as.full).expect(200);
    expect(names(editor.body.categories)).toEqual(['Musique']);
  });

  it('still answers the terms of a published event to anyone', async () => {
    const res = await read(`/categories?post=${fx.show.postId}`, as.anonymous).expect(200);
    expect(names(res.body.categories)).toEqual(['Music']);
  });
});
