import { useForm } from '@strapi/strapi/admin';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { markStatusChosen } from '../fields/PostStatus/chosen';
import { t } from '../plugin-id';
import { POST_UIDS, type DocumentAction, type DocumentActionDescription } from './types';

type Values = Record<string, unknown>;
type Save = NonNullable<DocumentActionDescription['onClick']>;

/** The Save of each open form (type and document), as rendered last: Publish saves through it. */
const saves = new Map<string, Save>();
const formKey = (model: string, documentId: string | undefined) => `${model}|${documentId ?? 'create'}`;

/**
 * Lets Publish save through the Content Manager's own Save (its validation, create or update, the
 * move to a new document's page), without rendering Save twice: a second Save would also answer its
 * keyboard shortcut and save twice.
 */
export function exposeSave(Save: DocumentAction): DocumentAction {
  const Exposed: DocumentAction = (props) => {
    const description = Save(props);
    if (description?.onClick) saves.set(formKey(props.model, props.documentId), description.onClick);
    return description;
  };
  Exposed.type = Save.type;
  Exposed.position = Save.position;
  return Exposed;
}

/**
 * Publish, beside Save, for events, venues and organizers (whose status is the WordPress-like post
 * status, not Strapi's draft & publish, which these types leave off): new records start as drafts
 * (fields/PostStatus), so making one public is this explicit step. It sets the status to Published and
 * saves in one click. Save reads "is the form modified?" as of its last render, so the save waits for
 * the form to show the new status before it runs; otherwise the first click would change the status
 * and not save it.
 */
export const PublishAction: DocumentAction = ({ model, documentId }) => {
  const { formatMessage } = useIntl();
  const status = useForm('CalendarPublish', (state) => (state.values as Values).postStatus);
  const stored = useForm('CalendarPublish', (state) => (state.initialValues as Values).postStatus);
  const storedId = useForm('CalendarPublish', (state) => (state.initialValues as Values).postId);
  const modified = useForm('CalendarPublish', (state) => state.modified);
  const isSubmitting = useForm('CalendarPublish', (state) => state.isSubmitting);
  const onChange = useForm('CalendarPublish', (state) => state.onChange);
  const pending = useRef<SyntheticEvent | null>(null);
  const key = formKey(model, documentId);

  useEffect(() => {
    if (!pending.current || status !== 'publish' || !modified) return;
    const event = pending.current;
    pending.current = null;
    void saves.get(key)?.(event);
  }, [status, modified, key]);

  const isPost = POST_UIDS.includes(model);
  // A stored published record has nothing to publish: Save keeps it so.
  if (!isPost || (storedId != null && stored === 'publish')) return null;
  return {
    label: formatMessage({ id: t('publish.label'), defaultMessage: 'Publish' }),
    variant: 'default',
    disabled: isSubmitting,
    position: 'panel',
    onClick: async (event) => {
      if (status === 'publish' && modified) return saves.get(key)?.(event);
      pending.current = event;
      markStatusChosen('postStatus');
      onChange('postStatus', 'publish');
    },
  };
};
PublishAction.type = 'calendar-publish';
PublishAction.position = 'panel';
