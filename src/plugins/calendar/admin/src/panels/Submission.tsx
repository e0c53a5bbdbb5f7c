import { Badge, Box, Button, Field, Flex, Link, Modal, Textarea, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { t } from '../plugin-id';

const EVENT = 'api::event.event';

/** What the server tells an editor of a submission (server/features/admin/submissions.ts). */
interface SubmissionInfo {
  reference: string;
  state: 'pending' | 'approved' | 'rejected' | 'spam';
  submitterName: string | null;
  submitterEmail: string | null;
  submittedAt: string;
  reason: string | null;
  forgottenAt: string | null;
  duplicate: { documentId: string; title: string; locale: string } | null;
}

type Decision = 'approve' | 'reject' | 'spam';

interface PanelProps {
  model: string;
  documentId?: string;
  document?: { updatedAt?: unknown };
}

const STATE_WORDS = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected', spam: 'Spam' };

/** The Reject dialog: the reason the submitter will read (in their mailbox). */
function RejectDialog({ onReject, busy }: { onReject: (reason: string) => void; busy: boolean }) {
  const { formatMessage } = useIntl();
  const [reason, setReason] = useState('');
  const say = (key: string, defaultMessage: string) => formatMessage({ id: t(`submission.${key}`), defaultMessage });
  return (
    <Modal.Root>
      <Modal.Trigger>
        <Button variant="danger-light" fullWidth disabled={busy}>
          {say('reject', 'Reject…')}
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <Modal.Header closeLabel={say('close', 'Close')}>
          <Modal.Title>{say('reject.title', 'Reject this submission')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Field.Root name="submission-reason" id="submission-reason" hint={say('reject.hint', 'Sent to the submitter with the decision; the event goes to the trash.')}>
            <Field.Label>{say('reject.reason', 'Reason')}</Field.Label>
            <Textarea value={reason} maxLength={2000} onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setReason(e.target.value)} />
            <Field.Hint />
          </Field.Root>
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{say('cancel', 'Cancel')}</Button>
          </Modal.Close>
          <Button variant="danger" loading={busy} onClick={() => onReject(reason)}>
            {say('reject.confirm', 'Reject')}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * The event form's Submission panel (issue 36): who proposed the event (editors only), when, a possible
 * duplicate already in the calendar, and the decisions: Approve (publish; editing first is the form itself),
 * Reject with a reason, Spam (the event and its proposals deleted, the submitter forgotten). Shown only on
 * submitted events; the form is read again after a decision.
 */
export function SubmissionPanel({ model, documentId, document }: PanelProps) {
  const { formatMessage, formatDate } = useIntl();
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const locale = new URLSearchParams(useLocation().search).get('plugins[i18n][locale]') ?? '';
  const key = model === EVENT && documentId ? `${documentId}|${String(document?.updatedAt ?? '')}` : null;
  const [info, setInfo] = useState<{ key: string; submission: SubmissionInfo | null; mail: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const say = (id: string, defaultMessage: string, values?: Record<string, string>) => formatMessage({ id: t(`submission.${id}`), defaultMessage }, values);
  useEffect(() => {
    if (!key || !documentId) return;
    let live = true;
    get<{ submission: SubmissionInfo | null; mail: boolean }>(`/calendar/submissions/by-event/${encodeURIComponent(documentId)}`)
      .then(({ data }) => live && setInfo({ key, ...data }))
      .catch(() => live && setInfo({ key, submission: null, mail: true }));
    return () => {
      live = false;
    };
  }, [key, get]); // eslint-disable-line react-hooks/exhaustive-deps -- documentId makes the key
  const submission = info && info.key === key ? info.submission : null;
  if (!key || !submission) return null;
  const decide = async (decision: Decision, reason?: string) => {
    setBusy(true);
    try {
      await post('/calendar/submissions/decide', { documentIds: [documentId], locale, decision, reason });
      // The form holds the event as it was: read again (a spam event is gone: back to the list).
      if (decision === 'spam') window.location.assign(`${window.location.pathname.replace(/\/[^/]+$/, '')}?plugins[i18n][locale]=${locale}`);
      else window.location.reload();
    } catch {
      toggleNotification({ type: 'danger', message: say('failed', 'The decision could not be saved (your role may not allow it).') });
      setBusy(false);
    }
  };
  const open = submission.state === 'pending' || submission.state === 'approved';
  return {
    title: say('title', 'Submission'),
    content: (
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Box>
          <Badge>{say(`state.${submission.state}`, STATE_WORDS[submission.state])}</Badge>
        </Box>
        <Typography variant="pi">
          {submission.forgottenAt
            ? say('forgotten', 'The submitter’s name and e-mail were deleted.')
            : say('by', 'Proposed by {name} ({email}) on {date}', {
                name: submission.submitterName ?? '',
                email: submission.submitterEmail ?? '',
                date: formatDate(submission.submittedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
        </Typography>
        <Typography variant="pi" textColor="neutral600">
          {say('reference', 'Reference {reference}', { reference: submission.reference })}
        </Typography>
        {submission.duplicate ? (
          <Box padding={2} background="warning100" hasRadius>
            <Typography variant="pi">{say('duplicate', 'Possible duplicate of an event already in the calendar:')} </Typography>
            <Link tag={RouterLink} to={`/content-manager/collection-types/${EVENT}/${submission.duplicate.documentId}?plugins[i18n][locale]=${submission.duplicate.locale}`}>
              {submission.duplicate.title}
            </Link>
          </Box>
        ) : null}
        {submission.reason ? <Typography variant="pi">{say('reason', 'Reason given: {reason}', { reason: submission.reason })}</Typography> : null}
        {info && !info.mail ? (
          <Typography variant="pi" textColor="danger600">
            {say('noMail', 'No mail goes out: the site has no mail server configured (SMTP_HOST), so the submitter is not told.')}
          </Typography>
        ) : null}
        {open ? (
          <Flex direction="column" alignItems="stretch" gap={2}>
            {submission.state === 'pending' ? (
              <Button fullWidth loading={busy} onClick={() => void decide('approve')}>
                {say('approve', 'Approve and publish')}
              </Button>
            ) : null}
            <RejectDialog busy={busy} onReject={(reason) => void decide('reject', reason)} />
            <Button variant="tertiary" fullWidth disabled={busy} onClick={() => window.confirm(say('spam.confirm', 'Delete this event and what it proposed, and forget its submitter?')) && void decide('spam')}>
              {say('spam', 'Mark as spam')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    ),
  };
}
