/** The calendar's REST API as a client of the original sees it, to check what each admin step changed. */
export interface CalendarApi {
  get(path: string, options?: { anonymous?: boolean }): Promise<{ status: number; body: any }>;
  post(path: string, body: object): Promise<{ status: number; body: any }>;
}

const NS = '/api/cal/events/v1';

/** Logs in to the admin API, makes a full-access API token, and answers a client that uses it. */
export async function calendarApi(baseUrl: string, admin: { email: string; password: string }): Promise<CalendarApi> {
  const login = await fetch(`${baseUrl}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const { data } = (await login.json()) as { data: { token: string } };
  const created = await fetch(`${baseUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ name: 'e2e checks', description: '', type: 'full-access', lifespan: null }),
  });
  if (!created.ok) throw new Error(`creating an API token answered ${created.status}: ${await created.text()}`);
  const token = ((await created.json()) as { data: { accessKey: string } }).data.accessKey;
  const send = async (method: string, path: string, body?: object, anonymous = false) => {
    const res = await fetch(`${baseUrl}${NS}${path}`, {
      method,
      headers: { ...(anonymous ? {} : { Authorization: `Bearer ${token}` }), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };
  return {
    get: (path, options = {}) => send('GET', path, undefined, options.anonymous),
    post: (path, body) => send('POST', path, body),
  };
}
