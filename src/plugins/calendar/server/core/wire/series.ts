import { toWallText } from '../../../shared/recurrence/date-values';
import type { EventRecord } from '../../data/records/types';
import type { WireSeriesKeys } from './types';

/**
 * The trailing keys of an event in a series (our extension; clients of the original ignore them): the
 * series' lines, its first occurrence, this occurrence's original start and whether it stands apart.
 */
export function seriesKeys(event: Pick<EventRecord, 'series' | 'parentPostId'>): WireSeriesKeys {
  if (!event.series) return event.parentPostId ? { post_parent: event.parentPostId } : {};
  const { lines, key, exception } = event.series;
  return {
    post_parent: event.parentPostId ?? 0,
    recurrence: lines,
    // `20270415T190000` → `2027-04-15 19:00:00`; an all-day date → `2027-04-15`.
    recurrence_id: toWallText(key),
    recurrence_exception: exception,
  };
}
