import { parseDateInput } from '../../core/params';
import { invalidParams } from '../../core/errors';
import { zoneOf } from '../../core/wire';
import type { WriteContext } from './context';

/** `date` (site wall time) or `date_utc` (UTC wall time) → the publication instant; `date_utc` wins. */
export function readPostDate(body: { date?: string; date_utc?: string }, wctx: WriteContext): Date | undefined {
  if (body.date_utc !== undefined) return read(body.date_utc, 'UTC', 'date_utc', wctx);
  if (body.date !== undefined) return read(body.date, wctx.siteTimezone, 'date', wctx);
  return undefined;
}

function read(value: string, zone: string, param: string, wctx: WriteContext): Date {
  // The site zone may be a WordPress offset (`UTC+5.5`), which only zoneOf reads.
  const parsed = parseDateInput(value, { zone: zoneOf(zone), now: wctx.now });
  if (!parsed) throw invalidParams({ [param]: 'Invalid parameter.' });
  return parsed.toJSDate();
}

/** `author` must name an existing user; without it, the user writing (API tokens: none). */
export async function readAuthor(author: number | undefined, wctx: WriteContext): Promise<number | null | undefined> {
  if (author === undefined) return undefined;
  const user = await wctx.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: author }, select: ['id'] });
  if (!user) throw invalidParams({ author: 'Invalid parameter.' });
  return author;
}
