import { Info } from 'luxon';
import { useIntl } from 'react-intl';
import { WEEKDAYS, type Weekday } from '../../../../shared/recurrence';
import { t } from '../../plugin-id';

type Values = Record<string, string | number>;

/** The field's words (`calendar.recurrence.<key>` in admin/src/translations). */
export function useWords() {
  const { formatMessage, locale } = useIntl();
  const say = (key: string, defaultMessage: string, values?: Values) => formatMessage({ id: t(`recurrence.${key}`), defaultMessage }, values);
  /** Weekday names in the admin's language (the browser's locale data), Monday first. */
  const weekdays = Info.weekdays('long', { locale });
  const weekdayName = (day: Weekday) => weekdays[WEEKDAYS.indexOf(day)];
  return { say, locale, weekdayName };
}
