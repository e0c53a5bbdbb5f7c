import en from './en.json';
import fr from './fr.json';
import ptPT from './pt-PT.json';

/** The visitor-facing words of the public pages and the embeddable calendar, by language (BCP 47 tag). */
export type WordKey = keyof typeof en;
export type VisitorLanguage = 'en' | 'fr' | 'pt-PT';

const CATALOGS: Record<VisitorLanguage, Record<WordKey, string>> = { en, fr, 'pt-PT': ptPT };

/** `fr-CA` → `fr`, `pt`/`pt-pt`/`pt-BR` → `pt-PT`, anything else → `en`. */
export function visitorLanguage(tag: string | null | undefined): VisitorLanguage {
  const lower = (tag ?? '').trim().toLowerCase();
  if (lower.startsWith('fr')) return 'fr';
  if (lower.startsWith('pt')) return 'pt-PT';
  return 'en';
}

/** The API's language code of a visitor language (`ml_language`). */
export const apiLanguage = (language: VisitorLanguage): string => language.toLowerCase();

/** A word in `language`, its `{name}` placeholders filled. */
export function word(language: VisitorLanguage, key: WordKey, values: Record<string, string | number> = {}): string {
  const text = CATALOGS[language][key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** "3 events" with the language's plural rule. */
export function countWord(language: VisitorLanguage, count: number): string {
  const rule = new Intl.PluralRules(language).select(count) === 'one' ? 'state.count.one' : 'state.count.other';
  return word(language, rule, { count: new Intl.NumberFormat(language).format(count) });
}
