import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import type { HomeAnswer } from '../../../shared/home';

/** The home widgets' figures (GET /calendar/home), read afresh on each visit of the home page. */
export function useHome(): { home: HomeAnswer | null; failed: boolean } {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ home: HomeAnswer | null; failed: boolean }>({ home: null, failed: false });
  useEffect(() => {
    let live = true;
    get<HomeAnswer>('/calendar/home').then(
      ({ data }) => live && setState({ home: data, failed: false }),
      () => live && setState({ home: null, failed: true })
    );
    return () => {
      live = false;
    };
  }, [get]);
  return state;
}

/** The word of each calendar type, by UID (translation keys `type.<kind>`). */
export const TYPE_KEYS: Record<string, { key: string; defaultMessage: string }> = {
  'api::event.event': { key: 'type.event', defaultMessage: 'Events' },
  'api::venue.venue': { key: 'type.venue', defaultMessage: 'Venues' },
  'api::organizer.organizer': { key: 'type.organizer', defaultMessage: 'Organizers' },
  'api::event-category.event-category': { key: 'type.category', defaultMessage: 'Categories' },
  'api::event-tag.event-tag': { key: 'type.tag', defaultMessage: 'Tags' },
};
