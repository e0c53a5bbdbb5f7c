import { PREFILL_PARAM } from '../../fields/ZonedDateTime';

const EVENT_UID = 'api::event.event';
const base = `/content-manager/collection-types/${EVENT_UID}`;
const localeParam = (locale: string) => `plugins[i18n][locale]=${encodeURIComponent(locale)}`;

/** The Content Manager's form of one event, in the calendar's language. */
export const editEventPath = (documentId: string, locale: string) => `${base}/${documentId}?${localeParam(locale)}`;

/** A new event in the calendar's language, starting on `day` (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`). */
export const newEventPath = (day: string, locale: string) => `${base}/create?${localeParam(locale)}&${PREFILL_PARAM}=${encodeURIComponent(day)}`;
