import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import type { SeriesPreview } from '../../../../shared/series-admin';
import { messageOf } from '../../utils/fetch-error';
import type { EventTimes } from './use-event-times';

/** Typing pauses this long before the dates are asked for. */
const PAUSE = 300;

/**
 * The dates a rule gives from the form's own times, as the server would store them (GET
 * /calendar/series/preview): the same expansion and limits as the save, so a rule the save would refuse
 * shows the server's reason here. `documentId`: the stored event (a series' first event moves its series).
 */
export function usePreview(lines: string[], times: EventTimes, documentId: string | null) {
  const { get } = useFetchClient();
  const [state, setState] = useState<{ preview: SeriesPreview | null; error: string | null; loading: boolean }>({ preview: null, error: null, loading: false });
  const ready = lines.length > 0 && Boolean(times.startDate && times.endDate);
  const query = ready
    ? new URLSearchParams({
        lines: lines.join('\n'),
        startDate: times.startDate!,
        endDate: times.endDate!,
        timezone: times.timezone ?? '',
        allDay: String(times.allDay),
        ...(documentId ? { documentId } : {}),
      }).toString()
    : null;
  useEffect(() => {
    if (!query) return setState({ preview: null, error: null, loading: false });
    let live = true;
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      get<SeriesPreview>(`/calendar/series/preview?${query}`)
        .then(({ data }) => live && setState({ preview: data, error: null, loading: false }))
        .catch((failure: unknown) => live && setState({ preview: null, error: messageOf(failure), loading: false }));
    }, PAUSE);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, get]);
  return state;
}
