import type { LanguageSetting } from '../../config/settings';

/** The languages of the calendar: wire codes (`ml_language`, language roots) mapped to Strapi locales. */
export interface Languages {
  readonly all: readonly LanguageSetting[];
  readonly default: LanguageSetting;
  /** Finds a language by wire code, case-insensitively (`pt-PT` and `pt-pt` both name European Portuguese). */
  byCode(code: string): LanguageSetting | undefined;
  byLocale(locale: string): LanguageSetting | undefined;
}

export function createLanguages(all: readonly LanguageSetting[]): Languages {
  const codes = new Map(all.map((l) => [l.code.toLowerCase(), l]));
  const locales = new Map(all.map((l) => [l.locale, l]));
  return {
    all,
    default: all[0],
    byCode: (code) => codes.get(code.toLowerCase()),
    byLocale: (locale) => locales.get(locale),
  };
}
