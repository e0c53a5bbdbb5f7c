import type { Core } from '@strapi/strapi';
import { postPermalink } from '../../core/wire/links';
import { getPluginContext } from '../../lib/utils';

/** The links a submission's messages carry, from the site's public base URL. */
export function submissionLinks(strapi: Core.Strapi, base: string) {
  const { settings, languages } = getPluginContext(strapi);
  const prefix = (locale: string | null) => (locale && locale !== languages.default.locale ? `/${languages.byLocale(locale)?.code ?? locale}` : '');
  const linkContext = {
    baseUrl: base,
    defaultLocale: languages.default.locale,
    languageOf: (locale: string) => languages.byLocale(locale)?.code ?? locale.toLowerCase(),
    permalinks: settings.permalinks,
  };
  return {
    /** The submitter's private page (features/submissions/pages): the secret in the query, never logged by us. */
    privateLink: (reference: string, secret: string, locale: string | null) => `${base}${prefix(locale)}/calendar/submission/${reference}?key=${secret}`,
    eventPage: (event: { slug: string | null; postId: number; locale: string }) => postPermalink('event', event, linkContext),
    adminEvent: (documentId: string, locale: string | null) =>
      `${base}/admin/content-manager/collection-types/api::event.event/${documentId}${locale ? `?plugins[i18n][locale]=${locale}` : ''}`,
  };
}

/** The site's base URL outside a visitor's request (an editor's decision, the purge): the setting, else Strapi's. */
export function siteBase(strapi: Core.Strapi, fallback: string): string {
  const configured = getPluginContext(strapi).settings.publicUrl || strapi.config.get<string>('server.url', '');
  return (/^https?:\/\//.test(configured) ? configured : fallback).replace(/\/+$/, '');
}
