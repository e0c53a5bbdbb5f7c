import { parseSettings } from '../settings';

describe('parseSettings', () => {
  it('fills the defaults', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({ publicUrl: '', timezone: 'UTC', perPage: 12, maxPerPage: 50, demoData: true });
    expect(settings).toMatchObject({ trustedHosts: [], fetchTimeout: 10_000, imageMaxBytes: 10 * 1024 * 1024, imageMaxPixels: 40_000_000 });
    expect(settings.languages.map((l) => l.code)).toEqual(['en', 'fr', 'pt-pt']);
  });

  it('fills the HTTP cache and CORS defaults, and reads origin lists', () => {
    expect(parseSettings({})).toMatchObject({ cache: true, cacheMaxAge: 0, cacheMaxEntries: 1000, cacheMaxBytes: 64 * 1024 * 1024, corsOrigins: ['*'] });
    expect(parseSettings({ corsOrigins: ['https://a.example/', ' http://b.example:8080', ''] }).corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
    // The admin's API: no foreign origin unless listed (an unset CALENDAR_ADMIN_CORS_ORIGINS is [] or ['']).
    expect(parseSettings({}).adminCorsOrigins).toEqual([]);
    expect(parseSettings({ adminCorsOrigins: [''] }).adminCorsOrigins).toEqual([]);
    expect(parseSettings({ adminCorsOrigins: ['https://admin.example/'] }).adminCorsOrigins).toEqual(['https://admin.example']);
  });

  it('reads permalink templates; an empty one keeps the default', () => {
    expect(parseSettings({}).permalinks).toEqual({});
    expect(parseSettings({ permalinks: { event: 'https://example.org/event/{slug}/', venue: '' } }).permalinks).toEqual({ event: 'https://example.org/event/{slug}/' });
  });

  it('fills the geolocation defaults: 25 miles, as Events Calendar Pro, and no geocoder', () => {
    expect(parseSettings({})).toMatchObject({ geolocDistance: 25, geolocUnit: 'miles', geocoderUrl: '' });
    expect(parseSettings({ geolocDistance: 12.5, geolocUnit: 'kilometres', geocoderUrl: 'https://geo.example/search?key=k' })).toMatchObject({
      geolocDistance: 12.5,
      geolocUnit: 'kilometres',
      geocoderUrl: 'https://geo.example/search?key=k',
    });
  });

  it.each([
    [{ geolocDistance: 0 }, /geolocDistance/],
    [{ geolocDistance: Number.NaN }, /geolocDistance/],
    [{ geolocDistance: 20_001 }, /geolocDistance/],
    [{ geolocUnit: 'km' }, /geolocUnit/],
    [{ geocoderUrl: 'ftp://geo.example/search' }, /geocoderUrl/],
    [{ geocoderUrl: 'geo.example/search' }, /geocoderUrl/],
  ])('refuses the geolocation setting %j', (raw, message) => expect(() => parseSettings(raw)).toThrow(message));

  it('fills the input bounds', () => {
    expect(parseSettings({})).toMatchObject({ maxBodySize: 1048576, maxJsonDepth: 64, maxSearchTerms: 20, maxSearchLength: 200, writeRateLimit: 0, writeRateWindow: 60, signInFailureLimit: 20, signInFailureWindow: 300 });
  });

  it.each(['UTC+0', 'UTC-5', 'UTC+5.5', 'UTC+5.75', 'UTC-12', 'UTC+14', 'Europe/Lisbon', 'UTC'])(
    'accepts the site time zone %s (an IANA name or a WordPress manual offset)',
    (timezone) => expect(parseSettings({ timezone }).timezone).toBe(timezone)
  );

  it.each([
    [{ timezone: 'Mars/Olympus_Mons' }, /timezone: "Mars\/Olympus_Mons" is not a time zone/],
    [{ timezone: 'UTC+15' }, /timezone: "UTC\+15" is not a time zone/],
    [{ timezone: 'UTC+five' }, /timezone/],
    [{ publicUrl: 'calendar.example.org' }, /publicUrl/],
    [{ perPage: 80 }, /perPage must not exceed maxPerPage/],
    [{ perPage: Number.NaN }, /perPage/],
    [{ languages: [] }, /languages/],
    [{ languages: [{ code: 'FR', locale: 'fr', name: 'French' }] }, /languages\.0\.code/],
    [{ colour: 'blue' }, /colour|Unrecognized/],
    [{ trustedHosts: ['http://media.internal'] }, /trustedHosts\.0: "http:\/\/media.internal" is not a host name/],
    [{ trustedHosts: ['media.internal:8080'] }, /trustedHosts\.0/],
    [{ fetchTimeout: 0 }, /fetchTimeout/],
    [{ imageMaxBytes: -1 }, /imageMaxBytes/],
    [{ imageMaxPixels: 0 }, /imageMaxPixels/],
    [{ imageMaxPixels: 1.5 }, /imageMaxPixels/],
    [{ maxBodySize: 0 }, /maxBodySize/],
    [{ maxJsonDepth: 100000 }, /maxJsonDepth/],
    [{ maxSearchTerms: Number.NaN }, /maxSearchTerms/],
    [{ maxSearchLength: -1 }, /maxSearchLength/],
    [{ writeRateLimit: 1.5 }, /writeRateLimit/],
    [{ writeRateWindow: 0 }, /writeRateWindow/],
    [{ signInFailureLimit: -1 }, /signInFailureLimit/],
    [{ signInFailureWindow: 0 }, /signInFailureWindow/],
    [{ cacheMaxAge: -1 }, /cacheMaxAge/],
    [{ cacheMaxEntries: 0 }, /cacheMaxEntries/],
    [{ corsOrigins: ['https://site.example/path'] }, /corsOrigins\.0: "https:\/\/site.example\/path" is not an origin/],
    [{ corsOrigins: ['site.example'] }, /corsOrigins\.0/],
    [{ adminCorsOrigins: ['*'] }, /adminCorsOrigins\.0: "\*" is not an origin: scheme and host, optional port, no path$/m],
    [{ adminCorsOrigins: ['https://admin.example/path'] }, /adminCorsOrigins\.0/],
    [{ permalinks: { event: 'example.org/{slug}' } }, /permalinks\.event: must be an http\(s\) URL or a path/],
    [{ permalinks: { venue: '/v/{name}/' } }, /permalinks\.venue: placeholders are/],
    [{ permalinks: { page: '/p/{slug}' } }, /permalinks/],
  ])('rejects %j with a message naming the setting', (raw, message) => {
    expect(() => parseSettings(raw)).toThrow(message);
  });

  it('reads trusted hosts as URL hostnames, dropping the blanks of an empty CALENDAR_TRUSTED_HOSTS', () => {
    expect(parseSettings({ trustedHosts: ['Media.Internal', '127.1', '[::1]', ''] }).trustedHosts).toEqual(['media.internal', '127.0.0.1', '[::1]']);
    expect(parseSettings({ trustedHosts: [''] }).trustedHosts).toEqual([]);
  });

  it('accepts IANA zones and fixed offsets Luxon knows', () => {
    expect(parseSettings({ timezone: 'Europe/Lisbon' }).timezone).toBe('Europe/Lisbon');
  });
});
