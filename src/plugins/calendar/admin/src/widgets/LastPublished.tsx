import { Table, Tbody, Td, Tr, Typography } from '@strapi/design-system';
import { Widget } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../plugin-id';
import { TYPE_KEYS, useHome } from './use-home';

/**
 * The home page's last published events, venues and organizers (status "Published", by publication date).
 * It replaces Strapi's "Last published entries", which reads Strapi's draft and publish, which the
 * calendar's types do not use (they have a status of their own), and so always said "No published entries".
 */
export default function LastPublishedWidget() {
  const { formatMessage, formatDate } = useIntl();
  const { home, failed } = useHome();
  if (failed) return <Widget.Error />;
  if (!home) return <Widget.Loading />;
  if (!home.recent.length) {
    return <Widget.NoData>{formatMessage({ id: t('home.published.none'), defaultMessage: 'Nothing published yet' })}</Widget.NoData>;
  }
  return (
    <Table colCount={3} rowCount={home.recent.length}>
      <Tbody>
        {home.recent.map((record) => (
          <Tr key={`${record.uid}:${record.documentId}:${record.locale}`}>
            <Td>
              <RouterLink to={`/content-manager/collection-types/${record.uid}/${record.documentId}?plugins[i18n][locale]=${record.locale}`}>
                <Typography textColor="primary600" fontWeight="semiBold">
                  {record.name || formatMessage({ id: t('home.published.untitled'), defaultMessage: '(no title)' })}
                </Typography>
              </RouterLink>
            </Td>
            <Td>
              <Typography textColor="neutral600">
                {formatMessage({ id: t(TYPE_KEYS[record.uid].key), defaultMessage: TYPE_KEYS[record.uid].defaultMessage })} ({record.locale})
              </Typography>
            </Td>
            <Td>
              <Typography textColor="neutral600">{record.published ? formatDate(record.published, { dateStyle: 'medium' }) : '–'}</Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
