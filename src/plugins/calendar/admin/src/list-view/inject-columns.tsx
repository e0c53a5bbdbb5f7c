import { LanguagesCell, PostStatusCell, TitleCell, VenueCell, ZonedDateCell } from './cells';
import { EVENT_UID } from './views';

interface Header {
  name: string;
  attribute?: { customField?: string; options?: { zone?: string }; type?: string; target?: string };
  cellFormatter?: (row: Record<string, unknown>, header: Header) => React.ReactNode;
}

/**
 * The Content Manager's list cells know nothing of custom fields: dates would show on the browser's
 * clock and statuses as raw values. This list-view hook (as the i18n plugin adds its column) gives the
 * calendar's custom fields their own cells.
 */
export function formatCalendarColumns<L>({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: L }) {
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header): Header => {
      switch (header.attribute?.customField) {
        case 'plugin::calendar.zoned-datetime':
          return {
            ...header,
            cellFormatter: (row) => (
              <ZonedDateCell
                row={row}
                field={header.name}
                siteClock={header.attribute?.options?.zone === 'site'}
                endOf={header.name === 'endDate' ? 'startDate' : undefined}
              />
            ),
          };
        case 'plugin::calendar.post-status':
          return { ...header, cellFormatter: (row) => <PostStatusCell status={row[header.name]} eventStatus={row.eventStatus} /> };
        default:
          // The i18n plugin's language column: short codes, each a link to that language's form
          // (its "English (default), French + 1 more" menu was wider than its column on a laptop).
          if (header.name === 'locales') {
            return { ...header, cellFormatter: (row) => <LanguagesCell row={row} /> };
          }
          // An event's title, narrower than the Content Manager's.
          if (header.name === 'title' && header.attribute?.type === 'string') {
            return { ...header, cellFormatter: (row) => <TitleCell row={row} field={header.name} /> };
          }
          // An event's venue: its name rather than "1 item".
          if (header.attribute?.type === 'relation' && header.attribute.target === 'api::venue.venue') {
            return { ...header, cellFormatter: (row) => <VenueCell row={row} model={EVENT_UID} field={header.name} /> };
          }
          return header;
      }
    }),
  };
}
