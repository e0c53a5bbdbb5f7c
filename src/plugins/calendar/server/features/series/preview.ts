import { PREVIEW_DATES, type SeriesPreview } from '../../../shared/series-admin';
import type { Recurrence, SeriesStart } from './rules';
import { defineSeries } from './definition';
import { occurrencesOf, type SeriesLimits } from './reconcile';

/**
 * The dates a recurrence gives from a first start, as the series service would store them (the same
 * expansion, horizon and cap: a rule the service would refuse throws the same RecurrenceError), for the
 * admin's recurrence editor to show before the editor saves: how many, and the next ones from today.
 */
export function previewSeries(recurrence: Recurrence, start: SeriesStart, limits: SeriesLimits): SeriesPreview {
  const definition = defineSeries(recurrence, start);
  const occurrences = occurrencesOf(definition, limits);
  const coming = occurrences.filter((occurrence) => occurrence.end >= limits.now);
  // A series wholly in the past shows its first dates.
  const shown = (coming.length ? coming : occurrences).slice(0, PREVIEW_DATES);
  return {
    start: { start: definition.start, end: definition.end, timezone: definition.timezone, allDay: definition.allDay },
    total: occurrences.length,
    next: shown.map((occurrence) => ({ start: occurrence.startWall, end: occurrence.endWall })),
  };
}
