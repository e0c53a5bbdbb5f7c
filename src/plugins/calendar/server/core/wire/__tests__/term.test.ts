import { toWireEmbeddedTerm, toWireTerm } from '../term';
import { exampleCtx as ctx, family, jazz, term } from './example-records';

const ns = ctx.namespaceUrl;

describe('toWireEmbeddedTerm', () => {
  it('has the WP_Term keys in order, id after the others', () => {
    expect(Object.keys(toWireEmbeddedTerm(jazz, ctx))).toEqual([
      'name', 'slug', 'term_group', 'term_taxonomy_id', 'taxonomy', 'description', 'parent', 'count', 'filter', 'id', 'urls',
      'ml_language', 'translations',
    ]);
  });
  it.each([
    ['a category taxonomy', jazz, { taxonomy: 'tribe_events_cat' }],
    ['a tag taxonomy', family, { taxonomy: 'post_tag' }],
    ['term_taxonomy_id = term id', jazz, { term_taxonomy_id: 3, id: 3 }],
    ['"" for no description', jazz, { description: '' }],
    ['the parent term id', jazz, { parent: 2 }],
    ['term_group 0 and filter raw', family, { term_group: 0, filter: 'raw' }],
    ['translations by wire code', { ...family, translations: { fr: 40 } }, { translations: { fr: 40 } }],
  ])('%s', (_, input, expected) => {
    expect(toWireEmbeddedTerm(input, ctx)).toMatchObject(expected);
  });
});

describe('toWireTerm', () => {
  it.each([
    ['a category', jazz, ['id', 'count', 'description', 'name', 'slug', 'taxonomy', 'parent', 'meta', 'url', 'urls', 'ml_language', 'translations']],
    ['a tag (no parent)', family, ['id', 'count', 'description', 'name', 'slug', 'taxonomy', 'meta', 'url', 'urls', 'ml_language', 'translations']],
  ])('key order of %s', (_, input, keys) => {
    expect(Object.keys(toWireTerm(input, ctx))).toEqual(keys);
  });

  it('shows meta as an empty list', () => {
    expect(toWireTerm(family, ctx).meta).toEqual([]);
  });

  it('adds _links last, on request only', () => {
    expect(toWireTerm(jazz, ctx)).not.toHaveProperty('_links');
    expect(Object.keys(toWireTerm(jazz, ctx, { links: true })).at(-1)).toBe('_links');
  });

  it.each([
    [
      'a child category',
      jazz,
      {
        self: [{ href: `${ns}/categories/3`, targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] } }],
        collection: [{ href: `${ns}/categories` }],
        about: [{ href: ns }],
        up: [{ href: `${ns}/categories/2`, embeddable: true }],
        'wp:post_type': [{ href: `${ns}/events?categories=3` }],
        curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
      },
    ],
    [
      'a tag',
      term({ termId: 4, taxonomy: 'tag' }),
      {
        self: [{ href: `${ns}/tags/4`, targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] } }],
        collection: [{ href: `${ns}/tags` }],
        about: [{ href: ns }],
        'wp:post_type': [{ href: `${ns}/events?tags=4` }],
        curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
      },
    ],
  ])('_links of %s point at our namespace', (_, input, expected) => {
    const links = toWireTerm(input, ctx, { links: true })._links;
    expect(links).toEqual(expected);
    expect(JSON.stringify(links)).toBe(JSON.stringify(expected));
  });
});
