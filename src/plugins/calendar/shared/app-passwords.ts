/** An application password as the admin API lists it (server and admin page): never its secret or hash. */
export interface AppPasswordInfo {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  lastIp: string | null;
  user: { id: number; username: string; email: string } | null;
}
