import type { Core } from '@strapi/strapi';

/** The i18n plugin's default locale (a site owner may change it in the admin); undefined without i18n. */
export async function defaultLocale(strapi: Core.Strapi): Promise<string | undefined> {
  const locales = strapi.plugin('i18n')?.service('locales') as { getDefaultLocale(): Promise<string | undefined> } | undefined;
  return locales?.getDefaultLocale();
}
