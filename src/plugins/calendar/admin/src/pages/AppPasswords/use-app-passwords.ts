import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';
import type { AppPasswordInfo } from '../../../../shared/app-passwords';
import { messageOf } from '../../utils/fetch-error';

/** The users-permissions users the page offers (server: server/features/admin/app-passwords.ts). */
export interface PageUser {
  id: number;
  username: string;
  email: string;
  blocked: boolean;
  role: string | null;
}

/** An application password as listed: never its secret. */
export type AppPassword = AppPasswordInfo;

const BASE = '/calendar/app-passwords';

/** The page's data and actions; `error` holds the server's message of the last failed action. */
export function useAppPasswords() {
  const { get, post, del } = useFetchClient();
  const [users, setUsers] = useState<PageUser[]>([]);
  const [passwords, setPasswords] = useState<AppPassword[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const { data } = await get<{ users: PageUser[]; passwords: AppPassword[] }>(BASE);
      setUsers(data.users);
      setPasswords(data.passwords);
    } catch (failure) {
      setError(messageOf(failure));
      setPasswords([]);
    }
  }, [get]);

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Creates one; resolves to the secret (shown once), or null when the server refused. */
  const create = async (user: number, name: string): Promise<(AppPassword & { password: string }) | null> => {
    setError(null);
    try {
      const { data } = await post<AppPassword & { password: string }>(BASE, { user, name });
      await reload();
      return data;
    } catch (failure) {
      setError(messageOf(failure));
      return null;
    }
  };

  const revoke = async (id: number) => {
    setError(null);
    try {
      await del(`${BASE}/${id}`);
    } catch (failure) {
      setError(messageOf(failure));
    }
    await reload();
  };

  return { users, passwords, error, create, revoke };
}
