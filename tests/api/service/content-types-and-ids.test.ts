import { UID } from '../../../src/plugins/calendar/server/data/repository/uids';
import { createAdminToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';

const app = appForFile();
const UIDS = UID;

const docs = (uid: (typeof UIDS)[keyof typeof UIDS]) => app.strapi.documents(uid as never) as any;
const future = (days: number) => new Date(Date.UTC(2027, 0, 1 + days, 18));
const newEvent = (title: string, extra: Record<string, unknown> = {}) =>
  docs(UIDS.event).create({ data: { title, startDate: future(0), endDate: future(1), ...extra } });

describe('content types', () => {
  it.each(Object.entries(UIDS))('%s is localized and has no draft & publish', (_name, uid) => {
    const ct = app.strapi.contentType(uid);
    expect(ct.options?.draftAndPublish).toBe(false);
    expect((ct.pluginOptions as any)?.i18n?.localized).toBe(true);
  });

  it('the event carries every writable field of the spec and what the records need', () => {
    const attributes = Object.keys(app.strapi.contentType(UIDS.event).attributes);
    expect(attributes).toEqual(
      expect.arrayContaining([
        'postId', 'title', 'slug', 'postStatus', 'description', 'excerpt', 'startDate', 'endDate', 'timezone', 'allDay',
        'image', 'cost', 'currencySymbol', 'currencyCode', 'currencyPosition', 'website', 'showMap', 'showMapLink',
        'hideFromListings', 'sticky', 'featured', 'password', 'author', 'postDate', 'venues', 'organizers',
        'categories', 'tags', 'parentEvent', 'customFields', 'globalIdLineage', 'createdAt', 'updatedAt', 'locale',
      ])
    );
  });

  it('names no attribute `status`: the Content Manager reads it as its own draft/published switch', () => {
    for (const uid of Object.values(UIDS)) expect(Object.keys(app.strapi.contentType(uid).attributes)).not.toContain('status');
  });

  it('venues, organizers and terms carry the fields of the spec', () => {
    const keys = (uid: (typeof UIDS)[keyof typeof UIDS]) => Object.keys(app.strapi.contentType(uid).attributes);
    expect(keys(UIDS.venue)).toEqual(
      expect.arrayContaining([
        'postId', 'name', 'slug', 'postStatus', 'description', 'address', 'city', 'country', 'province', 'state', 'zip',
        'stateprovince', 'phone', 'website', 'showMap', 'showMapLink', 'latitude', 'longitude', 'image', 'author',
        'postDate', 'events',
      ])
    );
    expect(keys(UIDS.organizer)).toEqual(
      expect.arrayContaining(['postId', 'name', 'slug', 'postStatus', 'description', 'phone', 'website', 'email', 'image', 'events'])
    );
    expect(keys(UIDS.category)).toEqual(expect.arrayContaining(['termId', 'name', 'slug', 'description', 'parent', 'children']));
    expect(keys(UIDS.tag)).toEqual(expect.arrayContaining(['termId', 'name', 'slug', 'description', 'events']));
  });

  it('applies the defaults of the spec and the contract', async () => {
    const event = await newEvent('Defaults');
    expect(event).toMatchObject({ allDay: false, postStatus: 'publish', showMap: true, showMapLink: true, featured: false, sticky: false, hideFromListings: false });
    const venue = await docs(UIDS.venue).create({ data: { name: 'Defaults hall' } });
    expect(venue).toMatchObject({ showMap: true, showMapLink: true, postStatus: 'publish' });
  });

  it('links an event to venues, organizers, categories and tags of its language, and categories to a parent', async () => {
    const venue = await docs(UIDS.venue).create({ data: { name: 'Hall' } });
    const organizer = await docs(UIDS.organizer).create({ data: { name: 'Org' } });
    const parent = await docs(UIDS.category).create({ data: { name: 'Music' } });
    const child = await docs(UIDS.category).create({ data: { name: 'Jazz', parent: parent.documentId } });
    const tag = await docs(UIDS.tag).create({ data: { name: 'Family' } });
    const event = await newEvent('Linked', {
      venues: [venue.documentId],
      organizers: [organizer.documentId],
      categories: [child.documentId],
      tags: [tag.documentId],
    });
    const read = await docs(UIDS.event).findOne({
      documentId: event.documentId,
      populate: { venues: true, organizers: true, categories: { populate: ['parent'] }, tags: true },
    });
    expect(read.venues.map((v: any) => v.postId)).toEqual([venue.postId]);
    expect(read.organizers.map((o: any) => o.postId)).toEqual([organizer.postId]);
    expect(read.categories[0].parent.termId).toBe(parent.termId);
    expect(read.tags.map((t: any) => t.termId)).toEqual([tag.termId]);
  });
});

describe('indexes', () => {
  // Declared in the content-type schemas (Strapi's schema sync creates and keeps them on every database).
  it.each([
    ['events', ['events_list_idx', 'events_slug_uq', 'events_post_id_uq']],
    ['venues', ['venues_list_idx', 'venues_slug_uq', 'venues_post_id_uq']],
    ['organizers', ['organizers_list_idx', 'organizers_slug_uq', 'organizers_post_id_uq']],
    ['event_categories', ['event_categories_slug_uq', 'event_categories_name_idx', 'event_categories_term_id_uq']],
    ['event_tags', ['event_tags_slug_uq', 'event_tags_name_idx', 'event_tags_term_id_uq']],
  ])('%s carries the indexes the queries need', async (table, names) => {
    const inspector = (app.strapi.db.dialect as any).schemaInspector;
    const indexes = (await inspector.getIndexes(table)) as { name: string }[];
    expect(indexes.map((i) => i.name)).toEqual(expect.arrayContaining(names));
  });

  it('makes the slug unique per language and the wire ID unique', async () => {
    const inspector = (app.strapi.db.dialect as any).schemaInspector;
    const indexes = (await inspector.getIndexes('events')) as { name: string; columns: string[]; type?: string }[];
    // Inspectors list an index's columns in no fixed order (PostgreSQL's differs): compare them sorted.
    const unique = (name: string) => {
      const index = indexes.find((i) => i.name === name);
      return { type: index?.type, columns: [...(index?.columns ?? [])].sort() };
    };
    expect(unique('events_slug_uq')).toEqual({ type: 'unique', columns: ['locale', 'slug'] });
    expect(unique('events_post_id_uq')).toEqual({ type: 'unique', columns: ['post_id'] });
  });

  it('refuses a record created with a wire ID that is taken', async () => {
    const event = await newEvent('Unique ID check');
    await expect(
      app.strapi.db.query(UIDS.event).create({
        data: { title: 'Copy', locale: 'en', startDate: future(0), endDate: future(1), postId: event.postId },
      })
    ).rejects.toThrow(/already in use/);
  });
});

describe('locales', () => {
  it('are en (default), fr and pt-PT', async () => {
    const locales = await app.strapi.plugin('i18n').service('locales').find();
    expect(locales.map((l: any) => l.code).sort()).toEqual(['en', 'fr', 'pt-PT']);
    expect(await app.strapi.plugin('i18n').service('locales').getDefaultLocale()).toBe('en');
  });
});

describe('wire IDs', () => {
  it('events, venues and organizers share one sequence; categories and tags another', async () => {
    const event = await newEvent('Shared 1');
    const venue = await docs(UIDS.venue).create({ data: { name: 'Shared venue' } });
    const organizer = await docs(UIDS.organizer).create({ data: { name: 'Shared org' } });
    const category = await docs(UIDS.category).create({ data: { name: 'Shared cat' } });
    const tag = await docs(UIDS.tag).create({ data: { name: 'Shared tag' } });
    expect(venue.postId).toBe(event.postId + 1);
    expect(organizer.postId).toBe(venue.postId + 1);
    expect(tag.termId).toBe(category.termId + 1);
  });

  it('gives each translation its own ID and keeps IDs through updates of any translation', async () => {
    const en = await newEvent('Concert');
    const fr = await docs(UIDS.event).update({ documentId: en.documentId, locale: 'fr', data: { title: 'Concert FR' } });
    const pt = await docs(UIDS.event).update({ documentId: en.documentId, locale: 'pt-PT', data: { title: 'Concerto' } });
    expect(new Set([en.postId, fr.postId, pt.postId]).size).toBe(3);

    // A non-localized field edited in en is synced into fr and pt-PT: no ID moves.
    await docs(UIDS.event).update({ documentId: en.documentId, data: { title: 'Concert!', endDate: future(3) } });
    await docs(UIDS.event).update({ documentId: en.documentId, locale: 'fr', data: { title: 'Concert FR 2' } });
    const rows = await app.strapi.db.query(UIDS.event).findMany({ where: { documentId: en.documentId } });
    const byLocale = Object.fromEntries(rows.map((r: any) => [r.locale, r.postId]));
    expect(byLocale).toEqual({ en: en.postId, fr: fr.postId, 'pt-PT': pt.postId });
  });

  it('ignores an attempt to change the ID through an update', async () => {
    const event = await newEvent('Fixed');
    const updated = await docs(UIDS.event).update({ documentId: event.documentId, data: { postId: 999999 } });
    expect(updated.postId).toBe(event.postId);
  });

  it('keeps an ID given on create (imports) and never hands it out again', async () => {
    const kept = await newEvent('Imported', { postId: 5000 });
    expect(kept.postId).toBe(5000);
    const next = await newEvent('After import');
    expect(next.postId).toBeGreaterThan(5000);
    await expect(newEvent('Duplicate import', { postId: 5000 })).rejects.toThrow(/already in use/);
  });

  it('stays unique under concurrent creates', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? newEvent(`Concurrent ${i}`) : docs(UIDS.venue).create({ data: { name: `Concurrent venue ${i}` } })
      )
    );
    const ids = created.map((d: any) => d.postId);
    expect(ids.every((id: unknown) => Number.isInteger(id))).toBe(true);
    expect(new Set(ids).size).toBe(20);
  });

  describe('through the admin Content Manager API', () => {
    let token: string;
    const cm = (uid: string) => `/content-manager/collection-types/${uid}`;

    beforeAll(async () => {
      token = await createAdminToken(app);
    });

    it('assigns an ID to an event an editor creates in French, linked to French items', async () => {
      const venue = await docs(UIDS.venue).create({ data: { name: 'Salle', locale: 'fr' }, locale: 'fr' });
      const tag = await docs(UIDS.tag).create({ data: { name: 'Famille' }, locale: 'fr' });
      const res = await app
        .http()
        .post(`${cm(UIDS.event)}?locale=fr`)
        .set('Authorization', `Bearer ${token}`)
        .send({
          title: 'Soirée jazz',
          startDate: future(5).toISOString(),
          endDate: future(5).toISOString(),
          venues: { connect: [{ documentId: venue.documentId, locale: 'fr' }] },
          tags: { connect: [{ documentId: tag.documentId, locale: 'fr' }] },
        })
        .expect(201);
      const created = res.body.data;
      expect(created.locale).toBe('fr');
      expect(Number.isInteger(created.postId)).toBe(true);

      const read = await docs(UIDS.event).findOne({ documentId: created.documentId, locale: 'fr', populate: ['venues', 'tags'] });
      expect(read.postId).toBe(created.postId);
      expect(read.venues.map((v: any) => v.postId)).toEqual([venue.postId]);
      expect(read.tags.map((t: any) => t.termId)).toEqual([tag.termId]);
    });

    it('keeps the ID when an editor saves, and gives a new translation its own ID', async () => {
      const event = await newEvent('Edited in admin');
      await app
        .http()
        .put(`${cm(UIDS.event)}/${event.documentId}?locale=en`)
        .set('Authorization', `Bearer ${token}`)
        .send({ title: 'Edited in admin!', postId: 424242 })
        .expect(200);
      const translated = await app
        .http()
        .put(`${cm(UIDS.event)}/${event.documentId}?locale=pt-PT`)
        .set('Authorization', `Bearer ${token}`)
        // The admin can fill a new locale from another one, ID included: the new row gets its own.
        .send({ title: 'Editado', postId: event.postId, startDate: future(0).toISOString(), endDate: future(1).toISOString() })
        .expect(200);
      const rows = await app.strapi.db.query(UIDS.event).findMany({ where: { documentId: event.documentId } });
      const en = rows.find((r: any) => r.locale === 'en');
      expect(en.postId).toBe(event.postId);
      expect(en.title).toBe('Edited in admin!');
      expect(translated.body.data.postId).not.toBe(event.postId);
      expect(Number.isInteger(translated.body.data.postId)).toBe(true);
    });

    it('shows the ID to editors read-only', async () => {
      const res = await app
        .http()
        .get(`/content-manager/content-types/${UIDS.event}/configuration`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(res.body.data.contentType.metadatas.postId.edit).toMatchObject({ editable: false, label: 'API ID' });
    });
  });
});
