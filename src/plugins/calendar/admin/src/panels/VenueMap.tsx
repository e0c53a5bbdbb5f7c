import { Link, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { t } from '../plugin-id';
import { mapLink } from '../utils/map-link';

const VENUE = 'api::venue.venue';

/** The map link of the coordinates as the editor types them (the form's values, not the saved ones). */
function VenueMapContent() {
  const { formatMessage } = useIntl();
  const latitude = useForm('VenueMap', (state) => (state.values as Record<string, unknown>).latitude);
  const longitude = useForm('VenueMap', (state) => (state.values as Record<string, unknown>).longitude);
  const link = mapLink(latitude, longitude);
  if (link.kind === 'link') {
    return (
      <Link href={link.url} isExternal>
        {formatMessage({ id: t('venueMap.link'), defaultMessage: 'Check the coordinates on a map (OpenStreetMap)' })}
      </Link>
    );
  }
  const message =
    link.kind === 'empty'
      ? { id: t('venueMap.empty'), defaultMessage: 'Enter a latitude and a longitude to check them on a map.' }
      : { id: t('venueMap.invalid'), defaultMessage: 'Latitudes run from -90 to 90 and longitudes from -180 to 180.' };
  return (
    <Typography variant="pi" textColor="neutral600">
      {formatMessage(message)}
    </Typography>
  );
}

interface PanelProps {
  model: string;
}

/**
 * A side panel of the venue edit view: a link that opens the venue's coordinates on OpenStreetMap, so an
 * editor sees at once whether they point at the place (a swapped latitude and longitude lands far away).
 */
export function VenueMapPanel({ model }: PanelProps) {
  const { formatMessage } = useIntl();
  if (model !== VENUE) return null;
  return { title: formatMessage({ id: t('venueMap.title'), defaultMessage: 'Location' }), content: <VenueMapContent /> };
}
