import { Box, Flex, Typography } from '@strapi/design-system';
import { DateTime } from 'luxon';
import { describeRecurrence, type Recurrence, type SeriesStart } from '../../../../shared/recurrence';
import type { PreviewDate, SeriesPreview } from '../../../../shared/series-admin';
import { useWords } from './words';

const WALL = 'yyyy-MM-dd HH:mm:ss';

/** One date as the editor reads it, on the event's clock: "Tue, Mar 2, 2027, 19:00 – 20:30". */
function DateLine({ date, allDay }: { date: PreviewDate; allDay: boolean }) {
  const { locale } = useWords();
  const start = DateTime.fromFormat(date.start, WALL).setLocale(locale);
  const end = DateTime.fromFormat(date.end, WALL).setLocale(locale);
  const day = start.toLocaleString(DateTime.DATE_MED_WITH_WEEKDAY);
  const text = allDay ? day : `${day}, ${start.toFormat('HH:mm')} – ${end.hasSame(start, 'day') ? end.toFormat('HH:mm') : end.toLocaleString(DateTime.DATETIME_MED)}`;
  return (
    <li>
      <Typography variant="omega">{text}</Typography>
    </li>
  );
}

/**
 * The rule in plain words in the admin's language ("Every Tuesday and Thursday at 19:00, until 30 June
 * 2027") and the next dates it gives, before saving: the dates come from the server (the expansion the
 * save uses), the words from the same shared description the server has.
 */
export function Preview({ recurrence, start, preview, error, loading }: {
  recurrence: Recurrence;
  /** What the words read before the server answers: the form's first start on the event's clock. */
  start: Pick<SeriesStart, 'start' | 'allDay' | 'timezone'> | null;
  preview: SeriesPreview | null;
  error: string | null;
  loading: boolean;
}) {
  const { say, locale } = useWords();
  const series = preview?.start ?? start;
  const words = series ? describeRecurrence(recurrence, series, locale) : '';
  const endless = Boolean(recurrence.rule && recurrence.rule.until === undefined && recurrence.rule.count === undefined);
  return (
    <Box background="neutral100" padding={4} hasRadius aria-live="polite">
      <Flex direction="column" alignItems="stretch" gap={2}>
        {words && (
          <Typography variant="delta" tag="p" data-testid="recurrence-description">
            {words}
          </Typography>
        )}
        {error && <Typography textColor="danger600">{say('preview.error', 'These dates cannot be made: {message}', { message: error })}</Typography>}
        {!error && loading && !preview && <Typography textColor="neutral600">{say('preview.loading', 'Working out the dates…')}</Typography>}
        {!error && preview && (
          <>
            <Typography variant="sigma" textColor="neutral600" tag="h3">
              {endless
                ? say('preview.endless', '{count} dates so far; more are added as time passes. Next:', { count: preview.total })
                : recurrence.exdates.length
                  ? // The words above count the rule's dates ("5 times"); this counts what is left (issue 32).
                    say('preview.totalLeft', '{count, plural, one {# date} other {# dates}} in all, the excepted ones left out. Next:', { count: preview.total })
                  : say('preview.total', '{count, plural, one {# date} other {# dates}} in all. Next:', { count: preview.total })}
            </Typography>
            <Box tag="ul" aria-label={say('preview.next', 'Next dates')} paddingLeft={4} style={{ listStyle: 'disc' }}>
              {preview.next.map((date) => (
                <DateLine key={date.start} date={date} allDay={preview.start.allDay} />
              ))}
            </Box>
          </>
        )}
      </Flex>
    </Box>
  );
}
