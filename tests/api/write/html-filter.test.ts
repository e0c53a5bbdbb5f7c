import { grantAdminEditorOnce } from '../../../src/plugins/calendar/server/core/sanitize/admin-action';
import { HTML_FIELDS } from '../../../src/plugins/calendar/server/core/sanitize/fields';
import { createAdminToken, createApiToken, createUserJwt, jwtWithActions } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, countAll, UID, type CalendarClient, type Uid } from '../../helpers/write-helpers';

/**
 * HTML in records (docs/security.md "HTML in records", design 13): callers without the right to post unfiltered
 * HTML have titles and names stored as plain text and descriptions and excerpts filtered to WordPress's
 * post allowlist, whoever they are (API tokens, users-permissions roles, admin roles) and whichever way
 * they write (the calendar API, inline venues/organizers/terms, Strapi's REST routes, the Content
 * Manager); callers with it, and scripts outside any request, store HTML as sent.
 */

let superAdmin: string;

const RESOURCES = ['events', 'venues', 'organizers', 'categories', 'tags'];
const WRITE_ACTIONS = RESOURCES.flatMap((r) => [`plugin::calendar.${r}.create`, `plugin::calendar.${r}.update`]);
const API_RIGHT = 'plugin::calendar.html.unfiltered';
const ADMIN_RIGHT = 'plugin::calendar.unfiltered-html';

const TITLE = '<b>Jazz</b> <script>alert(1)</script>night & more';
const PLAIN_TITLE = 'Jazz night & more';
const HTML =
  '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a> <a href="https://example.org/t">tickets</a> <strong>s</strong></p>' +
  '<iframe src="https://evil.example"></iframe><ul><li>one</li></ul>' +
  '<img src="https://example.org/p.png" onerror="alert(1)" alt="p"><svg onload="alert(1)"></svg><script>alert(2)</script>';
const FILTERED_HTML =
  '<p>Hi <a>x</a> <a href="https://example.org/t">tickets</a> <strong>s</strong></p><ul><li>one</li></ul><img src="https://example.org/p.png" alt="p" />';
const EXCERPT = '<em>Short</em> <a href="jav&#x09;ascript:alert(1)">x</a><img src=x onerror=alert(1)>';
const FILTERED_EXCERPT = '<em>Short</em> <a>x</a><img src="x" />';

/** Markup that runs, in a stored value or an answer. */
const RUNNABLE = /<(script|iframe|svg)\b|\son[a-z]+\s*=|javascript:/i;

const when = { start_date: '2027-05-01 18:00:00', end_date: '2027-05-01 20:00:00' };
const cm = (uid: string, rest = '') => `/content-manager/collection-types/${uid}${rest}`;
const asAdmin = (token: string, method: 'get' | 'post' | 'put', path: string) =>
  app.http()[method](path).set('Authorization', `Bearer ${token}`);

/** The stored row of a record by wire ID (`postId`, or `termId` for terms). */
async function stored(uid: Uid, id: number): Promise<Record<string, unknown>> {
  const idField = uid === UID.category || uid === UID.tag ? 'termId' : 'postId';
  return app.strapi.db.query(uid).findOne({ where: { [idField]: id } });
}

const filtered: Record<string, CalendarClient> = {};
const trusted: Record<string, CalendarClient> = {};

const app = appForFile();
beforeAll(async () => {
  superAdmin = await createAdminToken(app);
  filtered['a custom token with the write actions'] = calendarClient(app, await createApiToken(app.strapi, 'custom', WRITE_ACTIONS));
  filtered['a user whose role has the write actions'] = calendarClient(app, await jwtWithActions(app, 'html-less-writer', WRITE_ACTIONS));
  trusted['a full-access token'] = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  trusted['a custom token with the right'] = calendarClient(app, await createApiToken(app.strapi, 'custom', [...WRITE_ACTIONS, API_RIGHT]));
  trusted['a Calendar editor user'] = calendarClient(app, await createUserJwt(app, 'calendar-editor'));
});

describe('the right to post unfiltered HTML', () => {
  it('is listed in the role editor, the API-token editor and the admin roles', async () => {
    const roles = await asAdmin(superAdmin, 'get', '/users-permissions/permissions').expect(200);
    expect(roles.body.permissions['plugin::calendar'].controllers.html).toEqual({ unfiltered: { enabled: false, policy: '' } });
    const tokens = await asAdmin(superAdmin, 'get', '/admin/content-api/permissions').expect(200);
    expect(tokens.body.data['plugin::calendar'].controllers.html).toEqual(['unfiltered']);
    const admin = await asAdmin(superAdmin, 'get', '/admin/permissions').expect(200);
    expect(admin.body.data.sections.plugins).toContainEqual(
      expect.objectContaining({ action: ADMIN_RIGHT, displayName: 'Post unfiltered HTML', plugin: 'calendar' })
    );
  });

  it('is held by the Calendar editor role and Strapi Editors, not by Public, Authenticated or Authors', async () => {
    const apiHolders = await app.strapi.db.query('plugin::users-permissions.permission').findMany({ where: { action: API_RIGHT }, populate: ['role'] });
    expect(apiHolders.map((p: { role: { type: string } }) => p.role.type)).toEqual(['calendar-editor']);
    const adminHolders = await app.strapi.db.query('admin::permission').findMany({ where: { action: ADMIN_RIGHT }, populate: ['role'] });
    expect(adminHolders.map((p: { role: { code: string } }) => p.role.code).sort()).toEqual(['strapi-editor', 'strapi-super-admin']);
  });

  it('GET /api/cal/unfiltered-html tells each caller whether it has it, and changes nothing', async () => {
    const probe = (token?: string) => {
      const req = app.http().get('/api/cal/unfiltered-html');
      return (token ? req.set('Authorization', `Bearer ${token}`) : req).expect(200);
    };
    expect((await probe()).body).toEqual({ unfiltered_html: false });
    expect((await probe(await createApiToken(app.strapi, 'read-only'))).body).toEqual({ unfiltered_html: false });
    expect((await probe(await createApiToken(app.strapi, 'custom', WRITE_ACTIONS))).body).toEqual({ unfiltered_html: false });
    expect((await probe(await createUserJwt(app, 'html-less-writer'))).body).toEqual({ unfiltered_html: false });
    expect((await probe(await createApiToken(app.strapi, 'full-access'))).body).toEqual({ unfiltered_html: true });
    expect((await probe(await createApiToken(app.strapi, 'custom', [API_RIGHT]))).body).toEqual({ unfiltered_html: true });
    const res = await probe(await createUserJwt(app, 'calendar-editor'));
    expect(res.body).toEqual({ unfiltered_html: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
    await app.http().post('/api/cal/unfiltered-html').expect(405);
  });
});

describe.each(['a custom token with the write actions', 'a user whose role has the write actions'])(
  'the calendar API, for %s (without the right)',
  (caller) => {
    const api = () => filtered[caller];

    it('stores an event title as plain text and its description and excerpt filtered, and answers them so', async () => {
      const res = await api().post('/events', { title: TITLE, description: HTML, excerpt: EXCERPT, ...when }).expect(201);
      expect(await stored(UID.event, res.body.id)).toMatchObject({ title: PLAIN_TITLE, description: FILTERED_HTML, excerpt: FILTERED_EXCERPT });
      expect(res.body.title).toBe(PLAIN_TITLE);
      for (const key of ['title', 'description', 'excerpt']) expect(res.body[key]).not.toMatch(RUNNABLE);
      expect(res.body.description).toContain('<a href="https://example.org/t">tickets</a>');
    });

    it('filters an update too', async () => {
      const created = await api().post('/events', { title: 'Plain', description: '<p>Plain</p>', ...when }).expect(201);
      expect(await stored(UID.event, created.body.id)).toMatchObject({ title: 'Plain', description: '<p>Plain</p>' });
      await api().post(`/events/${created.body.id}`, { title: TITLE, description: HTML, excerpt: EXCERPT }).expect(200);
      expect(await stored(UID.event, created.body.id)).toMatchObject({ title: PLAIN_TITLE, description: FILTERED_HTML, excerpt: FILTERED_EXCERPT });
    });

    it('filters venues and organizers, created and updated', async () => {
      const venue = await api().post('/venues', { venue: TITLE, description: HTML }).expect(201);
      expect(await stored(UID.venue, venue.body.id)).toMatchObject({ name: PLAIN_TITLE, description: FILTERED_HTML });
      const organizer = await api().post('/organizers', { organizer: 'Trio', description: '<p>ok</p>' }).expect(201);
      await api().put(`/organizers/${organizer.body.id}`, { organizer: TITLE, description: HTML }).expect(200);
      expect(await stored(UID.organizer, organizer.body.id)).toMatchObject({ name: PLAIN_TITLE, description: FILTERED_HTML });
    });

    it('filters categories and tags, created and updated', async () => {
      const category = await api().post('/categories', { name: '<i>Fado</i><script>x</script> & blues', description: HTML }).expect(201);
      expect(await stored(UID.category, category.body.id)).toMatchObject({ name: 'Fado & blues', description: FILTERED_HTML });
      const tag = await api().post('/tags', { name: 'outdoors' }).expect(201);
      await api().post(`/tags/${tag.body.id}`, { name: '<img src=x onerror=alert(1)>open air', description: EXCERPT }).expect(200);
      expect(await stored(UID.tag, tag.body.id)).toMatchObject({ name: 'open air', description: FILTERED_EXCERPT });
    });

    it('filters the venue, organizers and terms an event creates inline', async () => {
      const res = await api()
        .post('/events', {
          title: 'With friends',
          ...when,
          venue: { venue: `${TITLE} hall`, description: HTML },
          organizer: [{ organizer: `${TITLE} trio`, description: EXCERPT }],
          categories: [`<b onmouseover="alert(1)">Inline</b> category ${caller}`],
          tags: [`<script>alert(1)</script>inline tag ${caller}`],
        })
        .expect(201);
      expect(await stored(UID.venue, res.body.venue.id)).toMatchObject({ name: `${PLAIN_TITLE} hall`, description: FILTERED_HTML });
      expect(await stored(UID.organizer, res.body.organizer[0].id)).toMatchObject({ name: `${PLAIN_TITLE} trio`, description: FILTERED_EXCERPT });
      expect(await stored(UID.category, res.body.categories[0].id)).toMatchObject({ name: `Inline category ${caller}` });
      expect(await stored(UID.tag, res.body.tags[0].id)).toMatchObject({ name: `inline tag ${caller}` });
    });

    it('keeps allowed markup and text with & or accents as sent', async () => {
      const description = '<h2>Line-up</h2><p><a href="https://example.org/a?x=1" target="_blank">Ana</a> &amp; <em>Rui</em></p><ol><li>Fado</li></ol>';
      const res = await api().post('/events', { title: 'Rock & Roll à Lisboa', description, excerpt: 'Doors 19:30', ...when }).expect(201);
      expect(await stored(UID.event, res.body.id)).toMatchObject({
        title: 'Rock & Roll à Lisboa',
        description: '<h2>Line-up</h2><p><a href="https://example.org/a?x=1" target="_blank">Ana</a> & <em>Rui</em></p><ol><li>Fado</li></ol>',
        excerpt: 'Doors 19:30',
      });
      expect(res.body.excerpt).toBe('<p>Doors 19:30</p>');
    });
  }
);

describe.each(['a full-access token', 'a custom token with the right', 'a Calendar editor user'])('the calendar API, for %s (with the right)', (caller) => {
  it('stores titles, descriptions and excerpts as sent, inline records too', async () => {
    const api = trusted[caller];
    const res = await api
      .post('/events', { title: TITLE, description: HTML, excerpt: EXCERPT, ...when, venue: { venue: `${TITLE} ${caller}`, description: HTML } })
      .expect(201);
    expect(await stored(UID.event, res.body.id)).toMatchObject({ title: TITLE, description: HTML, excerpt: EXCERPT });
    expect(await stored(UID.venue, res.body.venue.id)).toMatchObject({ name: `${TITLE} ${caller}`, description: HTML });
    const tag = await api.post('/tags', { name: `<b>Bold</b> ${caller}`, description: HTML }).expect(201);
    expect(await stored(UID.tag, tag.body.id)).toMatchObject({ name: `<b>Bold</b> ${caller}`, description: HTML });
  });
});

describe('the Content Manager', () => {
  // Strapi creates its Editor and Author roles with no language on their content permissions (the admin
  // then shows them no field): give them every language, as a site owner does in the role editor.
  beforeAll(async () => {
    for (const code of ['strapi-editor', 'strapi-author']) {
      const role = await app.strapi.db.query('admin::role').findOne({ where: { code } });
      const permissions = await app.strapi.db.query('admin::permission').findMany({ where: { role: role.id, subject: { $in: Object.values(UID) } } });
      for (const { id, properties } of permissions) {
        await app.strapi.db.query('admin::permission').update({ where: { id }, data: { properties: { ...properties, locales: ['en', 'fr', 'pt-PT'] } } });
      }
    }
  });

  const event = { title: TITLE, description: HTML, excerpt: EXCERPT, startDate: '2027-06-01T18:00:00.000Z', endDate: '2027-06-01T20:00:00.000Z' };

  it("filters an Author's event, category and venue, created and updated", async () => {
    const author = await createAdminToken(app, 'strapi-author');
    const created = await asAdmin(author, 'post', `${cm(UID.event)}?locale=en`).send(event).expect(201);
    expect(created.body.data).toMatchObject({ title: PLAIN_TITLE, description: FILTERED_HTML, excerpt: FILTERED_EXCERPT });
    const { documentId } = created.body.data;
    await asAdmin(author, 'put', `${cm(UID.event, `/${documentId}`)}?locale=en`).send({ ...created.body.data, title: 'Calm', description: '<p>Calm</p>' }).expect(200);
    await asAdmin(author, 'put', `${cm(UID.event, `/${documentId}`)}?locale=en`).send({ title: '<u>Loud</u>', description: HTML }).expect(200);
    expect(await stored(UID.event, created.body.data.postId)).toMatchObject({ title: 'Loud', description: FILTERED_HTML });

    const category = await asAdmin(author, 'post', `${cm(UID.category)}?locale=en`).send({ name: '<i>Cm</i> category', description: HTML }).expect(201);
    expect(category.body.data).toMatchObject({ name: 'Cm category', description: FILTERED_HTML });
    const venue = await asAdmin(author, 'post', `${cm(UID.venue)}?locale=en`).send({ name: `${TITLE} cm`, excerpt: EXCERPT }).expect(201);
    expect(venue.body.data).toMatchObject({ name: `${PLAIN_TITLE} cm`, excerpt: FILTERED_EXCERPT });
  });

  it("keeps an Editor's and a Super Admin's HTML as sent", async () => {
    for (const token of [await createAdminToken(app, 'strapi-editor'), superAdmin]) {
      const created = await asAdmin(token, 'post', `${cm(UID.event)}?locale=en`).send(event).expect(201);
      expect(created.body.data).toMatchObject({ title: TITLE, description: HTML, excerpt: EXCERPT });
    }
  });

  it('filters an Editor once the site owner takes the right from the role, and not before', async () => {
    const editor = await createAdminToken(app, 'strapi-editor');
    const role = await app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    const held = await app.strapi.db.query('admin::permission').findOne({ where: { action: ADMIN_RIGHT, role: role.id } });
    await app.strapi.db.query('admin::permission').delete({ where: { id: held.id } });
    try {
      const created = await asAdmin(editor, 'post', `${cm(UID.organizer)}?locale=en`).send({ name: TITLE, description: HTML }).expect(201);
      expect(created.body.data).toMatchObject({ name: PLAIN_TITLE, description: FILTERED_HTML });
      // Granted once: a restart does not give it back.
      await grantAdminEditorOnce(app.strapi);
      expect(await app.strapi.db.query('admin::permission').count({ where: { action: ADMIN_RIGHT, role: role.id } })).toBe(0);
    } finally {
      await app.strapi.service('admin::role').addPermissions(role.id, [{ action: ADMIN_RIGHT }]);
    }
  });
});

describe('HTML nested too deep to filter', () => {
  const deep = `<p>${'<b>'.repeat(5000)}x</p>`;

  it('is refused with a 400 for a caller without the right, and nothing is written', async () => {
    const before = await countAll(app.strapi);
    const api = filtered['a custom token with the write actions'];
    const res = await api.post('/events', { title: 'Deep', description: deep, ...when }).expect(400);
    expect(res.body).toEqual({ code: 'rest_invalid_request', message: 'The request could not be processed.', data: { status: 400 } });
    const inline = await api.post('/events', { title: 'Deep venue', ...when, venue: { venue: 'Deep hall', description: deep } }).expect(400);
    expect(inline.body).toMatchObject({ code: 'could-not-create-venue', data: { status: 400 } });
    const author = await createAdminToken(app, 'strapi-author');
    await asAdmin(author, 'post', `${cm(UID.tag)}?locale=en`).send({ name: 'Deep', description: deep }).expect(400);
    expect(await countAll(app.strapi)).toEqual(before);
  });

  it('is stored as sent for a caller with the right (nothing is parsed)', async () => {
    const res = await trusted['a full-access token'].post('/events', { title: 'Deep', description: deep, ...when }).expect(201);
    expect((await stored(UID.event, res.body.id)).description).toBe(deep);
  });
});

describe('other writers', () => {
  it("filters Strapi's own REST routes for a token without the right", async () => {
    const token = await createApiToken(app.strapi, 'custom', ['api::event.event.create']);
    const res = await app
      .http()
      .post('/api/events')
      .set('Authorization', `Bearer ${token}`)
      .send({ data: { title: TITLE, description: HTML, startDate: '2027-07-01T18:00:00.000Z', endDate: '2027-07-01T20:00:00.000Z' } })
      .expect(201);
    expect(res.body.data).toMatchObject({ title: PLAIN_TITLE, description: FILTERED_HTML });
  });

  it('keeps what scripts write outside any request (the seed, the import command, jobs)', async () => {
    const doc = await app.strapi.documents(UID.event).create({
      data: { title: TITLE, description: HTML, excerpt: EXCERPT, startDate: '2027-08-01T18:00:00.000Z', endDate: '2027-08-01T20:00:00.000Z' } as never,
      locale: 'en',
    });
    expect(doc).toMatchObject({ title: TITLE, description: HTML, excerpt: EXCERPT });
  });

  it('leaves the other fields as sent', async () => {
    const api = filtered['a custom token with the write actions'];
    const res = await api.post('/venues', { venue: 'Plain hall', city: '<b>Porto</b>', phone: '<i>1</i>' }).expect(201);
    expect(await stored(UID.venue, res.body.id)).toMatchObject({ city: '<b>Porto</b>', phone: '<i>1</i>' });
  });
});

describe('the content types', () => {
  it('have no HTML field the filter misses', () => {
    for (const uid of Object.values(UID)) {
      const attributes = app.strapi.contentType(uid).attributes as Record<string, { type: string; customField?: string }>;
      // Rich text of any kind, and the fields WordPress filters: titles, names, descriptions, excerpts.
      const html = Object.entries(attributes)
        .filter(([name, a]) => a.type === 'richtext' || /rich/.test(a.customField ?? '') || ['title', 'name', 'description', 'excerpt'].includes(name))
        .map(([name]) => name);
      expect(Object.keys(HTML_FIELDS[uid]).sort()).toEqual(html.sort());
    }
  });
});
