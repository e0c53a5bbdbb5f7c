import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { getPluginContext } from '../../lib/utils';
import { NO_IMAGES, type WriteContext } from '../../data/write/context';

/**
 * The write context of an imported record (`npm run import`, from a REST source or an iCalendar feed):
 * no author of its own (the source's is set apart), images set apart too, and every right: the import
 * runs from the command line with the site owner's access to the database.
 */
export function importWriteContext(strapi: Core.Strapi, locale: string): WriteContext {
  const { timezone } = getPluginContext(strapi).settings;
  return { strapi, locale, siteTimezone: timezone, now: DateTime.now().setZone(timezone), userId: null, images: NO_IMAGES, may: () => true, mayEditOthers: true };
}
