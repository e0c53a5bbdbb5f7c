import { CATALOGS, localize, textsOf, translate } from '../i18n';
import { buildNamespaceIndex } from '../namespace-index';
import { buildOpenApiDocument } from '../openapi/document';
import { describedRoutes, NS_URL, REST_ROOT } from './support';

const routes = describedRoutes();
const described = { doc: buildOpenApiDocument(routes, NS_URL), index: buildNamespaceIndex(routes, REST_ROOT) };
const english = textsOf(described);

/** The value with every translated text blanked: what must not differ between languages. */
const withoutTexts = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(localize(value, 'en')), (key, member: unknown) =>
    ['description', 'summary', 'title'].includes(key) && typeof member === 'string' ? '' : member
  );

describe.each(Object.keys(CATALOGS))('the %s descriptions', (code) => {
  const catalog = CATALOGS[code];

  it('translate every text of the index and /doc', () => {
    expect([...english].filter((text) => !(text in catalog))).toEqual([]);
  });

  it('hold no text the index and /doc no longer have', () => {
    expect(Object.keys(catalog).filter((text) => !english.has(text))).toEqual([]);
  });

  it('are not left in English', () => {
    expect(Object.entries(catalog).filter(([text, translated]) => text === translated || !translated.trim())).toEqual(
      []
    );
  });

  it('keep the code spans (`…`) of the English text', () => {
    const spans = (text: string) => (text.match(/`[^`]*`/g) ?? []).sort();
    const changed = Object.entries(catalog).filter(
      ([text, translated]) => spans(text).join() !== spans(translated).join()
    );
    expect(changed).toEqual([]);
  });

  it('change nothing but the texts: names, types, defaults and order are the same', () => {
    const localized = { doc: localize(described.doc, code), index: localize(described.index, code) };
    expect(withoutTexts(localized)).toEqual(withoutTexts(described));
    expect(JSON.stringify(localized)).not.toEqual(JSON.stringify(described));
  });
});

describe('translate', () => {
  it('falls back to English for a language or a text it does not know', () => {
    expect(translate('Not found', 'de')).toBe('Not found');
    expect(translate('No such text', 'fr')).toBe('No such text');
  });

  it('reads the language code in any case', () => {
    expect(translate('Not found', 'PT-PT')).toBe(translate('Not found', 'pt-pt'));
  });

  it('leaves a member named description alone when it is a field, not a text', () => {
    const schema = { properties: { description: { type: 'string', description: 'Not found' } } };
    expect(localize(schema, 'fr').properties.description.type).toBe('string');
  });
});
