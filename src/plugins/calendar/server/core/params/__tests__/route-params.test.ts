import {
  createLanguageParams,
  createNamespaceParams,
  createSingleParams,
  type NamespaceParams,
  type SingleParams,
} from '../route-params';
import { createTermListParams, type TermListParams } from '../term-list-params';
import { createVenueListParams, type VenueListParams } from '../venue-list-params';
import { attempt, paramsOf, SETTINGS } from './helpers';

const valueOf = <T>(result: { value: T } | { error: unknown }): T => {
  if ('error' in result) throw new Error(JSON.stringify(result.error));
  return result.value;
};

describe('GET /venues and /organizers query', () => {
  const schema = createVenueListParams(SETTINGS);
  const parse = (query: Record<string, unknown>) => valueOf(attempt(schema, query));

  it('fills the defaults', () => {
    const expected: VenueListParams = { page: 1, per_page: 12, only_with_upcoming: false };
    expect(parse({ foo: 'bar' })).toEqual(expected);
  });

  const accepted: [string, Record<string, unknown>, Partial<VenueListParams>][] = [
    ['search', { search: 'temple avenue' }, { search: 'temple avenue' }],
    ['event', { event: '23' }, { event: 23 }],
    ['has_events=1', { has_events: '1' }, { has_events: true }],
    ['has_events=yes', { has_events: 'yes' }, { has_events: true }],
    ['has_events=false', { has_events: 'false' }, { has_events: false }],
    ['has_events=no', { has_events: 'no' }, { has_events: false }],
    ['has_events=0', { has_events: '0' }, { has_events: false }],
    ['has_events=anything', { has_events: 'anything' }, { has_events: false }],
    ['only_with_upcoming=true', { only_with_upcoming: 'true' }, { only_with_upcoming: true }],
    ['only_with_upcoming=on', { only_with_upcoming: 'on' }, { only_with_upcoming: true }],
    ['only_with_upcoming=false', { only_with_upcoming: 'false' }, { only_with_upcoming: false }],
    ['status', { status: 'publish,draft' }, { status: ['publish', 'draft'] }],
    ['password', { password: 'pw' }, { password: 'pw' }],
    ['empty password (none)', { password: '' }, { password: undefined }],
    ['ml_language', { ml_language: 'FR' }, { ml_language: 'fr' }],
  ];
  it.each(accepted)('accepts %s', (_name, query, expected) => expect(parse(query)).toMatchObject(expected));

  const rejected: [string, Record<string, unknown>, Record<string, string>][] = [
    ['page=-1', { page: '-1' }, { page: 'Invalid parameter.' }],
    ['per_page=0', { per_page: '0' }, { per_page: 'Invalid parameter.' }],
    ['search empty', { search: '' }, { search: 'Invalid parameter.' }],
    ['event=foo', { event: 'foo' }, { event: 'Invalid parameter.' }],
    ['event empty', { event: '' }, { event: 'Invalid parameter.' }],
    ['status=any', { status: 'any' }, { status: 'Invalid parameter.' }],
    ['password as a list', { password: ['a'] }, { password: 'Invalid parameter.' }],
    ['ml_language=es', { ml_language: 'es' }, { ml_language: 'ml_language is not one of en, fr, and pt-pt.' }],
  ];
  it.each(rejected)('rejects %s', (_name, query, params) => expect(paramsOf(schema, query)).toEqual(params));
});

describe('GET /categories and /tags query', () => {
  const categories = createTermListParams({ ...SETTINGS, taxonomy: 'category' });
  const tags = createTermListParams({ ...SETTINGS, taxonomy: 'tag' });
  const parse = (query: Record<string, unknown>): TermListParams => valueOf(attempt(categories, query));

  it('fills the defaults (hide_empty is true)', () => {
    const expected: TermListParams = { page: 1, per_page: 12, hide_empty: true };
    expect(parse({})).toEqual(expected);
  });

  const accepted: [string, Record<string, unknown>, Partial<TermListParams>][] = [
    ['search', { search: 'foo' }, { search: 'foo' }],
    ['exclude', { exclude: '1,music' }, { exclude: [1, 'music'] }],
    ['include', { include: ['2', 'jazz'] }, { include: [2, 'jazz'] }],
    ['order=asc', { order: 'asc' }, { order: 'asc' }],
    ['order=DESC', { order: 'DESC' }, { order: 'desc' }],
    ['orderby=name', { orderby: 'name' }, { orderby: 'name' }],
    ['orderby=ID', { orderby: 'ID' }, { orderby: 'id' }],
    ['orderby=include_slugs', { orderby: 'include_slugs' }, { orderby: 'include_slugs' }],
    ['orderby=count', { orderby: 'count' }, { orderby: 'count' }],
    ['hide_empty=false', { hide_empty: 'false' }, { hide_empty: false }],
    ['hide_empty=0', { hide_empty: '0' }, { hide_empty: false }],
    ['hide_empty=1', { hide_empty: '1' }, { hide_empty: true }],
    ['parent', { parent: '4' }, { parent: 4 }],
    ['post', { post: '10' }, { post: 10 }],
    ['event as post', { event: '11' }, { post: 11 }],
    ['event wins over post', { post: '10', event: '11' }, { post: 11 }],
    ['slug', { slug: 'open-air' }, { slug: 'open-air' }],
    ['ml_language', { ml_language: 'pt-pt' }, { ml_language: 'pt-pt' }],
  ];
  it.each(accepted)('accepts %s', (_name, query, expected) => expect(parse(query)).toMatchObject(expected));

  it('never returns the event alias itself', () => expect(parse({ event: '11' })).not.toHaveProperty('event'));

  const rejected: [string, Record<string, unknown>, Record<string, string>][] = [
    ['search empty', { search: '' }, { search: 'Invalid parameter.' }],
    ['exclude empty', { exclude: '' }, { exclude: 'Invalid parameter.' }],
    ['include=0', { include: '0' }, { include: 'Invalid parameter.' }],
    ['order empty', { order: '' }, { order: 'order is not one of asc and desc.' }],
    ['order=up', { order: 'up' }, { order: 'order is not one of asc and desc.' }],
    [
      'orderby empty',
      { orderby: '' },
      { orderby: 'orderby is not one of id, include, name, slug, include_slugs, term_group, description, and count.' },
    ],
    [
      'orderby=popularity',
      { orderby: 'popularity' },
      { orderby: 'orderby is not one of id, include, name, slug, include_slugs, term_group, description, and count.' },
    ],
    ['hide_empty=nope', { hide_empty: 'nope' }, { hide_empty: 'hide_empty is not of type boolean.' }],
    ['parent empty', { parent: '' }, { parent: 'Invalid parameter.' }],
    ['parent=0', { parent: '0' }, { parent: 'Invalid parameter.' }],
    ['parent=foo', { parent: 'foo' }, { parent: 'Invalid parameter.' }],
    ['post empty', { post: '' }, { post: 'Invalid parameter.' }],
    ['post=foo', { post: 'foo' }, { post: 'Invalid parameter.' }],
    ['event=foo', { event: 'foo' }, { event: 'Invalid parameter.' }],
    ['slug empty', { slug: '' }, { slug: 'Invalid parameter.' }],
  ];
  it.each(rejected)('rejects %s', (_name, query, params) => expect(paramsOf(categories, query)).toEqual(params));

  it('ignores parent on tags (not declared there)', () => {
    const value = valueOf(attempt(tags, { parent: 'foo', search: 'x' }));
    expect(value).toEqual({ page: 1, per_page: 12, hide_empty: true, search: 'x' });
  });
});

describe('single-record query', () => {
  const schema = createSingleParams(SETTINGS);
  it.each<[Record<string, unknown>, SingleParams]>([
    [{}, {}],
    [{ password: 'pw' }, { password: 'pw' }],
    [{ context: 'edit' }, { context: 'edit' }],
    [
      { context: 'view', ml_language: 'en', id: '3' },
      { context: 'view', ml_language: 'en' },
    ],
    [{ context: 'embed' }, { context: 'embed' }],
  ])('accepts %j', (query, expected) => expect(valueOf(attempt(schema, query))).toEqual(expected));
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ password: '' }, { password: 'Invalid parameter.' }],
    [{ context: 'admin' }, { context: 'context is not one of view, embed, and edit.' }],
    [{ context: 'EDIT' }, { context: 'context is not one of view, embed, and edit.' }],
    [{ ml_language: 'xx' }, { ml_language: 'ml_language is not one of en, fr, and pt-pt.' }],
  ])('rejects %j', (query, params) => expect(paramsOf(schema, query)).toEqual(params));
});

describe('namespace index and /doc query', () => {
  const schema = createNamespaceParams(SETTINGS);
  it.each<[Record<string, unknown>, NamespaceParams]>([
    [{}, { namespace: 'cal/events/v1', context: 'view' }],
    [
      { namespace: 'wp/v2', context: 'edit' },
      { namespace: 'wp/v2', context: 'edit' },
    ],
    [{ ml_language: 'fr' }, { namespace: 'cal/events/v1', context: 'view', ml_language: 'fr' }],
  ])('accepts %j', (query, expected) => expect(valueOf(attempt(schema, query))).toEqual(expected));
  it('rejects a list as namespace', () =>
    expect(paramsOf(schema, { namespace: ['a'] })).toEqual({ namespace: 'Invalid parameter.' }));
  it('reads the language of /doc', () =>
    expect(valueOf(attempt(createLanguageParams(SETTINGS), { ml_language: 'PT-PT' }))).toEqual({
      ml_language: 'pt-pt',
    }));
});
