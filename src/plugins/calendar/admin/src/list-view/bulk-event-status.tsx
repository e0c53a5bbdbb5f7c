import { Field, Flex, Modal, SingleSelect, SingleSelectOption, Textarea, Typography } from '@strapi/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EVENT_STATUSES, type EventStatus } from '../../../shared/event-status';
import { t } from '../plugin-id';
import { BulkFormFooter, modalBulkAction, useBulkStatus, type BulkActionProps } from './bulk-actions';

/** The English words of the statuses (the Content Manager's select says them alike: src/admin/app.ts). */
const WORDS: Record<EventStatus, string> = {
  scheduled: 'As planned',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
  moved_online: 'Moved online',
};

/** The longest reason the server keeps (core/bodies/event-change-fields.ts). */
const REASON_MAX = 2000;

/** The modal's form: the status, the reason, then Apply (each selected date alone) or Cancel. */
function EventStatusForm({ model, documents, onClose }: BulkActionProps & { onClose: () => void }) {
  const { formatMessage } = useIntl();
  const say = (key: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: t(`list.bulk.eventStatus.${key}`), defaultMessage }, values);
  const { run, busy } = useBulkStatus(model, documents);
  const [status, setStatus] = useState<EventStatus>('cancelled');
  const [reason, setReason] = useState('');
  const apply = async () => {
    await run({ eventStatus: status, reason });
    onClose();
  };
  return (
    <>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Typography tag="p">
            {say('intro', 'What became of the {count, plural, one {selected event} other {# selected events}}: they stay published, so that people learn of it. A date of a series changes alone.', {
              count: documents.length,
            })}
          </Typography>
          <Field.Root name="bulk-event-status" id="bulk-event-status">
            <Field.Label>{say('status', 'Event status')}</Field.Label>
            <SingleSelect value={status} onChange={(value: string | number) => setStatus(String(value) as EventStatus)}>
              {EVENT_STATUSES.map((value) => (
                <SingleSelectOption key={value} value={value}>
                  {formatMessage({ id: t(`calendar.eventStatus.${value}`), defaultMessage: WORDS[value] })}
                </SingleSelectOption>
              ))}
            </SingleSelect>
          </Field.Root>
          <Field.Root name="bulk-event-status-reason" id="bulk-event-status-reason" hint={say('reason.hint', 'Why, as visitors and subscribers read it; empty clears the reason.')}>
            <Field.Label>{say('reason', 'Reason')}</Field.Label>
            <Textarea value={reason} maxLength={REASON_MAX} onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setReason(e.target.value)} />
            <Field.Hint />
          </Field.Root>
        </Flex>
      </Modal.Body>
      <BulkFormFooter onClose={onClose} onApply={() => void apply()} busy={busy} words={{ cancel: say('cancel', 'Cancel'), apply: say('apply', 'Apply') }} />
    </>
  );
}

/**
 * The event list's bulk action "Change event status" (issue 35): sets what became of the selected events,
 * with a reason, through the calendar's bulk route (server/features/admin/bulk-status.ts: the Content
 * Manager's rights on each record and on each field written, the admin's write door). Not in the Trash.
 */
export const eventStatusAction = modalBulkAction(
  'calendar-bulk-event-status',
  { id: 'list.bulk.eventStatus', defaultMessage: 'Change event status' },
  (view) => view !== 'trash',
  EventStatusForm
);
