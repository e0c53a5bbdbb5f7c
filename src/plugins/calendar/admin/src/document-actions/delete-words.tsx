import { Flex, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import { useIntl } from 'react-intl';
import { useSeriesOfRow } from '../list-view/series-filter';
import { t } from '../plugin-id';
import { languageName, useCalendarSettings } from '../utils/use-settings';
import type { DocumentAction, DocumentActionDescription } from './types';

const EVENT_UID = 'api::event.event';
/** The types whose Delete moves to the Trash (server/features/admin/delete-to-trash.ts), by the word their texts use. */
const KINDS: Record<string, 'event' | 'venue' | 'organizer'> = { [EVENT_UID]: 'event', 'api::venue.venue': 'venue', 'api::organizer.organizer': 'organizer' };

type Doc = { documentId?: unknown; locale?: unknown; postStatus?: unknown } | undefined;
/** Which of Strapi's two Deletes: the i18n plugin's (the language shown) or the Content Manager's (every language). */
type Reach = 'language' | 'all';

/**
 * What a Delete of an event does, in the words of its menu item and dialog (Strapi's read "Delete entry
 * (all locales)" and "Are you sure you want to delete this locale?"): an event outside the Trash goes to
 * the Trash, in the language shown or in every language, and can be restored from there; a date of a
 * series leaves its series' other dates as they are and goes to the Trash in every language, as a trash
 * of one date does; an event in the Trash is deleted for good. The server does what it says
 * (server/features/admin/delete-to-trash.ts).
 */
function useDeleteWords(description: DocumentActionDescription | null, model: string, document: Doc, reach: Reach): DocumentActionDescription | null {
  const { formatMessage } = useIntl();
  const settings = useCalendarSettings();
  const locale = typeof document?.locale === 'string' ? document.locale : '';
  const documentId = model === EVENT_UID && typeof document?.documentId === 'string' ? document.documentId : '';
  // The series of the event (the list's rows and the form's document do not carry its hidden bookkeeping).
  const seriesInfo = useSeriesOfRow(documentId, locale);
  const kind = KINDS[model];
  if (!description || !kind || !document) return description;
  const language = languageName(settings, locale);
  const trashed = document.postStatus === 'trash';
  const series = seriesInfo !== null;
  const what = kind === 'event' ? (trashed ? 'forGood' : series ? 'seriesDate' : 'event') : trashed ? `${kind}ForGood` : kind;
  const label = formatMessage(
    { id: t(`delete.${trashed ? 'forGood' : 'trash'}.${reach}`), defaultMessage: LABELS[`${trashed ? 'forGood' : 'trash'}.${reach}`] },
    { language }
  );
  const body = formatMessage({ id: t(`delete.body.${what}.${reach}`), defaultMessage: BODIES[`${what}.${reach}`] }, { language });
  const dialog = description.dialog as Record<string, unknown> | undefined;
  return {
    ...description,
    label,
    ...(dialog
      ? {
          dialog: {
            ...dialog,
            title: formatMessage({ id: t(trashed ? 'delete.title.forGood' : 'delete.title.trash'), defaultMessage: trashed ? 'Delete for good?' : 'Move to the Trash?' }),
            content: (
              <Flex direction="column" gap={2}>
                <WarningCircle width="24px" height="24px" fill={trashed ? 'danger600' : 'warning600'} />
                <Typography tag="p" variant="omega" textAlign="center">
                  {body}
                </Typography>
              </Flex>
            ),
          },
        }
      : {}),
  };
}

const LABELS: Record<string, string> = {
  'trash.language': 'Move to trash ({language})',
  'trash.all': 'Move to trash (all languages)',
  'forGood.language': 'Delete for good ({language})',
  'forGood.all': 'Delete for good (all languages)',
};

const BODIES: Record<string, string> = {
  'event.language': 'This event goes to the Trash in {language} only; its other languages stay. You can restore it from the list’s Trash view.',
  'event.all': 'This event goes to the Trash in every language. You can restore it from the list’s Trash view.',
  'seriesDate.language':
    'This date of the series goes to the Trash, in every language; the series’ other dates stay as they are. You can restore it from the list’s Trash view, which brings the date back into the series.',
  'seriesDate.all':
    'This date of the series goes to the Trash, in every language; the series’ other dates stay as they are. You can restore it from the list’s Trash view, which brings the date back into the series.',
  'forGood.language': 'This event is deleted for good in {language}: it cannot be restored.',
  'forGood.all': 'This event is deleted for good in every language: it cannot be restored.',
  'venue.language': 'This venue goes to the Trash in {language} only; its other languages stay. You can restore it from the list’s Trash view.',
  'venue.all': 'This venue goes to the Trash in every language. You can restore it from the list’s Trash view.',
  'venueForGood.language': 'This venue is deleted for good in {language}: it cannot be restored.',
  'venueForGood.all': 'This venue is deleted for good in every language: it cannot be restored.',
  'organizer.language': 'This organizer goes to the Trash in {language} only; its other languages stay. You can restore it from the list’s Trash view.',
  'organizer.all': 'This organizer goes to the Trash in every language. You can restore it from the list’s Trash view.',
  'organizerForGood.language': 'This organizer is deleted for good in {language}: it cannot be restored.',
  'organizerForGood.all': 'This organizer is deleted for good in every language: it cannot be restored.',
};

/** A Delete of Strapi's (`reach`: which one), with the calendar's words for an event. */
export function withDeleteWords(Delete: DocumentAction, reach: Reach): DocumentAction {
  const Worded: DocumentAction = (props) => {
    const description = Delete(props);
    return useDeleteWords(description, props.model, props.document as Doc, reach);
  };
  Worded.type = Delete.type;
  Worded.position = Delete.position;
  return Worded;
}

/**
 * The event's two Deletes in the list of document actions: the Content Manager's (`type: 'delete'`, every
 * language) and the i18n plugin's, which it puts just before it (it has no type of its own).
 */
export function wordDeletes(actions: DocumentAction[]): DocumentAction[] {
  const at = actions.findIndex((action) => action.type === 'delete');
  if (at < 0) return actions;
  return actions.map((action, index) => {
    if (index === at) return withDeleteWords(action, 'all');
    if (index === at - 1 && action.type === undefined) return withDeleteWords(action, 'language');
    return action;
  });
}
