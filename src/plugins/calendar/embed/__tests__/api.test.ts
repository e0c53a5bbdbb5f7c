import { fetchChoices, filterParams, LanguageRefused } from '../api';

/**
 * The element's requests, against a fake `fetch`: what it asks for the filter menus (venues and
 * organizers have no order parameter and come newest first) and how it reads a refused language.
 */

const NS = 'https://cal.test/api/cal/events/v1';
const asked: URL[] = [];

/** Answers each request with `answer(url)`: a JSON body, and a status (200 unless given). */
function fakeFetch(answer: (url: URL) => { status?: number; body: unknown }) {
  asked.length = 0;
  jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    asked.push(url);
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

afterEach(() => jest.restoreAllMocks());

/** `count` venues over pages of 50, newest first as the API lists them; names from `name(i)`. */
function venuePages(count: number, name: (i: number) => string) {
  return (url: URL) => {
    const page = Number(url.searchParams.get('page'));
    const ids = Array.from({ length: count }, (_, i) => count - i).slice((page - 1) * 50, page * 50);
    return { body: { venues: ids.map((id) => ({ id, venue: name(id) })), total: count, total_pages: Math.ceil(count / 50) } };
  };
}

describe('filter menus', () => {
  it('lists venues with upcoming events, sorted by name in the visitor language (accents, case, numbers)', async () => {
    const names: Record<number, string> = { 1: 'Zénith', 2: '&Eacute;cole', 3: 'atelier 10', 4: 'Atelier 9', 5: 'eglise' };
    fakeFetch(venuePages(5, (id) => names[id]));
    const choices = await fetchChoices(NS, 'venues', 'fr', 'fr', (name) => name.replace('&Eacute;', 'É'));
    expect(choices.map((c) => c.label)).toEqual(['Atelier 9', 'atelier 10', 'École', 'eglise', 'Zénith']);
    expect(choices.find((c) => c.label === 'Zénith')).toEqual({ value: '1', label: 'Zénith' });
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({ per_page: '50', ml_language: 'fr', only_with_upcoming: 'true', page: '1' });
  });

  it('reads further pages, up to 4 of 50, before sorting', async () => {
    fakeFetch(venuePages(230, (id) => `Venue ${id}`));
    const choices = await fetchChoices(NS, 'venues', 'en', 'en');
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3', '4']);
    expect(choices).toHaveLength(200);
    // The 200 newest (IDs 31 to 230), in name order: numbers compared as numbers.
    expect(choices.slice(0, 3).map((c) => c.label)).toEqual(['Venue 31', 'Venue 32', 'Venue 33']);
    expect(choices.at(-1)!.label).toBe('Venue 230');
  });

  it('lists organizers by name too, and categories as the API sorted them', async () => {
    fakeFetch((url) =>
      url.pathname.endsWith('/organizers')
        ? { body: { organizers: [{ id: 2, organizer: 'Rio' }, { id: 1, organizer: 'Alfama' }], total: 2, total_pages: 1 } }
        : { body: { categories: [{ id: 9, slug: 'jazz', name: 'Jazz' }], total: 1, total_pages: 1 } }
    );
    expect(await fetchChoices(NS, 'organizers', null, 'pt-PT')).toEqual([{ value: '1', label: 'Alfama' }, { value: '2', label: 'Rio' }]);
    expect(asked[0].searchParams.has('ml_language')).toBe(false);
    expect(await fetchChoices(NS, 'categories', 'en', 'en')).toEqual([{ value: 'jazz', label: 'Jazz' }]);
    expect(Object.fromEntries(asked[1].searchParams)).toEqual({ per_page: '50', ml_language: 'en', orderby: 'name', order: 'asc', page: '1' });
  });
});

describe('a language the site does not serve', () => {
  const refusal = { code: 'rest_invalid_param', message: 'Invalid parameter(s): ml_language', data: { status: 400, params: { ml_language: 'ml_language is not one of en.' } } };

  it('is told apart from other errors', async () => {
    fakeFetch(() => ({ status: 400, body: refusal }));
    await expect(fetchChoices(NS, 'tags', 'fr', 'fr')).rejects.toBeInstanceOf(LanguageRefused);
    fakeFetch(() => ({ status: 400, body: { ...refusal, data: { status: 400, params: { search: 'Too long.' } } } }));
    await expect(fetchChoices(NS, 'tags', 'fr', 'fr')).rejects.not.toBeInstanceOf(LanguageRefused);
    fakeFetch(() => ({ status: 500, body: 'oops' }));
    await expect(fetchChoices(NS, 'tags', 'fr', 'fr')).rejects.toThrow('500');
  });

  it('is left out of the request (and its feed) when null: the site default language', () => {
    expect(filterParams({ categories: 'jazz' }, null, null).toString()).toBe('categories=jazz');
    expect(filterParams({ categories: 'jazz' }, null, 'fr').toString()).toBe('categories=jazz&ml_language=fr');
  });
});
