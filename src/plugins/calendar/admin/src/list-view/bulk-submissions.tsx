import { Field, Flex, Modal, Radio, Textarea, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification, useQueryParams, useTable } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { t } from '../plugin-id';
import { BulkFormFooter, modalBulkAction, type BulkActionProps } from './bulk-actions';
import type { ListQuery } from './views';

type Decision = 'approve' | 'reject' | 'spam';

/** The modal's form: the decision, a reason when rejecting, then Apply (every selected submission alike). */
function DecideForm({ model, documents, onClose }: BulkActionProps & { onClose: () => void }) {
  const { formatMessage } = useIntl();
  const say = (key: string, defaultMessage: string, values?: Record<string, string | number>) => formatMessage({ id: t(`list.bulk.submissions.${key}`), defaultMessage }, values);
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [{ query }] = useQueryParams<ListQuery>();
  const selectRow = useTable('CalendarBulkSubmissions', (state) => state.selectRow);
  const dispatch = useDispatch();
  const [decision, setDecision] = useState<Decision>('approve');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    setBusy(true);
    try {
      const { data } = await post<{ count: number }>('/calendar/submissions/decide', {
        documentIds: documents.map((d) => d.documentId),
        locale: query.plugins?.i18n?.locale,
        decision,
        ...(decision === 'reject' ? { reason } : {}),
      });
      toggleNotification({ type: 'success', message: say('done', '{count} decided', { count: data.count }) });
      selectRow([]);
      dispatch({ type: 'adminApi/invalidateTags', payload: [{ type: 'Document', id: `${model}_LIST` }, 'CountDocuments'] });
      onClose();
    } catch {
      toggleNotification({ type: 'danger', message: say('failed', 'No decision was saved: none of these events is a submission waiting for one, or your role may not decide.') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Typography tag="p">
            {say('intro', 'The selected events that visitors submitted ({count, plural, one {# selected} other {# selected}}): the others are left as they are.', { count: documents.length })}
          </Typography>
          <Radio.Group value={decision} onValueChange={(value: string) => setDecision(value as Decision)} aria-label={say('decision', 'Decision')}>
            <Radio.Item value="approve">{say('approve', 'Approve and publish (with the venue and organizer they propose)')}</Radio.Item>
            <Radio.Item value="reject">{say('reject', 'Reject (to the Trash; the submitter is told the reason)')}</Radio.Item>
            <Radio.Item value="spam">{say('spam', 'Spam (deleted, the submitter forgotten, nobody told)')}</Radio.Item>
          </Radio.Group>
          {decision === 'reject' ? (
            <Field.Root name="bulk-submission-reason" id="bulk-submission-reason">
              <Field.Label>{say('reason', 'Reason')}</Field.Label>
              <Textarea value={reason} maxLength={2000} onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setReason(e.target.value)} />
            </Field.Root>
          ) : null}
        </Flex>
      </Modal.Body>
      <BulkFormFooter onClose={onClose} onApply={() => void apply()} busy={busy} danger={decision !== 'approve'} words={{ cancel: say('cancel', 'Cancel'), apply: say('apply', 'Apply') }} />
    </>
  );
}

/**
 * The event list's bulk action "Decide on submissions" (issue 36), in the Pending review view: approve,
 * reject with a reason, or mark as spam the selected events that visitors submitted, through the calendar's
 * route (server/features/admin/submissions.ts: the Content Manager's rights record by record, one transaction).
 */
export const decideSubmissionsAction = modalBulkAction(
  'calendar-bulk-submissions',
  { id: 'list.bulk.submissions', defaultMessage: 'Decide on submissions' },
  (view) => view === 'review',
  DecideForm
);
