import { createNamespaceMatcher, createRestNamespaceShapeMatcher } from '../namespace';

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

describe('createRestNamespaceShapeMatcher', () => {
  const shaped = createRestNamespaceShapeMatcher('/api');

  it.each([
    '/api/tribe/tickets/v1',
    '/api/tribe/tickets/v1/anything',
    '/api/tribe/events/v1/events',
    '/api/wp/v2/posts',
    '/API/wp/V2/posts',
    '/api/events/v1',
    '//api/cal/events/v1/events',
    '/api//cal/events/v1',
    '///api///cal//events//v12/x',
  ])('matches %s', (path) => {
    expect(shaped(path)).toBe(true);
  });

  it.each(['/api/events', '/api/upload/files', '/api/upload/files/12', '/api/auth/local', '/api/cal/events', '/api/cal/events/version', '/admin/a/b/v1', '/fr/api/x/y/v1', '/apis/x/y/v1'])(
    'ignores %s',
    (path) => {
      expect(shaped(path)).toBe(false);
    }
  );

  it('follows a REST root of several segments', () => {
    expect(createRestNamespaceShapeMatcher('/rest/api')('//rest//api/x/y/v1')).toBe(true);
  });
});
