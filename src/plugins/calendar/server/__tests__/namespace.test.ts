import { buildNamespaceIndex, toWordPressPattern } from '../describe/namespace-index';
import { createNamespaceMatcher } from '../namespace';

describe('createNamespaceMatcher', () => {
  const match = createNamespaceMatcher('/api');

  it.each([
    ['/api/cal/events/v1', { language: undefined, path: '/api/cal/events/v1' }],
    ['/api/cal/events/v1/events/12', { language: undefined, path: '/api/cal/events/v1/events/12' }],
    ['/fr/api/cal/events/v1/events', { language: 'fr', path: '/api/cal/events/v1/events' }],
    ['/pt-PT/api/cal/events/v1', { language: 'pt-PT', path: '/api/cal/events/v1' }],
  ])('matches %s', (path, expected) => {
    expect(match(path)).toEqual(expected);
  });

  it.each(['/api/cal/events/v10', '/api/events', '/french/api/cal/events/v1', '/admin'])('ignores %s', (path) => {
    expect(match(path)).toBeNull();
  });
});

describe('toWordPressPattern', () => {
  it.each([
    ['/', '/cal/events/v1'],
    ['/events', '/cal/events/v1/events'],
    ['/events/:id(\\d+)', '/cal/events/v1/events/(?P<id>\\d+)'],
    ['/events/by-slug/:slug', '/cal/events/v1/events/by-slug/(?P<slug>[^/]+)'],
  ])('turns %s into %s', (path, pattern) => {
    expect(toWordPressPattern(path)).toBe(pattern);
  });
});

describe('buildNamespaceIndex', () => {
  it('groups methods per pattern and links only parameterless routes', () => {
    const index = buildNamespaceIndex(
      [
        { method: 'GET', path: '/events' },
        { method: 'POST', path: '/events' },
        { method: 'GET', path: '/events/:id(\\d+)' },
      ],
      'http://x.test/api'
    );
    expect(index.routes['/cal/events/v1/events']).toEqual({
      namespace: 'cal/events/v1',
      methods: ['GET', 'POST'],
      endpoints: [
        { methods: ['GET'], args: {} },
        { methods: ['POST'], args: {} },
      ],
      _links: { self: [{ href: 'http://x.test/api/cal/events/v1/events' }] },
    });
    expect(index.routes['/cal/events/v1/events/(?P<id>\\d+)']._links).toBeUndefined();
    expect(index._links).toEqual({ up: [{ href: 'http://x.test/api/' }] });
  });
});
