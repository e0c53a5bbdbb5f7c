import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';

/**
 * One admin GET per path (null: none), its answer read by `pick`; null until it arrives, and when it fails
 * (the list's cells show nothing rather than an error). A change of path asks again; an answer to an older
 * path is dropped.
 */
export function useAdminGet<T, R>(path: string | null, pick: (data: T) => R): R | null {
  const { get } = useFetchClient();
  const [value, setValue] = useState<R | null>(null);
  useEffect(() => {
    if (!path) return;
    let live = true;
    get<T>(path)
      .then(({ data }) => live && setValue(pick(data)))
      .catch(() => live && setValue(null));
    return () => {
      live = false;
    };
  }, [get, path]); // eslint-disable-line react-hooks/exhaustive-deps -- `pick` reads the answer, the path names it
  return value;
}
