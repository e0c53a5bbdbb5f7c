import { Badge, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { STATUS_COLORS, STATUS_WORDS } from '../fields/PostStatus/status-words';
import { t } from '../plugin-id';
import { useCalendarSettings } from '../utils/use-settings';
import { zoneOf } from '../utils/zoned-time';

type Row = Record<string, unknown>;

/**
 * A stored instant in a list, on the event's clock (or the site's), as the form shows it; the zone's name
 * in the title. Short, so that start, end, venue, status and language fit a laptop's width: no weekday, and
 * an end on the start's day shows its time only (`endOf`: the start field of that row).
 */
export function ZonedDateCell({ row, field, siteClock, endOf }: { row: Row; field: string; siteClock: boolean; endOf?: string }) {
  const { locale } = useIntl();
  const settings = useCalendarSettings();
  const value = row[field];
  if (typeof value !== 'string') return <Typography textColor="neutral800">-</Typography>;
  const zone = (siteClock ? null : (row.timezone as string | null)) || settings?.timezone || 'UTC';
  const at = DateTime.fromISO(value, { zone: 'utc' }).setZone(zoneOf(zone)).setLocale(locale);
  const allDay = !siteClock && row.allDay === true;
  const start = endOf && typeof row[endOf] === 'string' ? DateTime.fromISO(row[endOf] as string, { zone: 'utc' }).setZone(zoneOf(zone)) : null;
  // An all-day end is stored at the end of its last day: that day is the one shown.
  const sameDay = start !== null && start.hasSame(at, 'day');
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const text =
    allDay ? at.toLocaleString(DateTime.DATE_MED) : sameDay ? at.toLocaleString(time) : at.toLocaleString({ ...DateTime.DATE_MED, ...time });
  return (
    <Typography textColor="neutral800" title={`${at.toLocaleString(DateTime.DATETIME_FULL)} (${zone})`} style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
}

/**
 * An event's title as the list's link to its form, as the Content Manager's own title cell, but narrower
 * (its cell may take 30rem; the end, venue and language columns need the room on a laptop).
 */
export function TitleCell({ row, field }: { row: Row; field: string }) {
  const title = typeof row[field] === 'string' ? (row[field] as string) : '';
  const documentId = typeof row.documentId === 'string' ? row.documentId : '';
  const locale = typeof row.locale === 'string' ? row.locale : '';
  if (!title || !documentId) return <Typography textColor="neutral800">{title || '-'}</Typography>;
  return (
    <Typography
      tag={Link}
      to={{ pathname: documentId, search: locale ? `?plugins[i18n][locale]=${encodeURIComponent(locale)}` : '' }}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      textColor="neutral800"
      title={title}
      ellipsis
      style={{ maxWidth: '15rem', display: 'block' }}
    >
      {title}
    </Typography>
  );
}

/** A post status in a list: its word and colour, as on the calendar page. */
export function PostStatusCell({ status }: { status: unknown }) {
  const { formatMessage } = useIntl();
  if (typeof status !== 'string') return <Typography textColor="neutral800">-</Typography>;
  const colors = STATUS_COLORS[status] ?? STATUS_COLORS.draft;
  return (
    <Badge backgroundColor={colors.background} textColor={colors.text} borderColor={colors.border} borderStyle="solid" borderWidth="1px">
      {formatMessage({ id: t(`status.${status}`), defaultMessage: STATUS_WORDS[status] ?? status })}
    </Badge>
  );
}

/**
 * An event's venue by name. The Content Manager lists a to-many relation as a count ("1 item") to open;
 * an editor scans the list for where events are. The names come from the Content Manager's own relation
 * route (its read rights apply), one request per row shown.
 */
export function VenueCell({ row, model, field }: { row: Row; model: string; field: string }) {
  const { get } = useFetchClient();
  const [names, setNames] = useState<string[] | null>(null);
  const documentId = typeof row.documentId === 'string' ? row.documentId : null;
  const locale = typeof row.locale === 'string' ? row.locale : undefined;
  const count = (row[field] as { count?: number } | null)?.count ?? 0;
  useEffect(() => {
    if (!documentId || count === 0) return;
    let live = true;
    get<{ results: Array<{ name?: string }> }>(`/content-manager/relations/${model}/${documentId}/${field}`, { params: { locale, pageSize: 5 } })
      .then(({ data }) => live && setNames(data.results.map((venue) => venue.name ?? '').filter(Boolean)))
      .catch(() => live && setNames(null));
    return () => {
      live = false;
    };
  }, [get, model, documentId, field, locale, count]);
  if (count === 0) return <Typography textColor="neutral800">-</Typography>;
  return (
    <Typography textColor="neutral800" ellipsis style={{ maxWidth: '10rem', display: 'block' }}>
      {names ? names.join(', ') : '…'}
    </Typography>
  );
}
