import { createFactories, type Doc, type Factories } from '../../helpers/factories';
import { appForFile } from '../../helpers/app-for-file';
import { get, NS_URL, rawHeaderNames, wireMatchers } from '../../helpers/wire';

/** GET /categories, /tags and their single reads (contract sections 3.4, 4, 7, 8, 10). */

let f: Factories;
const fx: Record<string, Doc> = {};

const app = appForFile();
beforeAll(async () => {
  f = createFactories(app.strapi);
  fx.concerts = await f.createCategory({ termId: 9301, name: 'Concerts', description: 'Live music' });
  fx.jazz = await f.createCategory({ termId: 9302, name: 'Jazz', parent: fx.concerts });
  fx.bebop = await f.createCategory({ termId: 9303, name: 'Bebop', parent: fx.jazz });
  fx.family = await f.createTag({ termId: 9304, name: 'Family', description: 'Family friendly' });
  fx.outdoor = await f.createTag({ termId: 9305, name: 'Outdoor' });
  fx.unused = await f.createCategory({ termId: 9306, name: 'Unused' });
  fx.draftOnly = await f.createCategory({ termId: 9307, name: 'Draft only' });
  fx.draftTag = await f.createTag({ termId: 9308, name: 'Draft tag' });
  fx.venue = await f.createVenue({ name: 'Some venue' });
  fx.one = await f.createEvent({ title: 'One', categories: [fx.jazz, fx.concerts], tags: [fx.family] });
  fx.two = await f.createEvent({ title: 'Two', categories: [fx.bebop], tags: [fx.family, fx.outdoor] });
  fx.draft = await f.createEvent({ title: 'Draft', postStatus: 'draft', categories: [fx.draftOnly], tags: [fx.draftTag] });
});

const CATEGORY_KEYS = ['id', 'count', 'description', 'name', 'slug', 'taxonomy', 'parent', 'meta', 'url', 'urls', 'ml_language', 'translations'];
const TAG_KEYS = CATEGORY_KEYS.filter((key) => key !== 'parent');

const TAXONOMIES = [
  ['categories', 'tribe_events_cat', CATEGORY_KEYS],
  ['tags', 'post_tag', TAG_KEYS],
] as const;

const termIds = async (path: string) => {
  const res = await get(app, path).expect(200);
  const kind = path.startsWith('/categories') ? 'categories' : 'tags';
  return (res.body[kind] as { id: number }[]).map((term) => term.id);
};

describe.each(TAXONOMIES)('GET /%s', (kind, taxonomy, keys) => {
  it('answers the contract body, in key order, with the X-TEC headers and the bare rest_url', async () => {
    const res = await get(app, `/${kind}?search=a`).expect(200);
    expect(Object.keys(res.body)).toEqual(['rest_url', 'total', 'total_pages', kind]);
    expect(res.body.rest_url).toBe(`${NS_URL}/${kind}/`);
    expect(res.headers['x-tec-total']).toBe(String(res.body.total));
    expect(res.headers['x-tec-totalpages']).toBe(String(res.body.total_pages));
    expect(rawHeaderNames(res)).toEqual(expect.arrayContaining(['X-TEC-Total', 'X-TEC-TotalPages']));
  });

  it('gives each item the contract keys in order, without _links', async () => {
    const res = await get(app, `/${kind}`).expect(200);
    for (const term of res.body[kind]) {
      expect(Object.keys(term)).toEqual(keys);
      expect(term.taxonomy).toBe(taxonomy);
      expect(term.meta).toEqual([]);
    }
  });

  it('locks the envelope and item shape (snapshot)', async () => {
    const res = await get(app, `/${kind}`).expect(200);
    expect(res.body).toMatchSnapshot(wireMatchers(res.body) as object);
  });

  it('hides terms without published events by default (hide_empty=true)', async () => {
    const ids = await termIds(`/${kind}?per_page=50`);
    for (const hidden of [fx.unused, fx.draftOnly, fx.draftTag]) expect(ids).not.toContain(hidden.termId);
  });

  it('shows them with hide_empty=false', async () => {
    const ids = await termIds(`/${kind}?per_page=50&hide_empty=false`);
    const expected = kind === 'categories' ? [fx.unused, fx.draftOnly] : [fx.draftTag];
    expect(ids).toEqual(expect.arrayContaining(expected.map((t) => t.termId)));
  });

  it('answers 400 for hide_empty=maybe', async () => {
    const res = await get(app, `/${kind}?hide_empty=maybe`).expect(400);
    expect(res.body.data.params).toEqual({ hide_empty: 'hide_empty is not of type boolean.' });
  });

  it('counts published events only', async () => {
    const res = await get(app, `/${kind}?hide_empty=false&per_page=50`).expect(200);
    const count = Object.fromEntries(res.body[kind].map((t: { id: number; count: number }) => [t.id, t.count]));
    if (kind === 'categories') expect(count).toEqual({ 9301: 1, 9302: 1, 9303: 1, 9306: 0, 9307: 0 });
    else expect(count).toEqual({ 9304: 2, 9305: 1, 9308: 0 });
  });

  it('orders by name ascending by default', async () => {
    const res = await get(app, `/${kind}?hide_empty=false`).expect(200);
    const names = res.body[kind].map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('order and orderby sort as asked', async () => {
    const all = await termIds(`/${kind}?hide_empty=false&orderby=id`);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(await termIds(`/${kind}?hide_empty=false&orderby=id&order=DESC`)).toEqual([...all].reverse());
    const byCount = await get(app, `/${kind}?orderby=count&order=desc`).expect(200);
    const counts = byCount.body[kind].map((t: { count: number }) => t.count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it.each([
    ['order=', 'order'],
    ['orderby=', 'orderby'],
    ['order=sideways', 'order'],
    ['orderby=colour', 'orderby'],
  ])('answers 400 for %s', async (query, name) => {
    const res = await get(app, `/${kind}?${query}`).expect(400);
    expect(Object.keys(res.body.data.params)).toEqual([name]);
  });

  it('search matches a substring of the name or the slug', async () => {
    if (kind === 'categories') {
      expect(await termIds('/categories?search=CONC')).toEqual([9301]);
      expect(await termIds('/categories?search=bop')).toEqual([9303]);
    } else {
      expect(await termIds('/tags?search=fam')).toEqual([9304]);
    }
  });

  it('search answers an empty list when nothing matches, and 400 when empty', async () => {
    expect(await termIds(`/${kind}?search=zzz`)).toEqual([]);
    expect((await get(app, `/${kind}?search=`).expect(400)).body.data.params).toEqual({ search: 'Invalid parameter.' });
  });

  it('include keeps the given terms, by ID or slug', async () => {
    if (kind === 'categories') expect(await termIds('/categories?include=9301,jazz')).toEqual([9301, 9302]);
    else expect(await termIds('/tags?include[]=outdoor&include[]=9304')).toEqual([9304, 9305]);
  });

  it('exclude drops the given terms', async () => {
    const all = await termIds(`/${kind}`);
    const dropped = kind === 'categories' ? 9301 : 9304;
    expect(await termIds(`/${kind}?exclude=${dropped}`)).toEqual(all.filter((id) => id !== dropped));
  });

  it.each(['include', 'exclude'])('%s answers 400 for a term that does not exist or is of the other taxonomy', async (name) => {
    const other = kind === 'categories' ? 9304 : 9301;
    for (const value of ['999999', 'no-such-term', String(other)]) {
      const res = await get(app, `/${kind}?${name}=${value}`).expect(400);
      expect(res.body.data.params).toEqual({ [name]: 'Invalid parameter.' });
    }
  });

  it('post keeps the terms of that event', async () => {
    const expected = kind === 'categories' ? [9301, 9302] : [9304];
    expect(await termIds(`/${kind}?post=${fx.one.postId}`)).toEqual(expected);
  });

  it('event is an alias of post and wins over it', async () => {
    const expected = kind === 'categories' ? [9303] : [9304, 9305];
    expect(await termIds(`/${kind}?event=${fx.two.postId}`)).toEqual(expected);
    expect(await termIds(`/${kind}?post=${fx.one.postId}&event=${fx.two.postId}`)).toEqual(expected);
  });

  it.each(['post', 'event'])('%s answers 400 for a value that is not an event', async (name) => {
    for (const value of ['', 'foo', '999999', String(fx.venue.postId)]) {
      const res = await get(app, `/${kind}?${name}=${value}`).expect(400);
      expect(res.body.data.params).toEqual({ [name]: 'Invalid parameter.' });
    }
  });

  it('slug keeps the term with exactly that slug; an unknown slug answers an empty list', async () => {
    const [slug, id] = kind === 'categories' ? ['jazz', 9302] : ['outdoor', 9305];
    expect(await termIds(`/${kind}?slug=${slug}`)).toEqual([id]);
    expect(await termIds(`/${kind}?slug=${slug.slice(0, 3)}`)).toEqual([]);
  });

  it('paginates with bare ?page=N links (page 2 links back to the bare URL, as the original); past the end it answers 200 with an empty list', async () => {
    const first = await get(app, `/${kind}?per_page=1`).expect(200);
    expect(Object.keys(first.body)).toEqual(['rest_url', 'total', 'total_pages', kind, 'next_rest_url']);
    expect(first.body.next_rest_url).toBe(`${NS_URL}/${kind}/?page=2`);
    const second = await get(app, `/${kind}?per_page=1&page=2&search=o`).expect(200);
    expect(second.body.rest_url).toBe(`${NS_URL}/${kind}/`);
    expect(second.body.previous_rest_url).toBe(`${NS_URL}/${kind}/`);
    const beyond = await get(app, `/${kind}?page=9`).expect(200);
    expect(beyond.body).toMatchObject({ [kind]: [], previous_rest_url: `${NS_URL}/${kind}/?page=8` });
    expect(beyond.body.next_rest_url).toBeUndefined();
  });

  it('caps per_page at 50 and refuses a bad page or per_page', async () => {
    await get(app, `/${kind}?per_page=500`).expect(200);
    const res = await get(app, `/${kind}?page=foo`).expect(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { page: 'Invalid parameter.' } } });
  });
});

describe('GET /categories (parent)', () => {
  it('keeps the direct children of the parent only', async () => {
    expect(await termIds('/categories?parent=9301')).toEqual([9302]);
    expect(await termIds('/categories?parent=9302')).toEqual([9303]);
    expect(await termIds('/categories?parent=9306&hide_empty=false')).toEqual([]);
  });

  it.each(['', '0', '999999', '9304'])('answers 400 for parent=%j', async (value) => {
    const res = await get(app, `/categories?parent=${value}`).expect(400);
    expect(res.body.data.params).toEqual({ parent: 'Invalid parameter.' });
  });

  it('shows the parent in each item and the archive path in url', async () => {
    const res = await get(app, '/categories?include=9303').expect(200);
    expect(res.body.categories[0]).toMatchObject({
      parent: 9302,
      url: 'http://calendar.test/events/category/concerts/jazz/bebop/',
      urls: { self: `${NS_URL}/categories/9303`, collection: `${NS_URL}/categories`, up: `${NS_URL}/categories/9302` },
    });
  });
});

describe('GET /tags (parent)', () => {
  it('ignores parent, which tags do not declare', async () => {
    expect(await termIds('/tags?parent=9301')).toEqual(await termIds('/tags'));
  });
});

describe.each(TAXONOMIES)('GET /%s/<id>', (kind, _taxonomy, keys) => {
  const id = kind === 'categories' ? 9302 : 9304;
  const other = kind === 'categories' ? 9304 : 9302;

  it('answers the term with _links, keys in order', async () => {
    const res = await get(app, `/${kind}/${id}`).expect(200);
    expect(Object.keys(res.body)).toEqual([...keys, '_links']);
    expect(res.body._links.self[0].href).toBe(`${NS_URL}/${kind}/${id}`);
  });

  it('locks the term shape (snapshot)', async () => {
    const res = await get(app, `/${kind}/${id}`).expect(200);
    expect(res.body).toMatchSnapshot(wireMatchers(res.body) as object);
  });

  it('answers a term without events too', async () => {
    const unused = kind === 'categories' ? 9306 : 9308;
    expect((await get(app, `/${kind}/${unused}`).expect(200)).body.count).toBe(0);
  });

  it.each([
    ['nothing', 999999],
    ['the other taxonomy', other],
  ])('answers 400 rest_invalid_param for the ID of %s (snapshot)', async (_what, value) => {
    const res = await get(app, `/${kind}/${value}`).expect(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): id',
      data: { status: 400, params: { id: 'Invalid parameter.' }, details: [] },
    });
    expect(res.body).toMatchSnapshot();
  });

  it('answers 404 rest_no_route for a non-numeric ID or a slug route', async () => {
    expect((await get(app, `/${kind}/abc`).expect(404)).body.code).toBe('rest_no_route');
    expect((await get(app, `/${kind}/by-slug/jazz`).expect(404)).body.code).toBe('rest_no_route');
  });
});
