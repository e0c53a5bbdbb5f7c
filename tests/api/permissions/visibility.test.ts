import { createApiToken, createUserJwt } from '../../helpers/auth';
import { createFactories, daysFromNow, UIDS, type Doc, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { bearer, get, idsOf, NS } from '../../helpers/wire';

/**
 * Who sees what of a record (design.md section 5): `publish` records for everyone, other statuses only for
 * callers allowed to write that resource; password-protected text only for callers who unlocked it. This
 * holds for records embedded in others (an event's venue and organizers), for the translations a record
 * lists, and for what `search` matches. Who may read a record by its own route: matrix.test.ts; filters
 * naming a hidden record: filters-naming-hidden.test.ts.
 */

let f: Factories;
const fx: Record<string, Doc> = {};
/** Callers: anonymous, a users-permissions reader (Authenticated role), editors of different reach. */
const as: Record<string, string | undefined> = {};

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  as.anonymous = undefined;
  as.reader = await createUserJwt(app);
  as.full = await createApiToken(app.strapi, 'full-access');
  as.readOnly = await createApiToken(app.strapi, 'read-only');
  // May write venues (so sees their drafts), not organizers.
  as.venueEditor = await createApiToken(app.strapi, 'custom', [
    'plugin::calendar.events.find', 'plugin::calendar.events.findOne', 'plugin::calendar.venues.update',
  ]);

  fx.draftVenue = await f.createVenue({ name: 'Draft Venue', postStatus: 'draft', address: '7 Secret Road', city: 'Draftville' });
  fx.openVenue = await f.createVenue({ name: 'Open Venue', city: 'Openville' });
  fx.privateOrg = await f.createOrganizer({ name: 'Private Org', postStatus: 'private', email: 'private@org.test' });
  fx.pendingOrg = await f.createOrganizer({ name: 'Pending Org', postStatus: 'pending', email: 'pending@org.test' });
  fx.openOrg = await f.createOrganizer({ name: 'Open Org', email: 'open@org.test' });
  fx.music = await f.createCategory({ name: 'Music' });
  fx.loud = await f.createTag({ name: 'Loud' });

  // A published event whose venue is a draft and whose organizers are private, pending and published.
  fx.show = await f.createEvent({
    title: 'Show', startDate: daysFromNow(4), venues: [fx.draftVenue], organizers: [fx.privateOrg, fx.openOrg, fx.pendingOrg],
    categories: [fx.music], tags: [fx.loud],
  });
  fx.openShow = await f.createEvent({ title: 'Open Show', startDate: daysFromNow(5), venues: [fx.openVenue], organizers: [fx.openOrg] });
  // The same in French, under the fr language root.
  fx.draftVenueFr = await f.translate(UIDS.venue, fx.draftVenue, 'fr', { name: 'Lieu brouillon', postStatus: 'draft' });
  fx.privateOrgFr = await f.translate(UIDS.organizer, fx.privateOrg, 'fr', { name: 'Org privée', postStatus: 'private' });
  fx.showFr = await f.translate(UIDS.event, fx.show, 'fr', {
    title: 'Spectacle', postStatus: 'publish', venues: [fx.draftVenue], organizers: [fx.privateOrg],
  });

  // A protected event with terms, venues and organizers of its own.
  fx.secretTerm = await f.createCategory({ name: 'Secret plans' });
  fx.secretTag = await f.createTag({ name: 'Secret tag' });
  fx.secretVenue = await f.createVenue({ name: 'Secret Venue' });
  fx.secretOrg = await f.createOrganizer({ name: 'Secret Org' });
  const hiddenLinks = { categories: [fx.secretTerm], tags: [fx.secretTag], venues: [fx.secretVenue], organizers: [fx.secretOrg] };
  fx.lockedEvent = await f.createEvent({
    title: 'Locked event', password: 'secret', description: 'Zanzibar rendezvous', excerpt: 'Quixotic excerpt',
    startDate: daysFromNow(7), ...hiddenLinks,
  });
  fx.lockedVenue = await f.createVenue({ name: 'Locked Venue', password: 'secret', city: 'Xylophone City', description: 'Behind the door' });
  fx.lockedOrg = await f.createOrganizer({ name: 'Locked Org', password: 'secret', email: 'zebra@org.test' });
});

/** A GET under the namespace as one of the callers; `path` may start with a language root (`/fr`). */
function read(path: string, caller: string | undefined) {
  const url = path.startsWith('/fr/') ? `/fr${NS}${path.slice(3)}` : `${NS}${path}`;
  const req = app.http().get(url);
  return caller ? req.set(bearer(caller)) : req;
}

const names = (items: { venue?: string; organizer?: string }[]) => items.map((item) => item.venue ?? item.organizer);
const venueNames = (venue: unknown) => (Array.isArray(venue) ? names(venue) : [(venue as { venue: string }).venue]);

describe('venues and organizers embedded in events', () => {
  describe.each(['anonymous', 'reader', 'readOnly'])('for a caller who may not write them (%s)', (caller) => {
    it('leaves a draft venue and private or pending organizers out of a single event, json_ld included', async () => {
      const res = await read(`/events/${fx.show.postId}`, as[caller]).expect(200);
      expect(res.body.venue).toEqual([]);
      expect(names(res.body.organizer)).toEqual(['Open Org']);
      const text = JSON.stringify(res.body);
      for (const hidden of ['Draft Venue', '7 Secret Road', 'Draftville', 'Private Org', 'private@org', 'Pending Org']) {
        expect(text).not.toContain(hidden);
      }
      expect(res.body.json_ld.location).toBeUndefined();
      expect(res.body.json_ld.organizer.name).toBe('Open Org');
    });

    it('leaves them out of lists and by-slug reads', async () => {
      const list = await read(`/events?include=${fx.show.postId},${fx.openShow.postId}`, as[caller]).expect(200);
      const show = list.body.events.find((e: { id: number }) => e.id === fx.show.postId);
      expect(show.venue).toEqual([]);
      expect(names(show.organizer)).toEqual(['Open Org']);
      const open = list.body.events.find((e: { id: number }) => e.id === fx.openShow.postId);
      expect(open.venue.venue).toBe('Open Venue');
      const bySlug = await read(`/events/by-slug/${fx.show.slug}`, as[caller]).expect(200);
      expect(bySlug.body.venue).toEqual([]);
    });

    it('leaves them out under a language root', async () => {
      const single = await read(`/fr/events/${fx.showFr.postId}`, as[caller]).expect(200);
      expect(single.body).toMatchObject({ title: 'Spectacle', venue: [], organizer: [] });
      const list = await read('/fr/events', as[caller]).expect(200);
      const show = list.body.events.find((e: { id: number }) => e.id === fx.showFr.postId);
      expect(show).toMatchObject({ venue: [], organizer: [] });
      expect(JSON.stringify(list.body)).not.toContain('Lieu brouillon');
    });
  });

  it('shows every status but trash to a caller allowed to write both', async () => {
    const res = await read(`/events/${fx.show.postId}`, as.full).expect(200);
    expect(res.body.venue).toMatchObject({ venue: 'Draft Venue', status: 'draft', address: '7 Secret Road' });
    expect(names(res.body.organizer)).toEqual(['Private Org', 'Open Org', 'Pending Org']);
    const fr = await read(`/fr/events?include=${fx.showFr.postId}`, as.full).expect(200);
    expect(venueNames(fr.body.events[0].venue)).toEqual(['Lieu brouillon']);
  });

  it('decides per resource: a venue editor sees the draft venue, not the private organizers', async () => {
    const res = await read(`/events/${fx.show.postId}`, as.venueEditor).expect(200);
    expect(res.body.venue.venue).toBe('Draft Venue');
    expect(names(res.body.organizer)).toEqual(['Open Org']);
  });

  it('shows them in the answer of a write only to a writer of that resource', async () => {
    const res = await app
      .http()
      .patch(`${NS}/events/${fx.show.postId}`)
      .set(bearer(as.full!))
      .send({ excerpt: 'Updated' })
      .expect(200);
    expect(res.body.venue.venue).toBe('Draft Venue');
  });
});

describe('translations listed in records', () => {
  it('show only the translations the reader may read', async () => {
    const event = await f.createEvent({ title: 'Bilingual' });
    const fr = await f.translate(UIDS.event, event, 'fr', { title: 'Bilingue', postStatus: 'draft' });
    const venue = await f.createVenue({ name: 'Bilingual hall' });
    const venueFr = await f.translate(UIDS.venue, venue, 'fr', { name: 'Salle bilingue', postStatus: 'draft' });

    expect((await read(`/events/${event.postId}`, as.anonymous).expect(200)).body.translations).toEqual({});
    expect((await read(`/venues/${venue.postId}`, as.anonymous).expect(200)).body.translations).toEqual({});
    const listed = (await read('/events?search=Bilingual', as.anonymous).expect(200)).body.events;
    expect(listed.map((e: { translations: object }) => e.translations)).toEqual([{}]);

    expect((await read(`/events/${event.postId}`, as.full).expect(200)).body.translations).toEqual({ fr: fr.postId });
    expect((await read(`/venues/${venue.postId}`, as.full).expect(200)).body.translations).toEqual({ fr: venueFr.postId });
  });
});

describe('search and password-protected text', () => {
  const eventIds = async (query: string, caller?: string) => idsOf((await read(`/events?${query}`, caller).expect(200)).body.events);

  it('does not match text only a protected description or excerpt holds', async () => {
    expect(await eventIds('search=zanzibar')).toEqual([]);
    expect(await eventIds('search=quixotic')).toEqual([]);
    expect(await eventIds('search=zanzibar', as.reader)).toEqual([]);
  });

  it('matches it with the right password, or for an editor', async () => {
    expect(await eventIds('search=zanzibar&password=secret')).toEqual([fx.lockedEvent.postId]);
    expect(await eventIds('search=zanzibar&password=wrong')).toEqual([]);
    expect(await eventIds('search=quixotic', as.full)).toEqual([fx.lockedEvent.postId]);
  });

  it('still matches the title of a protected event', async () => {
    expect(await eventIds('search=locked%20event')).toEqual([fx.lockedEvent.postId]);
  });

  it.each([
    ['venues', 'xylophone', 'Locked Venue'],
    ['venues', 'behind door', 'Locked Venue'],
    ['organizers', 'zebra', 'Locked Org'],
  ])('/%s?search=%s matches protected fields only when unlocked', async (kind, search, name) => {
    const list = async (query: string, caller?: string) => names((await read(`/${kind}?${query}`, caller).expect(200)).body[kind]);
    expect(await list(`search=${search}`)).toEqual([]);
    expect(await list(`search=${search}&password=secret`)).toEqual([name]);
    expect(await list(`search=${search}`, as.full)).toEqual([name]);
  });
});

describe('a password-protected event and the callers allowed to edit it', () => {
  it('is shown unlocked to the full-access token, without context=edit', async () => {
    const res = await read(`/events/${fx.lockedEvent.postId}`, as.full).expect(200);
    expect(res.body).toMatchObject({ description: '<p>Zanzibar rendezvous</p>', categories: [{ name: 'Secret plans' }] });
    const bySlug = await read(`/events/by-slug/${fx.lockedEvent.slug}`, as.full).expect(200);
    expect(bySlug.body.description).toBe('<p>Zanzibar rendezvous</p>');
  });

  it('is listed unblanked to the full-access token', async () => {
    const res = await read(`/events?include=${fx.lockedEvent.postId}`, as.full).expect(200);
    expect(res.body.events[0].description).toBe('<p>Zanzibar rendezvous</p>');
  });

  it('is edited by the full-access token', async () => {
    const res = await app
      .http()
      .put(`${NS}/events/${fx.lockedEvent.postId}`)
      .set(bearer(as.full!))
      .send({ excerpt: 'Quixotic excerpt, again' })
      .expect(200);
    expect(res.body.excerpt).toBe('<p>Quixotic excerpt, again</p>');
  });

  it('stays locked for readers and read-only tokens', async () => {
    for (const caller of ['anonymous', 'reader', 'readOnly']) {
      const res = await read(`/events/${fx.lockedEvent.postId}`, as[caller]).expect(403);
      expect(res.body.code).toBe('event-password-protected');
    }
  });
});
