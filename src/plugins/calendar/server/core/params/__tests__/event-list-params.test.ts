import { createEventListParams, type EventListParams } from '../event-list-params';
import { attempt, paramsOf, SETTINGS } from './helpers';

const schema = createEventListParams(SETTINGS);
const parse = (query: Record<string, unknown>): EventListParams => {
  const result = attempt(schema, query);
  if ('error' in result) throw new Error(JSON.stringify(result.error));
  return result.value;
};

describe('GET /events query', () => {
  it('fills the defaults and nothing else', () => {
    const expected: EventListParams = { page: 1, per_page: 12, strict_dates: false };
    expect(parse({})).toEqual(expected);
  });

  it('drops undeclared parameters, as the original ignores them', () => {
    expect(parse({ hide_from_listings: '1', foo: 'bar', _fields: 'id' })).toEqual({
      page: 1,
      per_page: 12,
      strict_dates: false,
    });
  });

  const accepted: [string, Record<string, unknown>, Partial<EventListParams>][] = [
    ['page', { page: '2' }, { page: 2 }],
    ['per_page capped', { per_page: '100' }, { per_page: 50 }],
    ['start_date', { start_date: '2026-01-01' }, { start_date: '2026-01-01' }],
    ['end_date', { end_date: '2026-01-01 18:00:00' }, { end_date: '2026-01-01 18:00:00' }],
    ['starts_before', { starts_before: 'tomorrow' }, { starts_before: 'tomorrow' }],
    ['starts_after', { starts_after: '1767225600' }, { starts_after: '1767225600' }],
    ['ends_before', { ends_before: '+2 weeks' }, { ends_before: '+2 weeks' }],
    ['ends_after', { ends_after: '2026-01-01T10:00:00Z' }, { ends_after: '2026-01-01T10:00:00Z' }],
    ['strict_dates=true', { strict_dates: 'true' }, { strict_dates: true }],
    ['strict_dates=1', { strict_dates: '1' }, { strict_dates: true }],
    ['strict_dates=YES', { strict_dates: 'YES' }, { strict_dates: true }],
    ['strict_dates=on', { strict_dates: 'on' }, { strict_dates: true }],
    ['strict_dates=false', { strict_dates: 'false' }, { strict_dates: false }],
    ['strict_dates=no', { strict_dates: 'no' }, { strict_dates: false }],
    ['strict_dates=foo (inclusive)', { strict_dates: 'foo' }, { strict_dates: false }],
    ['search', { search: 'jazz night' }, { search: 'jazz night' }],
    ['categories by slug and ID', { categories: 'music,12' }, { categories: ['music', 12] }],
    ['categories as an array', { categories: ['music', '12'] }, { categories: ['music', 12] }],
    ['tags', { tags: 'outdoor' }, { tags: ['outdoor'] }],
    ['venue CSV', { venue: '3,4' }, { venue: [3, 4] }],
    ['venue array', { venue: ['3', '4'] }, { venue: [3, 4] }],
    ['organizer', { organizer: '9' }, { organizer: [9] }],
    ['featured=true', { featured: 'true' }, { featured: true }],
    ['featured=0', { featured: '0' }, { featured: false }],
    ['status', { status: 'publish' }, { status: ['publish'] }],
    ['status list', { status: 'draft,future' }, { status: ['draft', 'future'] }],
    ['geoloc', { geoloc: '1' }, { geoloc: true }],
    ['geoloc_lat + geoloc_lng', { geoloc_lat: '38.72', geoloc_lng: '-9.14' }, { geoloc_lat: 38.72, geoloc_lng: -9.14 }],
    ['geoloc_lat + geoloc_lng at the limits', { geoloc_lat: '-90', geoloc_lng: '180' }, { geoloc_lat: -90, geoloc_lng: 180 }],
    ['geoloc_radius', { geoloc: '1', geoloc_lat: '1', geoloc_lng: '2', geoloc_radius: '12.5' }, { geoloc: true, geoloc_radius: 12.5 }],
    ['geoloc_radius at its bound', { geoloc_lat: '1', geoloc_lng: '2', geoloc_radius: '20000' }, { geoloc_radius: 20000 }],
    ['include CSV', { include: '5,6' }, { include: [5, 6] }],
    ['include array', { include: ['5'] }, { include: [5] }],
    ['post_parent', { post_parent: '8' }, { post_parent: 8 }],
    ['ticketed=false', { ticketed: 'false' }, { ticketed: false }],
    ['ticketed=0', { ticketed: '0' }, { ticketed: false }],
    ['password', { password: 's3cret' }, { password: 's3cret' }],
    ['ml_language', { ml_language: 'pt-PT' }, { ml_language: 'pt-pt' }],
  ];
  it.each(accepted)('accepts %s', (_name, query, expected) => expect(parse(query)).toMatchObject(expected));

  const rejected: [string, Record<string, unknown>, Record<string, string>][] = [
    ['page=0', { page: '0' }, { page: 'Invalid parameter.' }],
    ['per_page=foo', { per_page: 'foo' }, { per_page: 'Invalid parameter.' }],
    ['start_date=not-a-date', { start_date: 'not-a-date' }, { start_date: 'Invalid parameter.' }],
    ['start_date empty', { start_date: '' }, { start_date: 'Invalid parameter.' }],
    ['end_date=foo', { end_date: 'foo' }, { end_date: 'Invalid parameter.' }],
    ['starts_before=foo', { starts_before: 'foo' }, { starts_before: 'Invalid parameter.' }],
    ['starts_after=foo', { starts_after: 'foo' }, { starts_after: 'Invalid parameter.' }],
    ['ends_before=foo', { ends_before: 'foo' }, { ends_before: 'Invalid parameter.' }],
    ['ends_after=foo', { ends_after: 'foo' }, { ends_after: 'Invalid parameter.' }],
    ['strict_dates=0', { strict_dates: '0' }, { strict_dates: 'Invalid parameter.' }],
    ['strict_dates empty', { strict_dates: '' }, { strict_dates: 'Invalid parameter.' }],
    ['search empty', { search: '' }, { search: 'Invalid parameter.' }],
    ['search=0', { search: '0' }, { search: 'Invalid parameter.' }],
    ['categories empty', { categories: '' }, { categories: 'Invalid parameter.' }],
    ['tags=0', { tags: '0' }, { tags: 'Invalid parameter.' }],
    ['venue=foo', { venue: 'foo' }, { venue: 'Invalid parameter.' }],
    ['organizer=1,foo', { organizer: '1,foo' }, { organizer: 'Invalid parameter.' }],
    ['featured=yes', { featured: 'yes' }, { featured: 'featured is not of type boolean.' }],
    ['status=any', { status: 'any' }, { status: 'Invalid parameter.' }],
    ['geoloc=maybe', { geoloc: 'maybe' }, { geoloc: 'geoloc is not of type boolean.' }],
    ['geoloc_lat=north', { geoloc_lat: 'north', geoloc_lng: '1' }, { geoloc_lat: 'geoloc_lat is not of type number.' }],
    ['geoloc_lat=90.5', { geoloc_lat: '90.5', geoloc_lng: '1' }, { geoloc_lat: 'Invalid parameter.' }],
    ['geoloc_lng=-181', { geoloc_lat: '1', geoloc_lng: '-181' }, { geoloc_lng: 'Invalid parameter.' }],
    ['geoloc_radius=0', { geoloc_lat: '1', geoloc_lng: '1', geoloc_radius: '0' }, { geoloc_radius: 'Invalid parameter.' }],
    ['geoloc_radius=20000.5', { geoloc_lat: '1', geoloc_lng: '1', geoloc_radius: '20000.5' }, { geoloc_radius: 'Invalid parameter.' }],
    ['geoloc_radius=near', { geoloc_lat: '1', geoloc_lng: '1', geoloc_radius: 'near' }, { geoloc_radius: 'geoloc_radius is not of type number.' }],
    ['include=0', { include: '0' }, { include: 'Invalid parameter.' }],
    ['post_parent=foo', { post_parent: 'foo' }, { post_parent: 'Invalid parameter.' }],
    ['ticketed=true', { ticketed: 'true' }, { ticketed: 'Event Tickets plugin is not activated.' }],
    ['ticketed=foo', { ticketed: 'foo' }, { ticketed: 'ticketed is not of type boolean.' }],
    ['password empty', { password: '' }, { password: 'Invalid parameter.' }],
    ['ml_language=de', { ml_language: 'de' }, { ml_language: 'ml_language is not one of en, fr, and pt-pt.' }],
  ];
  it.each(rejected)('rejects %s', (_name, query, params) => expect(paramsOf(schema, query)).toEqual(params));

  it.each([
    [{ geoloc_lat: '38.7' }, ['geoloc_lng']],
    [{ geoloc_lng: '-9.1' }, ['geoloc_lat']],
    [{ geoloc_radius: '5' }, ['geoloc_lat', 'geoloc_lng']],
    [{ geoloc_lat: '1', geoloc_radius: '5' }, ['geoloc_lng']],
  ])('names the missing geoloc partner of %j', (query, missing) => {
    const result = attempt(schema, query);
    expect(result).toEqual({
      error: {
        code: 'rest_missing_callback_param',
        message: `Missing parameter(s): ${missing.join(', ')}`,
        data: { status: 400, params: missing },
      },
    });
  });

  it('gives ticketed=true the validator details of the original', () => {
    const result = attempt(schema, { ticketed: 'yes' });
    expect('error' in result && result.error.data.details).toEqual({
      ticketed: {
        code: 'event-tickets-not-active',
        message: 'Event Tickets plugin is not activated.',
        data: { status: 400 },
      },
    });
  });

  it('reports validator failures before type failures, like WordPress', () => {
    expect(paramsOf(schema, { page: '0', featured: 'maybe' })).toEqual({ page: 'Invalid parameter.' });
    expect(paramsOf(schema, { featured: 'maybe', geoloc: 'x' })).toEqual({
      featured: 'featured is not of type boolean.',
      geoloc: 'geoloc is not of type boolean.',
    });
  });
});
