import { Box, Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { LinkRelation, MissingLink, TranslationLinksAnswer } from '../../../shared/translation-links';
import { t } from '../plugin-id';

const EVENT = 'api::event.event';
const TYPE_OF: Record<LinkRelation, string> = {
  venues: 'api::venue.venue',
  organizers: 'api::organizer.organizer',
  categories: 'api::event-category.event-category',
  tags: 'api::event-tag.event-tag',
};
const KIND: Record<LinkRelation, { id: string; defaultMessage: string }> = {
  venues: { id: t('translationLinks.venue'), defaultMessage: 'Venue' },
  organizers: { id: t('translationLinks.organizer'), defaultMessage: 'Organizer' },
  categories: { id: t('translationLinks.category'), defaultMessage: 'Category' },
  tags: { id: t('translationLinks.tag'), defaultMessage: 'Tag' },
};

/** The form of a linked item in a language: its translation there, or the form that creates it. */
const itemPath = (link: MissingLink, locale: string) =>
  `/content-manager/collection-types/${TYPE_OF[link.relation]}/${link.documentId}?plugins[i18n][locale]=${encodeURIComponent(locale)}`;

function MissingLinks({ missing, locale }: { missing: MissingLink[]; locale: string }) {
  const { formatMessage, locale: adminLocale } = useIntl();
  const language = new Intl.DisplayNames([adminLocale], { type: 'language' }).of(locale) ?? locale;
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      <Typography variant="pi" textColor="neutral600">
        {formatMessage(
          { id: t('translationLinks.intro'), defaultMessage: 'The other languages of this event link these, which this {language} version does not:' },
          { language }
        )}
      </Typography>
      {missing.map((link) => (
        <Box key={`${link.relation}:${link.documentId}`}>
          <Typography variant="omega" fontWeight="semiBold">
            {formatMessage(KIND[link.relation])}: {link.name}
          </Typography>
          <Box>
            {link.translatedName !== null ? (
              <Typography variant="pi">
                {formatMessage(
                  { id: t('translationLinks.pick'), defaultMessage: 'Its {language} version is “{name}”: pick it in the field.' },
                  { language, name: link.translatedName }
                )}
              </Typography>
            ) : (
              <Link tag={RouterLink} to={itemPath(link, locale)}>
                {formatMessage({ id: t('translationLinks.create'), defaultMessage: 'No {language} version: create it' }, { language })}
              </Link>
            )}
          </Box>
        </Box>
      ))}
    </Flex>
  );
}

interface PanelProps {
  model: string;
  documentId?: string;
  document?: { updatedAt?: unknown };
}

/**
 * A side panel of the event form in one language: the venues, organizers and terms its other languages link
 * and this one does not (Strapi links a translation only to items of its own language, so filling a
 * translation in from another language drops a link to an item without one, silently). Each is named with
 * its translation to pick, or a link to create the missing one. Shown only when something is missing;
 * asked again after each save.
 */
export function TranslationLinksPanel({ model, documentId, document }: PanelProps) {
  const { formatMessage } = useIntl();
  const { get } = useFetchClient();
  const locale = new URLSearchParams(useLocation().search).get('plugins[i18n][locale]');
  const key = model === EVENT && documentId && locale ? `${documentId}|${locale}|${String(document?.updatedAt ?? '')}` : null;
  const [answer, setAnswer] = useState<{ key: string; missing: MissingLink[] } | null>(null);
  useEffect(() => {
    if (!key || !documentId || !locale) return;
    let live = true;
    const query = new URLSearchParams({ documentId, locale });
    get<TranslationLinksAnswer>(`/calendar/translation-links?${query}`)
      .then(({ data }) => live && setAnswer({ key, missing: data.missing }))
      .catch(() => live && setAnswer({ key, missing: [] }));
    return () => {
      live = false;
    };
  }, [key, get]); // eslint-disable-line react-hooks/exhaustive-deps -- documentId and locale make the key
  const missing = answer && answer.key === key ? answer.missing : [];
  if (!key || !locale || !missing.length) return null;
  return {
    title: formatMessage({ id: t('translationLinks.title'), defaultMessage: 'Links in this language' }),
    content: <MissingLinks missing={missing} locale={locale} />,
  };
}
