import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import type { SeriesInfo, SeriesInfoAnswer } from '../../../../shared/series-admin';

interface SeriesState {
  /** The event the answer is about (`documentId|locale`). */
  of: string | null;
  series: SeriesInfo | null;
}

/**
 * The series of the event a form edits (GET /calendar/series/:documentId, server/features/admin/series.ts); none
 * for a new event. `loading` until the answer about this event (a failed request reads as no series); asked
 * again, without loading, once the form saved (`savedAt`: the form's stored values, replaced by each save;
 * the date may now stand apart).
 */
export function useSeries(documentId: string | null, locale: string | null, savedAt: unknown) {
  const { get } = useFetchClient();
  const key = documentId ? `${documentId}|${locale ?? ''}` : null;
  const [state, setState] = useState<SeriesState>({ of: null, series: null });
  useEffect(() => {
    if (!documentId) return;
    let live = true;
    const query = new URLSearchParams(locale ? { locale } : {});
    get<SeriesInfoAnswer>(`/calendar/series/${encodeURIComponent(documentId)}?${query}`)
      .then(({ data }) => live && setState({ of: key, series: data.series }))
      .catch(() => live && setState({ of: key, series: null }));
    return () => {
      live = false;
    };
  }, [key, savedAt, get]); // eslint-disable-line react-hooks/exhaustive-deps -- documentId and locale make the key
  return { series: key && state.of === key ? state.series : null, loading: key !== null && state.of !== key };
}
