import { Badge, Box, Flex, Link, Typography } from '@strapi/design-system';
import { ArrowClockwise } from '@strapi/icons';
import { DateTime } from 'luxon';
import { Link as RouterLink } from 'react-router-dom';
import { describeRecurrence } from '../../../../shared/recurrence';
import type { SeriesInfo } from '../../../../shared/series-admin';
import { editEventPath } from '../../pages/Calendar/links';
import { NO_RECURRENCE, readLines } from './model';
import { useWords } from './words';

/**
 * What a date of a series says about it: the series' rule in words, a link to its first date (where the
 * rule is edited), the date it has in the series, and whether it was changed on its own.
 */
export function SeriesPanel({ series }: { series: SeriesInfo }) {
  const { say, locale } = useWords();
  const rule = describeRecurrence(readLines(series.lines) ?? NO_RECURRENCE, series, locale);
  const original = DateTime.fromISO(series.occurrence.date.replace(' ', 'T')).setLocale(locale);
  const originalText = series.allDay ? original.toLocaleString(DateTime.DATE_HUGE) : `${original.toLocaleString(DateTime.DATE_HUGE)}, ${original.toFormat('HH:mm')}`;
  return (
    <Box background="primary100" borderColor="primary200" padding={4} hasRadius>
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Flex gap={2} alignItems="center">
          <ArrowClockwise aria-hidden />
          <Typography variant="delta" tag="p">
            {say('series.title', 'This date is part of a series')}
          </Typography>
          {series.occurrence.exception && (
            <Badge variant="warning">{say('series.exception', 'Changed on its own')}</Badge>
          )}
        </Flex>
        {rule && (
          <Typography data-testid="recurrence-description">{say('series.rule', 'The series: {rule} ({count, plural, one {# date} other {# dates}}).', { rule, count: series.dates })}</Typography>
        )}
        <Typography variant="pi" textColor="neutral700">
          {say('series.original', 'Its date in the series: {date}.', { date: originalText })}
          {series.occurrence.exception && ` ${say('series.exceptionHint', 'Changes to the whole series leave this date as it is.')}`}
        </Typography>
        <Typography variant="pi" textColor="neutral700">
          {say('series.delete', 'Deleting or trashing this date removes only this date from the series, unless you choose otherwise below.')}
        </Typography>
        {series.anchor ? (
          <Link tag={RouterLink} to={editEventPath(series.anchor.documentId, series.anchor.locale)}>
            {say('series.first', 'Open the series: {title} (its first date, where its repeat rule is edited)', { title: series.anchor.title })}
          </Link>
        ) : (
          <Typography variant="pi" textColor="neutral600">
            {say('series.firstHidden', "You may not open the series' first date.")}
          </Typography>
        )}
      </Flex>
    </Box>
  );
}
