import { readSeries } from '../recurrence/series';
import { resolveDate } from '../recurrence/resolve';
import { occurrenceKey } from '../recurrence/zone-time';
import type { RecurrenceDate, SeriesStart } from '../recurrence';

/** The occurrence key an RDATE or EXDATE value names (its wall time in the series' zone, RFC 5545's RECURRENCE-ID). */
export const keyOfDate = (value: RecurrenceDate, series: SeriesStart): string => occurrenceKey(resolveDate(value, readSeries(series)), series.allDay);
