import { wpJsonTarget } from '../paths';

const options = { restPrefix: '/api', namespace: 'cal/events/v1', tecNamespace: 'cal/tec/v1', isLanguage: (code: string) => ['fr', 'pt-pt'].includes(code.toLowerCase()) };
const target = (path: string, query = '') => wpJsonTarget(path, query, options);

describe('wpJsonTarget', () => {
  it.each([
    ['/wp-json/tribe/events/v1/events', '/api/cal/events/v1/events'],
    ['/wp-json/tribe/events/v1/events/12', '/api/cal/events/v1/events/12'],
    ['/wp-json/tribe/events/v1/', '/api/cal/events/v1/'],
    ['/wp-json/tribe/events/v1', '/api/cal/events/v1'],
    ['/wp-json/Tribe/Events/V1/venues', '/api/cal/events/v1/venues'],
    ['/fr/wp-json/tribe/events/v1/events', '/fr/api/cal/events/v1/events'],
    ['/pt-pt/wp-json/tribe/events/v1/events', '/pt-pt/api/cal/events/v1/events'],
  ])('serves the original namespace %s at %s', (path, served) => {
    expect(target(path)).toEqual({ path: served });
  });

  it.each([
    ['/wp-json', '/api/cal/wp-json'],
    ['/wp-json/', '/api/cal/wp-json/'],
    ['/wp-json/wp/v2/users/me', '/api/cal/wp-json/wp/v2/users/me'],
    ['/wp-json/wp/v2/settings', '/api/cal/wp-json/wp/v2/settings'],
    // Not served here: WordPress's rest_no_route where they land.
    ['/wp-json/tribe/events/v10/events', '/api/cal/wp-json/tribe/events/v10/events'],
    ['/wp-json/tribe/tickets/v1/tickets', '/api/cal/wp-json/tribe/tickets/v1/tickets'],
    ['/wp-json/wp/v2/posts', '/api/cal/wp-json/wp/v2/posts'],
    ['/fr/wp-json/wp/v2/settings', '/api/cal/wp-json/wp/v2/settings'],
  ])("serves WordPress's path %s at %s", (path, served) => {
    expect(target(path)).toEqual({ path: served });
  });

  it('reads ?rest_route= on the root and on /index.php, keeping the other parameters', () => {
    expect(target('/', 'rest_route=/tribe/events/v1/events&page=2&per_page=5')).toEqual({ path: '/api/cal/events/v1/events', query: 'page=2&per_page=5' });
    expect(target('/index.php', 'rest_route=%2Ftribe%2Fevents%2Fv1%2Fvenues')).toEqual({ path: '/api/cal/events/v1/venues', query: '' });
    expect(target('/', 'rest_route=/')).toEqual({ path: '/api/cal/wp-json/', query: '' });
    expect(target('/', 'rest_route=wp/v2/users/me')).toEqual({ path: '/api/cal/wp-json/wp/v2/users/me', query: '' });
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/api/cal/events/v1/events', '/events/', '/wp-jsonx', '/xx/wp-json/tribe/events/v1/events', '/admin', '/wp-admin/']) {
      expect(target(path)).toBeNull();
    }
    expect(target('/', 'page=2')).toBeNull();
    expect(target('/events', 'rest_route=/tribe/events/v1/events')).toBeNull();
  });
});
