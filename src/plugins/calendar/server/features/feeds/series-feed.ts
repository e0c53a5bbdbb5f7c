import { setImmediate } from 'node:timers/promises';
import { findRows } from '../../data/repository/find';
import type { Row } from '../../data/repository/records';
import { toEventRecords } from '../../data/repository/records';
import { UID } from '../../data/repository/uids';
import type { RequestContext } from '../../core/request/request-context';
import { toWireEvent } from '../../core/wire';
import type { ICalendarWriter } from './calendar';
import { groupSeries, type FeedItem } from './series';
import { FEED_PARTS } from './feed-event';

/** Events read and written between two turns of the event loop (as the occurrence feed does). */
const TURN = 100;

async function itemsOf(rctx: RequestContext, rows: Row[]): Promise<FeedItem[]> {
  const wctx = rctx.wire();
  const items: FeedItem[] = [];
  for (let at = 0; at < rows.length; at += TURN) {
    if (at > 0) await setImmediate();
    const records = await toEventRecords(rctx.strapi, rows.slice(at, at + TURN), rctx.embedded(), FEED_PARTS);
    items.push(...records.map((record) => ({ record, wire: toWireEvent(record, wctx) })));
  }
  return items;
}

interface MemberState {
  id: number;
  seriesUid: string;
  occurrenceKey: string;
  postStatus: string;
  hideFromListings: boolean | null;
  password: string | null;
  seriesException: boolean | null;
}

/**
 * A feed with `single_events=false`: each series once, as a master VEVENT whose rule clients expand,
 * with the dates the public may not see excluded and every date changed on its own (in the feed's window
 * or not: a client expands the rule beyond it) as an override; other events as single VEVENTs.
 */
export async function writeSeriesFeed(rctx: RequestContext, writer: ICalendarWriter, rows: Row[]): Promise<void> {
  const items = await itemsOf(rctx, rows);
  const uids = [...new Set(items.flatMap((item) => (item.record.series ? [item.record.series.uid] : [])))];
  const members = uids.length
    ? ((await rctx.strapi.db.query(UID.event).findMany({
        where: { seriesUid: { $in: uids }, locale: rctx.locale },
        select: ['id', 'seriesUid', 'occurrenceKey', 'postStatus', 'hideFromListings', 'password', 'seriesException'],
      })) as MemberState[])
    : [];
  const visible = (m: MemberState) => m.postStatus === 'publish' && !m.hideFromListings && !m.password;
  const hidden = new Map<string, string[]>();
  for (const member of members.filter((m) => !visible(m))) hidden.set(member.seriesUid, [...(hidden.get(member.seriesUid) ?? []), member.occurrenceKey]);
  // Overrides outside the feed's window: a client shows the master's rule there otherwise.
  const shown = new Set(items.map((item) => item.record.id));
  const away = members.filter((m) => visible(m) && m.seriesException && !shown.has(m.id)).map((m) => m.id);
  const extra = away.length ? await itemsOf(rctx, await findRows(rctx.strapi, UID.event, { where: { id: { $in: away } } })) : [];
  const { series, singles } = groupSeries([...items, ...extra.filter((item) => item.record.series)], hidden);
  writer.addSeries(series);
  for (let at = 0; at < singles.length; at += TURN) writer.add(singles.slice(at, at + TURN).map((item) => item.wire));
}
