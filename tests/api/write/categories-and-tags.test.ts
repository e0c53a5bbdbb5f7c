import { createApiToken } from '../../helpers/auth';
import { appForFile } from '../../helpers/app-for-file';
import { calendarClient, countAll, NS_URL, UID, writeMatchers, type CalendarClient } from '../../helpers/write-helpers';

/**
 * Category and tag writes over HTTP against the booted app: POST /categories, /tags and
 * POST|PUT|PATCH|DELETE /<taxonomy>/<id> (contract 3.4b, 9.5, 10). Writes carry a full-access API token.
 */

let api: CalendarClient;
let anon: CalendarClient;

const app = appForFile();
beforeAll(async () => {
  api = calendarClient(app, await createApiToken(app.strapi, 'full-access'));
  anon = calendarClient(app);
});

const createTerm = async (kind: 'categories' | 'tags', name: string, extra: Record<string, unknown> = {}) => {
  const res = await api.post(`/${kind}`, { name, ...extra });
  expect(res.status).toBe(201);
  return res.body;
};
const createCategory = (name: string, extra: Record<string, unknown> = {}) => createTerm('categories', name, extra);
const createTag = (name: string, extra: Record<string, unknown> = {}) => createTerm('tags', name, extra);
const createEvent = async (title: string, extra: Record<string, unknown> = {}) =>
  (await api.post('/events', { title, start_date: '2027-06-01 18:00:00', end_date: '2027-06-01 20:00:00', ...extra }).expect(201)).body;
/** A category's parent term ID as a single read shows it. */
const parentOf = async (id: number) => (await anon.get(`/categories/${id}`).expect(200)).body.parent;

/** Keys of the original's single-term answer (example 013), our two extra keys before `_links`, which WordPress puts last. */
const CATEGORY_KEYS = ['id', 'count', 'description', 'name', 'slug', 'taxonomy', 'parent', 'meta', 'url', 'urls', 'ml_language', 'translations', '_links'];
const TAG_KEYS = CATEGORY_KEYS.filter((key) => key !== 'parent');

describe('POST /categories', () => {
  it('creates a category: 201, a Location header and the term of example 013', async () => {
    const res = await api.post('/categories', { name: 'Concerts', description: 'Live music', slug: 'concerts' });
    expect(res.status).toBe(201);
    const { id } = res.body;
    expect(res.headers.location).toBe(`${NS_URL}/categories/${id}`);
    expect(Object.keys(res.body)).toEqual(CATEGORY_KEYS);
    expect(res.body).toMatchObject({
      count: 0,
      description: 'Live music',
      name: 'Concerts',
      slug: 'concerts',
      taxonomy: 'tribe_events_cat',
      parent: 0,
      meta: [],
      url: 'http://calendar.test/events/category/concerts/',
      urls: { self: `${NS_URL}/categories/${id}`, collection: `${NS_URL}/categories` },
    });
    expect(res.body._links.self).toEqual([{ href: `${NS_URL}/categories/${id}`, targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] } }]);
    expect(res.body).toMatchSnapshot(writeMatchers(res.body) as object);
  });

  it('creates a child category under a parent, with an up link', async () => {
    const parent = await createCategory('Music Parent');
    const child = await createCategory('Jazz Child', { parent: parent.id });
    expect(child).toMatchObject({ parent: parent.id, urls: { up: `${NS_URL}/categories/${parent.id}` } });
  });

  it('makes the slug from the name and numbers a taken slug', async () => {
    const a = await createCategory('Theatre & Dance');
    const b = await createCategory('Other name', { slug: 'theatre-dance' });
    expect([a.slug, b.slug]).toEqual(['theatre-dance', 'theatre-dance-2']);
  });

  it('allows the same name under another parent', async () => {
    const [left, right] = [await createCategory('Left'), await createCategory('Right')];
    const a = await createCategory('Same Name', { parent: left.id });
    const b = await createCategory('Same Name', { parent: right.id });
    expect(b.id).not.toBe(a.id);
    expect(b.slug).not.toBe(a.slug);
  });

  it('accepts a form-encoded body', async () => {
    const parent = await createCategory('Form Parent');
    const res = await api.form('post', '/categories', `name=Form+Category&description=From+a+form&parent=${parent.id}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Form Category', description: 'From a form', parent: parent.id });
  });

  it('answers a duplicate name with term_exists and the existing term ID', async () => {
    const first = await createCategory('Duplicate Me');
    for (const name of ['Duplicate Me', 'DUPLICATE ME']) {
      const res = await api.post('/categories', { name });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'term_exists',
        message: 'A term with the name provided already exists in this taxonomy.',
        data: { status: 400, term_id: first.id },
      });
    }
    const res = await api.post('/categories', { name: 'Duplicate Me' });
    expect(res.body).toMatchSnapshot({ data: { status: 400, term_id: expect.any(Number) } });
  });

  it('answers a missing name with rest_missing_callback_param', async () => {
    const res = await api.post('/categories', { description: 'No name' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): name',
      data: { status: 400, params: ['name'] },
    });
    expect(res.body).toMatchSnapshot();
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['an empty slug', { slug: '' }, 'slug'],
    ['an empty parent', { parent: '' }, 'parent'],
    ['a parent that is no number', { parent: 'foo' }, 'parent'],
    ['a parent of no category', { parent: 2389 }, 'parent'],
    ['an unknown language', { ml_language: 'xx' }, 'ml_language'],
  ])('refuses %s', async (_case, extra, param) => {
    const res = await api.post('/categories', { name: 'Invalid category', ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { [param]: expect.any(String) } } });
  });

  it('refuses a tag as the parent', async () => {
    const tag = await createTag('Not a parent');
    const res = await api.post('/categories', { name: 'Orphan', parent: tag.id });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ parent: 'Invalid parameter.' });
  });
});

describe('POST /tags', () => {
  it('creates a tag: 201, a Location header and no parent key', async () => {
    const res = await api.post('/tags', { name: 'Family', description: 'Family friendly', parent: 5 });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`${NS_URL}/tags/${res.body.id}`);
    expect(Object.keys(res.body)).toEqual(TAG_KEYS);
    expect(res.body).toMatchObject({ name: 'Family', slug: 'family', taxonomy: 'post_tag', url: 'http://calendar.test/tag/family/' });
    expect(res.body).toMatchSnapshot(writeMatchers(res.body) as object);
  });

  it('answers a duplicate name with term_exists', async () => {
    const first = await createTag('Twin Tag');
    const res = await api.post('/tags', { name: 'twin tag' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'term_exists', data: { status: 400, term_id: first.id } });
  });

  it('accepts a form-encoded body', async () => {
    const res = await api.form('post', '/tags', 'name=Form+Tag');
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Form Tag');
  });
});

describe('POST|PUT|PATCH /categories/<id> and /tags/<id>', () => {
  it.each(['post', 'put', 'patch'] as const)('%s changes only the fields sent and answers 200 with _links', async (method) => {
    const parent = await createCategory(`Kept Parent ${method}`);
    const created = await createCategory(`Partial ${method}`, { description: 'Kept', parent: parent.id });
    const res = await api.json(method, `/categories/${created.id}`, { name: `Renamed ${method}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, name: `Renamed ${method}` });
  });

  it('moves a category to the top with parent 0', async () => {
    const parent = await createCategory('Old Parent');
    const created = await createCategory('Movable', { description: 'Text', parent: parent.id });
    const res = await api.patch(`/categories/${created.id}`, { parent: 0 }).expect(200);
    expect(res.body).toMatchObject({ description: 'Text', parent: 0 });
    expect(res.body.urls).not.toHaveProperty('up');
  });

  it('refuses to move a category under itself or one of its descendants', async () => {
    const top = await createCategory('Loop Top');
    const middle = await createCategory('Loop Middle', { parent: top.id });
    const bottom = await createCategory('Loop Bottom', { parent: middle.id });
    for (const parent of [top.id, bottom.id]) {
      const res = await api.patch(`/categories/${top.id}`, { parent });
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ parent: 'Invalid parameter.' });
    }
  });

  it('refuses a rename to the name of another term (term_exists), and a slug another term has (duplicate_term_slug)', async () => {
    const taken = await createTag('Taken Tag Name', { slug: 'taken-tag' });
    const other = await createTag('Other Tag Name');
    const byName = await api.patch(`/tags/${other.id}`, { name: 'Taken Tag Name' });
    expect(byName.status).toBe(400);
    expect(byName.body).toMatchObject({ code: 'term_exists', data: { term_id: taken.id } });
    const bySlug = await api.patch(`/tags/${other.id}`, { slug: 'taken-tag' });
    expect(bySlug.status).toBe(400);
    expect(bySlug.body).toMatchObject({ code: 'duplicate_term_slug', data: { status: 400 } });
    expect(bySlug.body).toMatchSnapshot();
    // A term may keep its own name and slug.
    await api.patch(`/tags/${taken.id}`, { name: 'Taken Tag Name', slug: 'taken-tag' }).expect(200);
  });

  it('answers 400 rest_invalid_param naming id for an unknown ID and for a tag ID on /categories', async () => {
    const tag = await createTag('Wrong Taxonomy');
    for (const path of ['/categories/999999', `/categories/${tag.id}`]) {
      const res = await api.put(path, { name: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ id: 'Invalid parameter.' });
    }
  });

  it('has no by-slug routes', async () => {
    const created = await createCategory('No Slug Route');
    const res = await api.put(`/categories/by-slug/${created.slug}`, { name: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });
});

describe('DELETE /categories/<id> and /tags/<id>', () => {
  it('deletes the term for good and answers it as it was, without _links; a second delete is a 400', async () => {
    const tag = await createTag('Doomed Tag', { description: 'Bye' });
    const event = await createEvent('Tagged', { tags: [tag.id] });
    const res = await api.delete(`/tags/${tag.id}`);
    expect(res.status).toBe(200);
    const { _links: _l, ...withoutLinks } = tag;
    expect(res.body).toEqual({ ...withoutLinks, count: 1 });
    expect(res.body).not.toHaveProperty('_links');
    expect(await app.strapi.db.query(UID.tag).findOne({ where: { termId: tag.id } })).toBeNull();
    const again = await api.delete(`/tags/${tag.id}`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { id: 'Invalid parameter.' } } });
    expect((await anon.get(`/events/${event.id}`).expect(200)).body.tags).toEqual([]);
  });

  it('moves the children of a deleted category up to its parent', async () => {
    const top = await createCategory('Family Top');
    const middle = await createCategory('Family Middle', { parent: top.id });
    const [c1, c2] = [await createCategory('Family Child 1', { parent: middle.id }), await createCategory('Family Child 2', { parent: middle.id })];
    await api.delete(`/categories/${middle.id}`).expect(200);
    expect([await parentOf(c1.id), await parentOf(c2.id)]).toEqual([top.id, top.id]);
    await api.delete(`/categories/${top.id}`).expect(200);
    expect([await parentOf(c1.id), await parentOf(c2.id)]).toEqual([0, 0]);
  });

  it('answers 400 for an unknown ID', async () => {
    const res = await api.delete('/categories/999999');
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ id: 'Invalid parameter.' });
  });
});

describe('languages', () => {
  it('creates terms in ml_language or under a language root; names are unique per language only', async () => {
    const en = await createCategory('Cinema');
    const fr = await createCategory('Cinema', { ml_language: 'fr' });
    const pt = (await api.post('/pt-pt/api/cal/events/v1/tags', { name: 'Cinema' }).expect(201)).body;
    expect([en.ml_language, fr.ml_language, pt.ml_language]).toEqual(['en', 'fr', 'pt-pt']);
    expect([en.slug, fr.slug]).toEqual(['cinema', 'cinema']);
  });

  it('creates the translation of a term with translation_of', async () => {
    const en = await createTag('Translated Tag');
    const fr = await createTag('Étiquette traduite', { ml_language: 'fr', translation_of: en.id });
    expect(fr.translations).toEqual({ en: en.id });
    expect((await anon.get(`/tags/${en.id}`).expect(200)).body.translations).toEqual({ fr: fr.id });
  });

  it("resolves the parent to its translation in the category's language, and refuses a parent without one", async () => {
    const parentEn = await createCategory('Arts');
    const parentFr = await createCategory('Arts (fr)', { ml_language: 'fr', translation_of: parentEn.id });
    const child = await createCategory('Peinture', { ml_language: 'fr', parent: parentEn.id });
    expect(child.parent).toBe(parentFr.id);
    const lonely = await createCategory('English only parent');
    const before = await countAll(app.strapi);
    const res = await api.post('/categories', { name: 'Sculpture', ml_language: 'fr', parent: lonely.id });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual(['parent']);
    expect(await countAll(app.strapi)).toEqual(before);
  });
});
