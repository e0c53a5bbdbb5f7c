import type { Core } from '@strapi/strapi';
import type { Languages } from './languages';

interface LocalesService {
  find(): Promise<{ code: string }[]>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | undefined>;
  setDefaultLocale(params: { code: string }): Promise<unknown>;
}

/**
 * Creates the Strapi locales of the calendar's languages that do not exist yet. The first language
 * becomes the default locale only when none is set yet (a site owner may change it in the admin).
 */
export async function ensureLocales(strapi: Core.Strapi, languages: Languages): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as LocalesService;
  const existing = new Set((await locales.find()).map((l) => l.code));
  for (const language of languages.all) {
    if (!existing.has(language.locale)) await locales.create({ code: language.locale, name: language.name });
  }
  const current = await locales.getDefaultLocale();
  if (!current || !languages.byLocale(current)) await locales.setDefaultLocale({ code: languages.default.locale });
}
