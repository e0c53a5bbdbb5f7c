import { Badge, Typography } from '@strapi/design-system';
import { DateTime } from 'luxon';
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
  return (
    <Typography textColor="neutral800" title={zone}>
      {at.toLocaleString(allDay ? DateTime.DATE_MED_WITH_WEEKDAY : DateTime.DATETIME_MED_WITH_WEEKDAY)}
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
