/**
 * What happens to an event after it is announced (issue 35): its status (scheduled, cancelled, postponed,
 * rescheduled, moved online) and where it happens (in person, online, both). Apart from the publication
 * status (`status`: publish, draft…): a cancelled event stays published, so that people learn of it.
 * Pure: the server's wire, JSON-LD and feeds, the public pages, the embedded calendar and the admin read it.
 */

export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved_online'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const ATTENDANCE_MODES = ['offline', 'online', 'mixed'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** An event's keys of issue 35 on the wire (both dialects), as the server writes them and the pages and the embed read them. */
export interface EventChangeKeys {
  event_status: EventStatus;
  /** Plain text in the record's language; `""` when none. */
  event_status_reason: string;
  /** A rescheduled event's former start, a wall time in its zone (`YYYY-MM-DD HH:MM:SS`); null otherwise. */
  previous_start_date: string | null;
  attendance_mode: AttendanceMode;
  /** `""` unless the event can be attended online and has a link. */
  online_url: string;
  online_access_notes: string;
}

/** What a record that never had one reads: scheduled, in person (every event before issue 35). */
export const DEFAULT_STATUS: EventStatus = 'scheduled';
export const DEFAULT_ATTENDANCE: AttendanceMode = 'offline';

export const isEventStatus = (value: unknown): value is EventStatus => EVENT_STATUSES.includes(value as EventStatus);
export const isAttendanceMode = (value: unknown): value is AttendanceMode => ATTENDANCE_MODES.includes(value as AttendanceMode);

/** A stored value as read (a column added to old rows is null). */
export const statusOf = (value: unknown): EventStatus => (isEventStatus(value) ? value : DEFAULT_STATUS);
export const attendanceOf = (value: unknown): AttendanceMode => (isAttendanceMode(value) ? value : DEFAULT_ATTENDANCE);

/** The longest online link kept (the column is a string of 255). */
export const ONLINE_URL_MAX = 255;

/**
 * An online link as every reader may use it: a web address (http or https) with no white space or control
 * character, at most ONLINE_URL_MAX long; anything else reads as none. Writes are refused such a value
 * (the API's body, the record lifecycle for the admin); readers check again, so no stored value of another
 * origin (an import, SQL) reaches a page, a JSON-LD block or a feed line (CONFERENCE is written raw).
 */
export function safeOnlineUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > ONLINE_URL_MAX) return '';
  return /^https?:\/\/[^\s\x00-\x1f\x7f]+$/i.test(value) ? value : '';
}

/** Whether the event may be attended online (an online link then means something). */
export const isOnline = (mode: AttendanceMode): boolean => mode !== 'offline';
/** Whether the event has a place people go to. */
export const isInPerson = (mode: AttendanceMode): boolean => mode !== 'online';

/** schema.org's EventStatusType for each status, as Google's rich results for events read it. */
export const SCHEMA_ORG_STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  moved_online: 'https://schema.org/EventMovedOnline',
};

/** schema.org's EventAttendanceModeEnumeration for each mode. */
export const SCHEMA_ORG_ATTENDANCE: Record<AttendanceMode, string> = {
  offline: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  mixed: 'https://schema.org/MixedEventAttendanceMode',
};

/** A schema.org status URL (either scheme, with or without `https://schema.org/`) as ours; unknown → null. */
export function fromSchemaOrgStatus(value: unknown): EventStatus | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().replace(/^https?:\/\/schema\.org\//i, '');
  const found = (Object.entries(SCHEMA_ORG_STATUS) as [EventStatus, string][]).find(([, url]) => url.endsWith(`/${name}`));
  return found ? found[0] : null;
}

/**
 * RFC 5545 STATUS of a VEVENT: CANCELLED strikes or removes the entry in calendar apps; a postponed event
 * (its date to be announced) is TENTATIVE; every other status keeps the event CONFIRMED (a rescheduled or
 * moved event still happens, at its new time or place).
 */
export function icalStatus(status: EventStatus): 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED' {
  if (status === 'cancelled') return 'CANCELLED';
  if (status === 'postponed') return 'TENTATIVE';
  return 'CONFIRMED';
}

/**
 * What an imported VEVENT says became of it: our own `X-EVENT-STATUS` when the feed is this service's (it
 * names every status), else its STATUS: CANCELLED → cancelled, anything else scheduled. TENTATIVE is not
 * read as postponed: in RFC 5545 it means "not confirmed", which most feeds that write it mean.
 */
export function fromIcalStatus(status: unknown, ours?: unknown): EventStatus {
  const own = typeof ours === 'string' ? ours.trim().toLowerCase() : '';
  if (isEventStatus(own)) return own;
  return typeof status === 'string' && status.trim().toUpperCase() === 'CANCELLED' ? 'cancelled' : 'scheduled';
}

/** The name of our own iCalendar property that names the status (STATUS cannot say postponed, rescheduled, moved online). */
export const ICAL_STATUS_PROPERTY = 'X-EVENT-STATUS';

/**
 * The original's own values (its event meta `_tribe_events_status`: `scheduled`, `canceled` spelled the
 * American way, `postponed`, and `moved-online` from its virtual events) as ours; unknown → null.
 */
export function fromOriginalStatus(value: unknown): EventStatus | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase().replace(/-/g, '_');
  if (name === 'canceled') return 'cancelled';
  return isEventStatus(name) ? name : null;
}

/** Whether visitors should see the event as changed (a badge, a struck date): every status but scheduled. */
export const isChanged = (status: EventStatus): boolean => status !== 'scheduled';
/** Whether its dates no longer hold (struck through where shown): cancelled, or postponed to a date not yet known. */
export const datesVoid = (status: EventStatus): boolean => status === 'cancelled' || status === 'postponed';
