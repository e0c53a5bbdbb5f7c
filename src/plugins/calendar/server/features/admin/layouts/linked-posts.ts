import { LINKED_POST_TAIL, postFields, type EditorLayout } from './types';

export const venueLayout: EditorLayout = {
  uid: 'api::venue.venue',
  mainField: 'name',
  sortBy: 'name',
  sortOrder: 'ASC',
  list: ['name', 'city', 'country', 'postStatus'],
  edit: [
    [['name', 8], ['postStatus', 4]],
    [['address', 12]],
    [['city', 6], ['zip', 6]],
    [['state', 6], ['province', 6]],
    [['country', 6], ['stateprovince', 6]],
    [['phone', 6], ['website', 6]],
    [['latitude', 4], ['longitude', 4]],
    [['showMap', 4], ['showMapLink', 4]],
    ...LINKED_POST_TAIL,
  ],
  fields: {
    ...postFields('venue'),
    name: { label: 'Name' },
    address: { label: 'Address' },
    city: { label: 'City' },
    zip: { label: 'Postal code' },
    state: { label: 'State', description: 'For addresses in the United States.' },
    province: { label: 'Province or region' },
    country: { label: 'Country' },
    stateprovince: { label: 'State or province as shown', description: 'Filled from State (US) or Province when left empty.' },
    phone: { label: 'Phone' },
    latitude: { label: 'Latitude', description: 'Degrees, from -90 (south) to 90 (north). "Location" beside the form opens it on a map.' },
    longitude: { label: 'Longitude', description: 'Degrees, from -180 (west) to 180 (east).' },
    showMap: { label: 'Show map', description: "Show a map of the venue on its events' pages." },
    showMapLink: { label: 'Show map link', description: 'Show a link to a map of the venue.' },
    events: { label: 'Events at this venue' },
  },
};

export const organizerLayout: EditorLayout = {
  uid: 'api::organizer.organizer',
  mainField: 'name',
  sortBy: 'name',
  sortOrder: 'ASC',
  list: ['name', 'email', 'phone', 'postStatus'],
  edit: [
    [['name', 8], ['postStatus', 4]],
    [['email', 6], ['phone', 6]],
    [['website', 6]],
    ...LINKED_POST_TAIL,
  ],
  fields: {
    ...postFields('organizer'),
    name: { label: 'Name' },
    email: { label: 'E-mail' },
    phone: { label: 'Phone' },
    events: { label: 'Events organized' },
  },
};
