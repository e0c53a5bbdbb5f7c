import { readSeries } from './rules/series';
import { resolveDate } from './rules/resolve';
import { occurrenceKey } from './rules/zone-time';
import type { RecurrenceDate, SeriesStart } from './rules';

/** The occurrence key an RDATE or EXDATE value names (its wall time in the series' zone, RFC 5545's RECURRENCE-ID). */
export const keyOfDate = (value: RecurrenceDate, series: SeriesStart): string => occurrenceKey(resolveDate(value, readSeries(series)), series.allDay);
