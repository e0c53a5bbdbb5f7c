import { Badge, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { STATUS_COLORS, STATUS_WORDS } from '../fields/PostStatus/status-words';
import { t } from '../plugin-id';
import { useCalendarSettings } from '../utils/use-settings';
import { zoneOf } from '../utils/zoned-time';

type Row = Record<string, unknown>;

/** A stored instant in a list, on the event's clock (or the site's), as the form shows it. */
export function ZonedDateCell({ row, field, siteClock }: { row: Row; field: string; siteClock: boolean }) {
  const { locale } = useIntl();
  const settings = useCalendarSettings();
  const value = row[field];
  if (typeof value !== 'string') return <Typography textColor="neutral800">-</Typography>;
  const zone = (siteClock ? null : (row.timezone as string | null)) || settings?.timezone || 'UTC';
  const at = DateTime.fromISO(value, { zone: 'utc' }).setZone(zoneOf(zone)).setLocale(locale);
  const allDay = !siteClock && row.allDay === true;
  // Short enough for start and end side by side on a laptop: "Fri, Jul 9, 2027, 21:00 WEST" (the zone's
  // abbreviation, or its offset, says which clock; the full name is in the title).
  const format: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
  const text = allDay ? at.toLocaleString(format) : `${at.toLocaleString({ ...format, hour: 'numeric', minute: '2-digit' })} ${at.offsetNameShort ?? ''}`;
  return (
    <Typography textColor="neutral800" title={zone} style={{ whiteSpace: 'nowrap' }}>
      {text.trim()}
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
    <Typography textColor="neutral800" ellipsis style={{ maxWidth: '16rem', display: 'block' }}>
      {names ? names.join(', ') : '…'}
    </Typography>
  );
}
