import { globalId, globalIdLineage, languageKeys, postPermalink, termArchiveUrl, termUrls } from '../links';
import { ctxWith, exampleCtx as ctx, family, jazz, term } from './example-records';

describe('postPermalink', () => {
  const cases: { name: string; kind: 'event' | 'venue' | 'organizer'; locale: string; slug: string | null; expected: string }[] = [
    { name: 'an event', kind: 'event', locale: 'en', slug: 'jazz-night', expected: 'http://127.0.0.1:8881/event/jazz-night/' },
    { name: 'a venue', kind: 'venue', locale: 'en', slug: 'main-hall', expected: 'http://127.0.0.1:8881/venue/main-hall/' },
    { name: 'an organizer', kind: 'organizer', locale: 'en', slug: 'jane-org', expected: 'http://127.0.0.1:8881/organizer/jane-org/' },
    { name: 'a French event', kind: 'event', locale: 'fr', slug: 'soiree-jazz', expected: 'http://127.0.0.1:8881/fr/event/soiree-jazz/' },
    { name: 'a pt-PT venue', kind: 'venue', locale: 'pt-PT', slug: 'sala', expected: 'http://127.0.0.1:8881/pt-pt/venue/sala/' },
    { name: 'an event without slug', kind: 'event', locale: 'en', slug: null, expected: 'http://127.0.0.1:8881/?post_type=tribe_events&p=8' },
  ];
  it.each(cases)('$name', ({ kind, locale, slug, expected }) => {
    expect(postPermalink(kind, { slug, locale, postId: 8 }, ctx)).toBe(expected);
  });
});

describe('termArchiveUrl', () => {
  it.each([
    ['a top category', term(), 'http://127.0.0.1:8881/events/category/concerts/'],
    ['a child category', jazz, 'http://127.0.0.1:8881/events/category/concerts/jazz/'],
    ['a tag', family, 'http://127.0.0.1:8881/tag/family/'],
    ['a French tag', { ...family, locale: 'fr', slug: 'famille' }, 'http://127.0.0.1:8881/fr/tag/famille/'],
  ])('%s', (_, input, expected) => {
    expect(termArchiveUrl(input, ctx)).toBe(expected);
  });
});

describe('permalinks setting', () => {
  const templated = {
    ...ctx,
    permalinks: {
      event: 'https://www.example.org/{lang}/events/{slug}/',
      venue: '/places/{id}',
      category: 'https://www.example.org/topics/{path}/',
      tag: 'https://www.example.org/tags/{slug}?lang={lang}',
    },
  };
  it.each([
    ['an event', () => postPermalink('event', { slug: 'jazz-night', locale: 'fr', postId: 8 }, templated), 'https://www.example.org/fr/events/jazz-night/'],
    ['a venue by ID, from the public URL', () => postPermalink('venue', { slug: 'hall', locale: 'en', postId: 9 }, templated), 'http://127.0.0.1:8881/places/9'],
    ['an organizer (no template: the default)', () => postPermalink('organizer', { slug: 'jane', locale: 'en', postId: 7 }, templated), 'http://127.0.0.1:8881/organizer/jane/'],
    ['an event without slug (the default)', () => postPermalink('event', { slug: null, locale: 'en', postId: 8 }, templated), 'http://127.0.0.1:8881/?post_type=tribe_events&p=8'],
    ['a child category by its path', () => termArchiveUrl(jazz, templated), 'https://www.example.org/topics/concerts/jazz/'],
    ['a tag', () => termArchiveUrl(family, templated), 'https://www.example.org/tags/family?lang=en'],
    ['an encoded slug', () => postPermalink('event', { slug: 'caf\u00e9', locale: 'en', postId: 8 }, templated), 'https://www.example.org/en/events/caf%C3%A9/'],
  ])('%s', (_, build, expected) => {
    expect(build()).toBe(expected);
  });
});

describe('termUrls', () => {
  const ns = ctx.namespaceUrl;
  it.each([
    ['a top category', term(), { self: `${ns}/categories/2`, collection: `${ns}/categories` }],
    ['a child category, with up', jazz, { self: `${ns}/categories/3`, collection: `${ns}/categories`, up: `${ns}/categories/2` }],
    ['a tag', family, { self: `${ns}/tags/4`, collection: `${ns}/tags` }],
  ])('%s', (_, input, expected) => {
    expect(termUrls(input, ctx)).toEqual(expected);
  });
});

describe('globalId', () => {
  it.each([
    ['http://127.0.0.1:8881', '127.0.0.1?id=8'],
    ['https://cal.example.org', 'cal.example.org?id=8'],
    ['https://example.org:8443/calendar', 'example.org/calendar?id=8'],
    ['https://example.org/calendar/', 'example.org/calendar?id=8'],
  ])('%s → %s', (baseUrl, expected) => {
    expect(globalId(8, ctxWith({ baseUrl }))).toBe(expected);
  });

  it('puts the global ID first in the lineage, without repeats', () => {
    expect(globalIdLineage(8, ['other.org?id=3', '127.0.0.1?id=8'], ctx)).toEqual(['127.0.0.1?id=8', 'other.org?id=3']);
  });
});

describe('languageKeys', () => {
  it.each([
    ['no translations', { locale: 'en', translations: {} }, { ml_language: 'en', translations: {} }],
    ['wire codes as keys', { locale: 'fr', translations: { en: 8, 'pt-PT': 21 } }, { ml_language: 'fr', translations: { en: 8, 'pt-pt': 21 } }],
    ['its own locale left out', { locale: 'en', translations: { en: 8, fr: 9 } }, { ml_language: 'en', translations: { fr: 9 } }],
  ])('%s', (_, record, expected) => {
    expect(languageKeys(record, ctx)).toEqual(expected);
  });
});
