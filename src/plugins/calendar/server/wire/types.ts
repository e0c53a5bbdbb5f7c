/** The WordPress REST error body: `{code, message, data: {status, params?, details?}}`. */
export interface WireError {
  code: string;
  message: string;
  data: {
    status: number;
    /** rest_missing_callback_param: list of names; rest_invalid_param: `{name: message}`. */
    params?: string[] | Record<string, string>;
    /** rest_invalid_param: `{name: {code, message, data}}`, or `[]` when no validator returned an error object. */
    details?: Record<string, { code: string; message: string; data: unknown }> | [];
    [key: string]: unknown;
  };
}
