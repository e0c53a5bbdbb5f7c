import { Button, Flex } from '@strapi/design-system';
import { useQueryParams } from '@strapi/strapi/admin';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { t } from '../plugin-id';
import { SeriesChip } from './series-filter';

export const EVENT_UID = 'api::event.event';
export const POST_UIDS = [EVENT_UID, 'api::venue.venue', 'api::organizer.organizer'];

type Filters = { $and?: Array<Record<string, unknown>> };
export type ListQuery = { filters?: Filters; plugins?: { i18n?: { locale?: string } } };
export type ListView = 'upcoming' | 'all' | 'review' | 'trash';

/** The Trash view: the records with the trash status (the server leaves them out of any other list: server/features/admin/lists.ts). */
const TRASH_FILTER: Filters = { $and: [{ postStatus: { $eq: 'trash' } }] };
/** "Pending review": the queue of what visitors submitted (and anything else waiting for an editor). */
const REVIEW_FILTER: Filters = { $and: [{ postStatus: { $eq: 'pending' } }] };
/**
 * "All": an explicit filter that says what the list shows (everything but the trash), so that the list
 * without any filter can be the events' default view, Upcoming.
 */
const ALL_FILTER: Filters = { $and: [{ postStatus: { $ne: 'trash' } }] };
/**
 * "Upcoming": what has not ended yet, in start order (the list's default sort, server/features/admin/layouts/event.ts).
 * A filter rather than a sort alone: ascending from the first event ever, an editor would page through the
 * past to reach what comes next. The instant is the minute the view was chosen; its chip names it in words
 * on the editor's clock (day-filters.tsx).
 */
const upcomingFilter = (): Filters => {
  const now = new Date();
  now.setSeconds(0, 0);
  return { $and: [{ endDate: { $gte: now.toISOString() } }] };
};

/** The instant of an Upcoming filter, if any (a day filter on the end names a day, not an instant). */
export function upcomingSince(filters: unknown): string | null {
  return /"endDate":\{"\$gte":"([^"]+T[^"]+)"/.exec(JSON.stringify(filters ?? {}))?.[1] ?? null;
}

/** Which view a list's filters are. */
export function viewOf(filters: Filters | undefined): ListView {
  const text = JSON.stringify(filters ?? {});
  if (/"postStatus":\{"\$eq":"trash"\}/.test(text)) return 'trash';
  if (/"postStatus":\{"\$eq":"pending"\}/.test(text)) return 'review';
  if (upcomingSince(filters)) return 'upcoming';
  return 'all';
}

export function useListView(): ListView {
  const [{ query }] = useQueryParams<ListQuery>();
  return viewOf(query.filters);
}

/**
 * Beside the list's filters (the Content Manager's `listView.actions` zone): Upcoming (events only), All and
 * Trash. An event list opened without any filter shows Upcoming: removing every filter returns to it, and
 * "All" shows the rest.
 */
export function ListViews() {
  const { formatMessage, locale } = useIntl();
  const { slug: model } = useParams<{ slug: string }>();
  const [{ query }, setQuery] = useQueryParams<ListQuery>();
  const isEvent = model === EVENT_UID;
  const current = viewOf(query.filters);
  const noFilter = !query.filters?.$and?.length;
  useEffect(() => {
    if (isEvent && noFilter) setQuery({ filters: upcomingFilter() } as never, 'push', true);
  }, [isEvent, noFilter, setQuery]);
  if (!model || !POST_UIDS.includes(model)) return null;
  const views: Array<[ListView, string, () => Filters]> = [
    ...(isEvent ? [['upcoming', 'Upcoming', upcomingFilter] as [ListView, string, () => Filters]] : []),
    ['all', 'All', () => ALL_FILTER],
    ['review', 'Pending review', () => REVIEW_FILTER],
    ['trash', 'Trash', () => TRASH_FILTER],
  ];
  const since = current === 'upcoming' ? upcomingSince(query.filters) : null;
  const sinceText = since ? new Date(since).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <Flex gap={1} role="group" aria-label={formatMessage({ id: t('list.views'), defaultMessage: 'Views' })}>
      {views.map(([view, word, filters]) => (
        <Button
          key={view}
          size="S"
          variant={current === view ? 'secondary' : 'tertiary'}
          aria-pressed={current === view}
          title={
            view === 'upcoming' && since
              ? formatMessage({ id: t('list.view.upcoming.since'), defaultMessage: 'Events not ended at {time} (your clock), next first' }, { time: sinceText })
              : undefined
          }
          onClick={() => setQuery({ filters: filters(), page: 1 } as never)}
        >
          {formatMessage({ id: t(`list.view.${view}`), defaultMessage: word })}
        </Button>
      ))}
      {isEvent ? <SeriesChip /> : null}
    </Flex>
  );
}
