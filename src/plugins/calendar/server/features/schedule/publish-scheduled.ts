import type { Core } from '@strapi/strapi';
import { UID } from '../../data/repository/uids';

const POST_UIDS = [UID.event, UID.venue, UID.organizer] as const;

/**
 * Publishes the scheduled posts whose publication date has come, as WordPress's cron publishes
 * `future` posts. A bulk update per type (the term-count lifecycle and the day-count triggers follow
 * bulk writes); several instances may run it at once, the second one finds nothing left to do.
 * Answers how many rows were published.
 */
export async function publishScheduled(strapi: Core.Strapi, now = new Date()): Promise<number> {
  let published = 0;
  for (const uid of POST_UIDS) {
    const { count } = (await strapi.db.query(uid).updateMany({
      where: { postStatus: 'future', postDate: { $lte: now } },
      data: { postStatus: 'publish' },
    })) as { count: number };
    published += count;
  }
  return published;
}

const TIMERS = new WeakMap<Core.Strapi, NodeJS.Timeout>();

/** Checks every `seconds` (0: never) for scheduled posts to publish; stops with the app. */
export function startScheduler(strapi: Core.Strapi, seconds: number): void {
  if (!seconds) return;
  const run = () =>
    publishScheduled(strapi)
      .then((count) => count && strapi.log.info(`[calendar] Published ${count} scheduled post(s).`))
      .catch((error: unknown) => strapi.log.error(`[calendar] Publishing scheduled posts failed: ${String(error)}`));
  const timer = setInterval(run, seconds * 1000);
  timer.unref();
  TIMERS.set(strapi, timer);
  void run();
}

export function stopScheduler(strapi: Core.Strapi): void {
  clearInterval(TIMERS.get(strapi));
  TIMERS.delete(strapi);
}
