import { isSingleEvent, RecurrenceError, seriesStartOf } from './rules';
import type { EventFields } from '../../data/write/event-data';
import { resolveEventTimes } from '../../data/write/event-times';
import type { EventRecord } from '../../data/records/types';
import type { RequestContext } from '../../core/request/request-context';
import { defineSeries } from './definition';
import { SeriesRuleError } from './errors';
import { occurrencesOf } from './reconcile';
import { seriesContext } from './service';

/**
 * Refuses, before the write's transaction opens, a recurrence whose dates are past the series bound
 * (issue 31): the same expansion the series service runs, from the times the write gives the event (its
 * own start when the body sends none). The expansion stops at the bound, so this costs at most a bound's
 * worth of dates. The series service checks again inside the transaction, from the series' own first
 * date (which an occurrence of an existing series may not be): this check is the cheap early answer.
 */
export function refuseCostlySeries(body: EventFields, rctx: RequestContext, current: EventRecord | null): void {
  const recurrence = body.recurrence;
  if (!recurrence || isSingleEvent(recurrence)) return;
  const stored = current && {
    startDate: new Date(current.startDate),
    endDate: new Date(current.endDate),
    timezone: current.timezone || rctx.siteTimezone,
    allDay: Boolean(current.allDay),
  };
  const times = resolveEventTimes(body, stored, { siteTimezone: rctx.siteTimezone, now: rctx.now });
  // Unreadable times are the write's own 400, answered by it.
  if (!times.ok) return;
  try {
    occurrencesOf(defineSeries(recurrence, seriesStartOf(times.times)), seriesContext(rctx.strapi).limits);
  } catch (error) {
    throw error instanceof RecurrenceError ? new SeriesRuleError(error.message) : error;
  }
}
