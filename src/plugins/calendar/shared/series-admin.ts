import type { SeriesStart } from './recurrence/types';

/**
 * What the admin's recurrence field reads about an event's series (GET /calendar/series/:documentId):
 * the series' rule and first start (its definition), its first event (the anchor, to link to), and what
 * this event is in it.
 */
export interface SeriesInfo extends SeriesStart {
  /** The series' recurrence lines, as records show them. */
  lines: string[];
  /** The series' first event in the asked language (else its first language); null when the admin may not read it. */
  anchor: { documentId: string; locale: string; title: string } | null;
  /** Whether the asked event is the anchor (its form edits the rule). */
  isAnchor: boolean;
  /** The asked event's original date in the series (`YYYY-MM-DD HH:MM:SS`, all-day `YYYY-MM-DD`), and whether it was changed on its own. */
  occurrence: { date: string; exception: boolean };
  /** How many dates of the series are stored and not trashed. */
  dates: number;
}

/** The answer of GET /calendar/series/:documentId: null for an event in no series. */
export interface SeriesInfoAnswer {
  series: SeriesInfo | null;
}

/** One date of a preview: wall times in the event's zone (`YYYY-MM-DD HH:MM:SS`). */
export interface PreviewDate {
  start: string;
  end: string;
}

/** The answer of GET /calendar/series/preview: the dates a rule gives, as the server would store them. */
export interface SeriesPreview {
  /** The series' first start and end as the rule reads them (after the editor's change of times). */
  start: SeriesStart;
  /** Dates the series would hold (up to the stored horizon). */
  total: number;
  /** The first dates from today on (at most PREVIEW_DATES). */
  next: PreviewDate[];
}

/** How many dates a preview lists. */
export const PREVIEW_DATES = 8;
