import { Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PublicPageAnswer } from '../../../shared/home';
import { t } from '../plugin-id';

/** The calendar's types with public pages (server/features/admin/public-page.ts PAGE_KIND_OF). */
const WITH_PAGES = ['api::event.event', 'api::venue.venue', 'api::organizer.organizer', 'api::event-category.event-category', 'api::event-tag.event-tag'];

interface PanelProps {
  model: string;
  documentId?: string;
  document?: Record<string, unknown> & { locale?: string | null; updatedAt?: string };
}

/** The saved record's public page, asked again after each save (its status or slug may have changed). */
function PublicPageContent({ model, documentId, locale, savedAt }: { model: string; documentId: string; locale?: string | null; savedAt?: string }) {
  const { formatMessage } = useIntl();
  const { get } = useFetchClient();
  const [page, setPage] = useState<PublicPageAnswer | null>(null);
  useEffect(() => {
    let live = true;
    const query = new URLSearchParams({ uid: model, documentId, ...(locale ? { locale } : {}) });
    get<PublicPageAnswer>(`/calendar/public-page?${query}`).then(
      ({ data }) => live && setPage(data),
      () => live && setPage(null)
    );
    return () => {
      live = false;
    };
  }, [get, model, documentId, locale, savedAt]);
  if (!page) return null;
  if (page.trashed) {
    return (
      <Typography variant="pi" textColor="neutral600">
        {formatMessage({ id: t('publicPage.trashed'), defaultMessage: 'In the Trash: the record has no public page until its status takes it out.' })}
      </Typography>
    );
  }
  if (!page.url) {
    return (
      <Typography variant="pi" textColor="neutral600">
        {formatMessage({ id: t('publicPage.noAddressYet'), defaultMessage: 'The page gets its address, made from the title, once the record is published.' })}
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      {page.shown ? (
        <Link href={page.url} isExternal>
          {formatMessage({ id: t('publicPage.open'), defaultMessage: 'Open the public page' })}
        </Link>
      ) : (
        <Typography variant="pi" textColor="neutral600">
          {formatMessage({ id: t('publicPage.notYet'), defaultMessage: 'The page appears at this address once the record is published:' })}
        </Typography>
      )}
      <Typography variant="pi" textColor="neutral800" style={{ overflowWrap: 'anywhere' }} data-testid="public-url">
        {page.url}
      </Typography>
    </Flex>
  );
}

/**
 * A side panel of the edit view of events, venues, organizers, categories and tags: the record's public
 * URL (the `permalinks` setting decides it), a link to it when the public sees it, else a word that it
 * appears once published. Strapi's own Preview panel ("Open preview") shows published pages in a frame.
 */
export function PublicPagePanel({ model, documentId, document }: PanelProps) {
  const { formatMessage } = useIntl();
  if (!WITH_PAGES.includes(model) || !documentId || !document?.id) return null;
  return {
    title: formatMessage({ id: t('publicPage.title'), defaultMessage: 'Public page' }),
    content: <PublicPageContent model={model} documentId={documentId} locale={document.locale} savedAt={document.updatedAt} />,
  };
}
