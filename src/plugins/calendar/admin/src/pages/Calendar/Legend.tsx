import { Box, Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { STATUS_COLORS, STATUS_WORDS } from '../../fields/PostStatus/status-words';
import { t } from '../../plugin-id';

/** What each colour means. */
export function Legend({ statuses }: { statuses: string[] }) {
  const { formatMessage } = useIntl();
  return (
    <Flex gap={4} wrap="wrap" aria-label={formatMessage({ id: t('calendar.legend'), defaultMessage: 'Colours by status' })}>
      {statuses.map((status) => (
        <Flex key={status} gap={2} alignItems="center">
          <Box
            width="1.2rem"
            height="1.2rem"
            hasRadius
            style={{ background: STATUS_COLORS[status].background, border: `2px solid ${STATUS_COLORS[status].border}` }}
          />
          <Typography variant="pi">{formatMessage({ id: t(`status.${status}`), defaultMessage: STATUS_WORDS[status] })}</Typography>
        </Flex>
      ))}
    </Flex>
  );
}
