/** The server's message of a failed request: Strapi's fetch client throws with the error body under `response.data.error`. */
export function messageOf(failure: unknown): string {
  const body = (failure as { response?: { data?: { error?: { message?: string } } } }).response?.data;
  return body?.error?.message ?? (failure instanceof Error ? failure.message : String(failure));
}
