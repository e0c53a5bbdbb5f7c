import {
  Box,
  Link,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from "@strapi/design-system";
import { Link as RouterLink } from "react-router-dom";
import { Widget } from "@strapi/strapi/admin";
import { useIntl } from "react-intl";
import type { HomeCounts } from "../../../shared/home";
import { t } from "../plugin-id";
import { TYPE_KEYS, useHome } from "./use-home";

/** Not public yet, though not thrown away: scheduled, draft, pending review, private. */
const notPublic = (counts: HomeCounts) =>
  counts.byStatus
    ? counts.byStatus.future +
      counts.byStatus.draft +
      counts.byStatus.pending +
      counts.byStatus.private
    : null;

/**
 * The home page's count of the calendar's records (every translation counted), by what the public sees:
 * published, not yet public, in the trash. It replaces Strapi's "Entries" chart, which counts every record
 * of a type without draft and publish as published, drafts and trash included.
 */
export default function CalendarEntriesWidget() {
  const { formatMessage, formatNumber } = useIntl();
  const { home, failed } = useHome();
  if (failed) return <Widget.Error />;
  if (!home) return <Widget.Loading />;
  if (!home.counts.some((counts) => counts.total > 0)) {
    return (
      <Widget.NoData>
        {formatMessage({
          id: t("home.entries.none"),
          defaultMessage: "No calendar records yet",
        })}
      </Widget.NoData>
    );
  }
  const cell = (value: number | null) => (
    <Typography textColor="neutral800">
      {value === null ? "–" : formatNumber(value)}
    </Typography>
  );
  const heads = [
    { id: "type", defaultMessage: "Type" },
    { id: "published", defaultMessage: "Published" },
    { id: "notPublic", defaultMessage: "Not yet public" },
    { id: "trash", defaultMessage: "Trash" },
    { id: "total", defaultMessage: "All" },
  ];
  const waiting = home.submissions;
  // The events list's Pending review view (admin/src/list-view/views.tsx), the queue of submissions.
  // In the language of the oldest submission waiting: the list shows one language at a time.
  const inLocale = waiting?.locale ? `&plugins[i18n][locale]=${encodeURIComponent(waiting.locale)}` : '';
  const queue = `/content-manager/collection-types/api::event.event?filters[$and][0][postStatus][$eq]=pending${inLocale}`;
  return (
    <>
      {waiting && waiting.pending > 0 ? (
        <Box paddingBottom={2}>
          <Link tag={RouterLink} to={queue}>
            {formatMessage(
              {
                id: t("home.submissions.pending"),
                defaultMessage:
                  "{count, plural, one {# submission waits} other {# submissions wait}} for review",
              },
              { count: waiting.pending },
            )}
          </Link>
          {waiting.mail ? null : (
            <Typography tag="p" variant="pi" textColor="danger600">
              {formatMessage({
                id: t("home.submissions.noMail"),
                defaultMessage:
                  "No mail goes out (SMTP_HOST is not set): submitters are not told of decisions.",
              })}
            </Typography>
          )}
        </Box>
      ) : null}
      <Table colCount={heads.length} rowCount={home.counts.length + 1}>
        <Thead>
          <Tr>
            {heads.map(({ id, defaultMessage }) => (
              <Th key={id}>
                <Typography variant="sigma">
                  {formatMessage({
                    id: t(`home.entries.${id}`),
                    defaultMessage,
                  })}
                </Typography>
              </Th>
            ))}
          </Tr>
        </Thead>
        <Tbody>
          {home.counts.map((counts) => (
            <Tr key={counts.uid}>
              <Td>
                <Typography textColor="neutral800" fontWeight="semiBold">
                  {formatMessage({
                    id: t(TYPE_KEYS[counts.uid].key),
                    defaultMessage: TYPE_KEYS[counts.uid].defaultMessage,
                  })}
                </Typography>
              </Td>
              {/* Categories and tags have no status: they are public as soon as they exist. */}
              <Td>
                {cell(counts.byStatus ? counts.byStatus.publish : counts.total)}
              </Td>
              <Td>{cell(notPublic(counts))}</Td>
              <Td>{cell(counts.byStatus ? counts.byStatus.trash : null)}</Td>
              <Td>{cell(counts.total)}</Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
    </>
  );
}
