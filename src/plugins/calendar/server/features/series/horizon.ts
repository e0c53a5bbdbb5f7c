import type { Core } from '@strapi/strapi';
import { RecurrenceError } from './rules';
import { isUniqueViolation } from '../../data/repository/unique-retry';
import { getPluginContext } from '../../lib/utils';
import { allSeriesUids } from './members';
import { reconcileStored, seriesContext } from './service';

/**
 * Stores the occurrences that came within the horizon since the last pass (open-ended series, and long
 * ones stored in part), each series in its own transaction. Idempotent: a pass with nothing new to store
 * changes nothing. Several instances on one database may run it at once: the unique index on (series,
 * occurrence, language) refuses a second copy of an occurrence, and that instance leaves the series to
 * the other. Answers how many series it went through.
 */
export async function extendSeries(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const sc = seriesContext(strapi, now);
  const uids = await allSeriesUids(strapi);
  for (const uid of uids) {
    try {
      await strapi.db.transaction(() => reconcileStored(sc, uid));
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      // Every date counts against the bound (issue 31): an open-ended series reaches it in time and keeps
      // the dates it has; its editor continues it as a new series ("this and the following").
      if (error instanceof RecurrenceError && error.code === 'too-many-occurrences') {
        strapi.log.warn(`[calendar] The series ${uid} has reached the most dates a series may have (seriesMaxOccurrences): no more are stored; continue it as a new series from its last date.`);
      } else strapi.log.error(`[calendar] Extending the series ${uid} failed: ${String(error)}`);
    }
  }
  return uids.length;
}

/** Runs the pass through Strapi's cron at `seriesExtendCron` (daily by default; "" turns it off). */
export function scheduleSeriesExtension(strapi: Core.Strapi): void {
  const rule = getPluginContext(strapi).settings.seriesExtendCron;
  if (!rule) return;
  strapi.cron.add({
    calendarSeriesHorizon: {
      task: () => extendSeries(strapi).then((count) => strapi.log.debug(`[calendar] Series horizon: ${count} series checked.`)),
      options: { rule },
    },
  });
}
