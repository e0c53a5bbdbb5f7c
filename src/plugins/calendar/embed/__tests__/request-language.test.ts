import { LanguageRefused } from '../api';
import { attributeFilters, attributeSet } from '../attributes';
import { RequestLanguage } from '../request-language';

/** Stands for the element: only its attributes are read. */
const withAttributes = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => attributes[name] ?? null });

describe('RequestLanguage (a language the site does not serve)', () => {
  it("sends the page's language until the site refuses it, then none, once", () => {
    const requests = new RequestLanguage();
    expect(requests.of('fr')).toBe('fr');
    expect(requests.refused(new Error('500'), 'fr')).toBe(false);
    expect(requests.of('fr')).toBe('fr');
    expect(requests.refused(new LanguageRefused('400'), 'fr')).toBe(true);
    expect(requests.of('fr')).toBeNull();
    // A request sent without a language is never asked again.
    expect(requests.refused(new LanguageRefused('400'), null)).toBe(false);
    expect(requests.of('pt-PT')).toBe('pt-pt');
  });
});

describe('the attributes', () => {
  it('give the filters they set, and the names they list among the known ones', () => {
    const element = withAttributes({ categories: 'jazz,folk', search: '', venue: '12', views: 'month, list  nope' });
    expect(attributeFilters(element)).toEqual({ categories: 'jazz,folk', venue: '12' });
    expect([...attributeSet(element, 'views', ['month', 'week', 'list', 'day'])]).toEqual(['month', 'list']);
    expect([...attributeSet(element, 'filters', ['category', 'tag'])]).toEqual(['category', 'tag']);
  });
});
