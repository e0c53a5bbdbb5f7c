import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { NAMESPACE } from './namespace';
import { getPluginContext, restPrefix } from '../lib/utils';

/**
 * The public base URL links are built from: the plugin's `publicUrl`, else Strapi's `server.url`,
 * else the origin the request came to (fine for a single machine; set PUBLIC_URL behind a proxy).
 */
export function requestBaseUrl(strapi: Core.Strapi, ctx: Context): string {
  const configured = getPluginContext(strapi).settings.publicUrl || strapi.config.get<string>('server.url', '');
  const base = /^https?:\/\//.test(configured) ? configured : ctx.origin;
  return base.replace(/\/+$/, '');
}

/** `<base>/api`: the REST root (WordPress's `/wp-json`). */
export const restRootUrl = (strapi: Core.Strapi, base: string) => `${base}${restPrefix(strapi)}`;

/** `<base>/api/cal/events/v1`. */
export const namespaceUrl = (strapi: Core.Strapi, base: string) => `${restRootUrl(strapi, base)}/${NAMESPACE}`;
