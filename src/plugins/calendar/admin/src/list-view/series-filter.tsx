import { Button, Flex, Typography } from '@strapi/design-system';
import { Cross } from '@strapi/icons';
import { useQueryParams } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { t } from '../plugin-id';
import { useAdminGet } from '../utils/use-admin-get';
import type { ListQuery } from './views';
import type { SeriesInfo, SeriesInfoAnswer } from '../../../shared/series-admin';

/** The list's address parameter naming a series by one of its dates (read by server/features/admin/lists.ts). */
export const SERIES_PARAM = 'series';

export type SeriesQuery = ListQuery & { series?: string; page?: number };

/** The list's current address with the series set (or removed), on its first page, every other parameter kept. */
function withSeries(search: string, documentId: string | null): string {
  const params = new URLSearchParams(search);
  if (documentId) params.set(SERIES_PARAM, documentId);
  else params.delete(SERIES_PARAM);
  params.set('page', '1');
  return `?${params}`;
}

/**
 * ↻ before the title of a date of a series, as on the calendar page: a link that narrows the list to that
 * series' dates (the current view and filters kept). `series`: the document the list names the series by
 * (the series' first date when the editor may read it, so that every date links to the same address).
 */
export function SeriesMark({ series }: { series: string }) {
  const { formatMessage } = useIntl();
  const { search } = useLocation();
  const label = formatMessage({ id: t('list.series.mark'), defaultMessage: 'Date of a series' });
  const action = formatMessage({ id: t('list.series.show'), defaultMessage: 'Show the dates of this series' });
  return (
    <SeriesSign to={{ search: withSeries(search, series) }} onClick={(event: React.MouseEvent) => event.stopPropagation()} aria-label={`${label}: ${action}`} title={`${label}: ${action}`}>
      ↻
    </SeriesSign>
  );
}

const SeriesSign = styled(Link)`
  flex: none;
  font-size: 1.4rem;
  line-height: 1;
  color: inherit;
  text-decoration: none;
  border-radius: 4px;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primary600};
  }
`;

/**
 * Beside the list's views when the list shows one series: its name and a button that shows every event
 * again. Strapi's filter chips are made of the layout's fields; the series is not one of them (its
 * bookkeeping field is hidden), so it has its own chip here.
 */
export function SeriesChip() {
  const { formatMessage } = useIntl();
  const [{ query }, setQuery] = useQueryParams<SeriesQuery>();
  const documentId = typeof query.series === 'string' ? query.series : '';
  const locale = query.plugins?.i18n?.locale ?? '';
  const title = useTitleOf(documentId, locale);
  if (!documentId) return null;
  const words = formatMessage({ id: t('list.series.only'), defaultMessage: 'Series: {title}' }, { title: title ?? '…' });
  return (
    <Flex gap={1} alignItems="center" background="primary100" borderColor="primary200" hasRadius paddingLeft={2} role="status" aria-label={words} style={{ flex: 'none' }}>
      <Typography variant="pi" textColor="primary700" ellipsis style={{ maxWidth: '11rem', display: 'block' }} title={words}>
        {words}
      </Typography>
      <Button
        size="S"
        variant="ghost"
        aria-label={formatMessage({ id: t('list.series.clear'), defaultMessage: 'Show every event' })}
        title={formatMessage({ id: t('list.series.clear'), defaultMessage: 'Show every event' })}
        onClick={() => setQuery({ [SERIES_PARAM]: undefined, page: 1 } as never)}
      >
        <Cross aria-hidden />
      </Button>
    </Flex>
  );
}

/** `?locale=<locale>` when there is one. */
const localeQuery = (locale: string) => (locale ? `?${new URLSearchParams({ locale })}` : '');

/** An event's title in a language, through the Content Manager's own read (its rights apply); null until known. */
const useTitleOf = (documentId: string, locale: string): string | null =>
  useAdminGet<{ data: { title?: string } }, string>(
    documentId ? `/content-manager/collection-types/api::event.event/${encodeURIComponent(documentId)}${localeQuery(locale)}` : null,
    (answer) => answer.data.title ?? ''
  );

/**
 * The series of a row's event (GET /calendar/series/:documentId, the recurrence field's own route, with the
 * Content Manager's read checks), one request per row shown as the venue cell does: the list's rows do
 * not carry the series' bookkeeping fields (hidden from editors).
 */
export const useSeriesOfRow = (documentId: string, locale: string): SeriesInfo | null =>
  useAdminGet<SeriesInfoAnswer, SeriesInfo | null>(
    documentId ? `/calendar/series/${encodeURIComponent(documentId)}${localeQuery(locale)}` : null,
    (answer) => answer.series
  );
