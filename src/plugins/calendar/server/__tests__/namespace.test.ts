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
