import { Badge, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { STATUS_COLORS, STATUS_WORDS } from '../fields/PostStatus/status-words';
import { isChanged, isEventStatus } from '../../../shared/event-status';
import { t } from '../plugin-id';
import { languageName, useCalendarSettings } from '../utils/use-settings';
import { zoneOf } from '../utils/zoned-time';
import { SeriesMark, useSeriesOfRow } from './series-filter';

type Row = Record<string, unknown>;

/**
 * A stored instant in a list, on the event's clock (or the site's), as the form shows it. Short, so that
 * start, end, venue, status and language fit a laptop's width: no weekday, and an end on the start's day
 * shows its time only (`endOf`: the start field of that row). An event in another zone than the site's
 * names its zone on a second line (the README's "with its zone"); the full date and zone in the title.
 */
export function ZonedDateCell({ row, field, siteClock, endOf }: { row: Row; field: string; siteClock: boolean; endOf?: string }) {
  const { locale } = useIntl();
  const settings = useCalendarSettings();
  const value = row[field];
  if (typeof value !== 'string') return <Typography textColor="neutral800">-</Typography>;
  const own = siteClock ? null : (row.timezone as string | null) || null;
  const zone = own || settings?.timezone || 'UTC';
  const at = DateTime.fromISO(value, { zone: 'utc' }).setZone(zoneOf(zone)).setLocale(locale);
  const allDay = !siteClock && row.allDay === true;
  const start = endOf && typeof row[endOf] === 'string' ? DateTime.fromISO(row[endOf] as string, { zone: 'utc' }).setZone(zoneOf(zone)) : null;
  // An all-day end is stored at the end of its last day: that day is the one shown.
  const sameDay = start !== null && start.hasSame(at, 'day');
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const text =
    allDay ? at.toLocaleString(DateTime.DATE_MED) : sameDay ? at.toLocaleString(time) : at.toLocaleString({ ...DateTime.DATE_MED, ...time });
  // Only a zone other than the site's is named: the site's is every other row's, and naming it would cost a line each.
  const otherZone = own !== null && settings !== null && own !== settings.timezone && !allDay;
  return (
    <Flex direction="column" alignItems="flex-start" title={`${at.toLocaleString(DateTime.DATETIME_FULL)} (${zone})`}>
      <Typography textColor="neutral800" style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
      {otherZone ? (
        <Typography variant="pi" textColor="neutral600" ellipsis style={{ maxWidth: '9rem', display: 'block' }}>
          {zone}
        </Typography>
      ) : null}
    </Flex>
  );
}

/**
 * An event's title as the list's link to its form, as the Content Manager's own title cell, but narrower and on two lines
 * (its cell may take 30rem; the end, venue and language columns need the room on a laptop). A date of a
 * series starts with ↻, as on the calendar page (a link to the list of that series' dates).
 */
export function TitleCell({ row, field }: { row: Row; field: string }) {
  const title = typeof row[field] === 'string' ? (row[field] as string) : '';
  const documentId = typeof row.documentId === 'string' ? row.documentId : '';
  const locale = typeof row.locale === 'string' ? row.locale : '';
  const series = useSeriesOfRow(documentId, locale);
  if (!title || !documentId) return <Typography textColor="neutral800">{title || '-'}</Typography>;
  return (
    <Flex gap={1} alignItems="center">
      {series ? <SeriesMark series={series.anchor?.documentId ?? documentId} /> : null}
      <Typography
        tag={Link}
        to={{ pathname: documentId, search: locale ? `?plugins[i18n][locale]=${encodeURIComponent(locale)}` : '' }}
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
        textColor="neutral800"
        title={title}
        // Two lines before the ellipsis: on a laptop the title gets about 10rem, and one line cut most titles short.
        style={{
          width: series ? '9rem' : '10rem',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          whiteSpace: 'normal',
          overflowWrap: 'anywhere',
        }}
      >
        {title}
      </Typography>
    </Flex>
  );
}

/**
 * A post status in a list: its word and colour, as on the calendar page; under it, on an event that changed
 * (issue 35), what became of it ("Cancelled"), as the calendar page marks it.
 */
export function PostStatusCell({ status, eventStatus }: { status: unknown; eventStatus?: unknown }) {
  const { formatMessage } = useIntl();
  if (typeof status !== 'string') return <Typography textColor="neutral800">-</Typography>;
  const colors = STATUS_COLORS[status] ?? STATUS_COLORS.draft;
  const change = isEventStatus(eventStatus) && isChanged(eventStatus) ? eventStatus : null;
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Badge backgroundColor={colors.background} textColor={colors.text} borderColor={colors.border} borderStyle="solid" borderWidth="1px">
        {formatMessage({ id: t(`status.${status}`), defaultMessage: STATUS_WORDS[status] ?? status })}
      </Badge>
      {change ? (
        <Badge backgroundColor={change === 'cancelled' ? 'danger600' : change === 'moved_online' ? 'primary600' : 'warning700'} textColor="neutral0">
          {formatMessage({ id: t(`calendar.eventStatus.${change}`), defaultMessage: CHANGE_WORDS[change] })}
        </Badge>
      ) : null}
    </Flex>
  );
}

/** The English words of a changed event's status (translations/<language>.json has the others). */
const CHANGE_WORDS: Record<string, string> = { cancelled: 'Cancelled', postponed: 'Postponed', rescheduled: 'Rescheduled', moved_online: 'Moved online' };

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
    <Typography textColor="neutral800" ellipsis style={{ maxWidth: '8rem', display: 'block' }}>
      {names ? names.join(', ') : '…'}
    </Typography>
  );
}

/**
 * The languages a record is available in, as short codes (EN FR PT-PT), each a link to the form in that
 * language, named in full for screen readers and on hover. It replaces the i18n plugin's cell ("English
 * (default), French + 1 more" in a menu), whose text was wider than its column at a laptop's width and,
 * centred, was drawn over the Status column beside it.
 */
export function LanguagesCell({ row }: { row: Row }) {
  const { formatMessage } = useIntl();
  const settings = useCalendarSettings();
  const documentId = typeof row.documentId === 'string' ? row.documentId : '';
  const own = typeof row.locale === 'string' ? row.locale : null;
  const others = Array.isArray(row.localizations) ? (row.localizations as Array<{ locale?: unknown }>).map((item) => item.locale) : [];
  const present = new Set([own, ...others].filter((code): code is string => typeof code === 'string'));
  // The site's order of languages (its default first); any other after them.
  const known = settings?.languages.map((language) => language.locale) ?? [];
  const codes = [...known.filter((code) => present.has(code)), ...[...present].filter((code) => !known.includes(code)).sort()];
  if (!documentId || codes.length === 0) return <Typography textColor="neutral800">-</Typography>;
  const nameOf = (code: string) => languageName(settings, code);
  return (
    <Flex gap={1} wrap="wrap" tag="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={formatMessage({ id: t('list.languages'), defaultMessage: 'Languages' })}>
      {codes.map((code) => (
        <li key={code}>
          <LanguageLink
            to={{ pathname: documentId, search: `?plugins[i18n][locale]=${encodeURIComponent(code)}` }}
            onClick={(event: React.MouseEvent) => event.stopPropagation()}
            aria-label={nameOf(code)}
            title={nameOf(code)}
            aria-current={code === own ? 'true' : undefined}
          >
            {code.toUpperCase()}
          </LanguageLink>
        </li>
      ))}
    </Flex>
  );
}

const LanguageLink = styled(Link)`
  color: ${({ theme }) => theme.colors.neutral800};
  font-size: 1.2rem;
  white-space: nowrap;
  &[aria-current='true'] {
    font-weight: 600;
  }
`;
