import { Button, Flex, Modal, Typography } from '@strapi/design-system';
import { WarningCircle } from '@strapi/icons';
import { useFetchClient, useNotification, useQueryParams, useTable } from '@strapi/strapi/admin';
import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { t } from '../plugin-id';
import { languageName, useCalendarSettings } from '../utils/use-settings';
import { EVENT_UID, POST_UIDS, viewOf, type ListQuery, type ListView } from './views';

/** What the Content Manager hands a bulk action (its `BulkActionComponentProps`, Strapi 5.54). */
export interface BulkActionProps {
  model: string;
  collectionType: string;
  documents: Array<{ documentId: string }>;
}
export interface BulkActionDescription {
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  dialog?: Record<string, unknown>;
  variant?: 'secondary' | 'tertiary' | 'danger-light' | 'success-light';
}
export type BulkAction = ((props: BulkActionProps) => BulkActionDescription | null) & { type?: string };

type Status = 'trash' | 'publish' | 'draft';
/** What a bulk change sets: a post status, or (events) what became of them with a reason (issue 35). */
export type BulkTarget = { status: Status } | { eventStatus: string; reason?: string };

/**
 * Sets the status of the selected rows through the calendar's admin route (server/features/admin/lists.ts, which
 * checks the Content Manager's update rights on each record), then refreshes the list as the Content
 * Manager's own bulk actions do (its list query's cache tag) and clears the selection.
 */
export function useBulkStatus(model: string, documents: BulkActionProps['documents']) {
  const { formatMessage } = useIntl();
  const { post } = useFetchClient();
  const [{ query }] = useQueryParams<ListQuery>();
  const selectRow = useTable('CalendarBulkStatus', (state) => state.selectRow);
  const { toggleNotification } = useNotification();
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const run = async (target: BulkTarget) => {
    setBusy(true);
    try {
      const { data } = await post<{ count: number }>('/calendar/bulk-status', {
        model,
        documentIds: documents.map((document) => document.documentId),
        locale: query.plugins?.i18n?.locale,
        ...target,
      });
      const done = 'status' in target ? `list.bulk.${target.status}.done` : 'list.bulk.eventStatus.done';
      toggleNotification({
        type: 'success',
        message: formatMessage({ id: t(done), defaultMessage: '{count} changed' }, { count: data.count }),
      });
      selectRow([]);
      // RTK Query's invalidateTags action (the admin's API slice is `adminApi`): the list refetches.
      dispatch({ type: 'adminApi/invalidateTags', payload: [{ type: 'Document', id: `${model}_LIST` }, 'CountDocuments'] });
    } catch {
      toggleNotification({ type: 'danger', message: formatMessage({ id: t('list.bulk.failed'), defaultMessage: 'The status could not be changed.' }) });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

/** One bulk action, shown in the views it belongs to (Restore in the Trash, the others outside it). */
function statusAction(status: Status, label: string, inTrash: boolean, variant: BulkActionDescription['variant']): BulkAction {
  const Action: BulkAction = ({ model, documents }) => {
    const { formatMessage } = useIntl();
    const [{ query }] = useQueryParams<ListQuery>();
    const { run, busy } = useBulkStatus(model, documents);
    if (!POST_UIDS.includes(model) || (viewOf(query.filters) === 'trash') !== inTrash) return null;
    const key = inTrash ? 'restore' : status === 'draft' ? 'unpublish' : status;
    return {
      label: formatMessage({ id: t(`list.bulk.${key}`), defaultMessage: label }),
      variant,
      disabled: busy || documents.length === 0,
      onClick: () => void run({ status }),
    };
  };
  Action.type = `calendar-bulk-${inTrash ? 'restore' : status}`;
  return Action;
}

/**
 * The list's bulk actions for events, venues and organizers, WordPress's: Publish, Unpublish (back to draft)
 * and Move to trash outside the Trash; Restore (to draft) in it. Strapi's own Delete only in the Trash
 * (deleteOnlyInTrash).
 */
export const CALENDAR_BULK_ACTIONS: BulkAction[] = [
  statusAction('publish', 'Publish', false, 'secondary'),
  statusAction('draft', 'Unpublish', false, 'secondary'),
  statusAction('trash', 'Move to trash', false, 'danger-light'),
  statusAction('draft', 'Restore', true, 'secondary'),
];

/**
 * Strapi's bulk Delete, in the lists of posts: only in the Trash view, and said as what it does there
 * ("Delete for good", cannot be restored). Outside the Trash, "Move to trash" is the list's way to remove
 * (as an event's own Delete moves it to the Trash: server/features/admin/delete-to-trash.ts), and a Delete beside it
 * that deleted for good at once was the one way to lose a record, or a date of a series, without a
 * Trash to get it back from. Other types keep Strapi's Delete as it is.
 */
export function deleteOnlyInTrash(strapiDelete: BulkAction): BulkAction {
  const Action: BulkAction = (props) => {
    const { formatMessage } = useIntl();
    const [{ query }] = useQueryParams<ListQuery>();
    const settings = useCalendarSettings();
    // Strapi's action holds hooks: called on every render, whatever is shown.
    const description = strapiDelete(props);
    if (!description || !POST_UIDS.includes(props.model)) return description;
    if (viewOf(query.filters) !== 'trash') return null;
    const locale = query.plugins?.i18n?.locale ?? '';
    const language = languageName(settings, locale);
    return {
      ...description,
      label: formatMessage({ id: t('list.bulk.deleteForGood'), defaultMessage: 'Delete for good' }),
      dialog: {
        ...(description.dialog ?? {}),
        title: formatMessage({ id: t('delete.title.forGood'), defaultMessage: 'Delete for good?' }),
        content: (
          <Flex direction="column" gap={2}>
            <WarningCircle width="24px" height="24px" fill="danger600" />
            <Typography tag="p" variant="omega" textAlign="center">
              {formatMessage(
                { id: t('list.bulk.deleteForGood.body'), defaultMessage: 'The selected records are deleted for good in {language}: they cannot be restored.' },
                { language }
              )}
            </Typography>
          </Flex>
        ),
      },
    };
  };
  Action.type = strapiDelete.type;
  return Action;
}

/** The form a modal bulk action opens, closed by its Cancel or once applied. */
export type BulkForm = ComponentType<BulkActionProps & { onClose: () => void }>;

/**
 * An event list's bulk action that opens a modal form (what became of events, decisions on submissions),
 * shown in the views `shownIn` accepts, disabled without a selection.
 */
export function modalBulkAction(type: string, label: { id: string; defaultMessage: string }, shownIn: (view: ListView) => boolean, Form: BulkForm): BulkAction {
  const Action: BulkAction = (props) => {
    const { formatMessage } = useIntl();
    const [{ query }] = useQueryParams<ListQuery>();
    if (props.model !== EVENT_UID || !shownIn(viewOf(query.filters))) return null;
    const title = formatMessage({ id: t(label.id), defaultMessage: label.defaultMessage });
    return {
      label: title,
      variant: 'secondary',
      disabled: props.documents.length === 0,
      dialog: { type: 'modal', title, content: ({ onClose }: { onClose: () => void }) => <Form {...props} onClose={onClose} /> },
    };
  };
  Action.type = type;
  return Action;
}

/** The footer of a modal bulk form: Cancel, then Apply (busy while it runs). */
export function BulkFormFooter({ onClose, onApply, busy, words, danger = false }: { onClose: () => void; onApply: () => void; busy: boolean; words: { cancel: string; apply: string }; danger?: boolean }) {
  return (
    <Modal.Footer>
      <Button variant="tertiary" onClick={onClose}>
        {words.cancel}
      </Button>
      <Button variant={danger ? 'danger' : 'default'} loading={busy} disabled={busy} onClick={onApply}>
        {words.apply}
      </Button>
    </Modal.Footer>
  );
}
