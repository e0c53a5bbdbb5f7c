import { Duplicate } from '@strapi/icons';
import { unstable_useDocumentActions, useDocumentRBAC, useForm, useQueryParams } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { t } from '../plugin-id';
import { POST_UIDS, type DocumentAction } from './types';

type Query = { plugins?: { i18n?: { locale?: string } } };

/**
 * Duplicate in the form's menu (…), for events, venues and organizers: Strapi 5.54 offers Duplicate only
 * in the list's row menu. It calls the same Content Manager route as the list (auto-clone, with its
 * permission checks; the server makes the copy a draft with a fresh API ID and slug, "(copy)" and no
 * series: server/features/admin/duplicate.ts) and opens the copy. It copies what is stored, so it waits for
 * unsaved changes to be saved first.
 */
export const DuplicateAction: DocumentAction = ({ model, documentId }) => {
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const [{ query, rawQuery }] = useQueryParams<Query>();
  const canCreate = useDocumentRBAC('CalendarDuplicate', (state) => Boolean(state.canCreate));
  const modified = useForm('CalendarDuplicate', (state) => state.modified);
  const { autoClone } = unstable_useDocumentActions();
  if (!POST_UIDS.includes(model)) return null;
  return {
    label: formatMessage({ id: t('duplicate.label'), defaultMessage: 'Duplicate' }),
    icon: <Duplicate />,
    position: 'header',
    disabled: !documentId || !canCreate || modified,
    onClick: async () => {
      if (!documentId) return;
      const res = await autoClone({ model, sourceId: documentId, locale: query.plugins?.i18n?.locale });
      if ('data' in res && res.data) navigate({ pathname: `../${res.data.documentId}`, search: rawQuery }, { relative: 'path' });
    },
  };
};
DuplicateAction.type = 'calendar-duplicate';
DuplicateAction.position = 'header';
