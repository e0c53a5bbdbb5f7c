import { LegacyError } from '../errors';

/**
 * The original's `tec/v1` is "experimental": every route but `/docs` requires the header `X-TEC-EEA`
 * holding this sentence (a wire value, compared trimmed and in any case), else a 400 (contract tec-v1 §2.2).
 * Clients of the original send it (its MCP server does on every request): requiring it too keeps a
 * client that forgot it from working here and failing on the original.
 */
export const TEC_ACKNOWLEDGEMENT_HEADER = 'X-TEC-EEA';
export const TEC_ACKNOWLEDGEMENT =
  'I understand that this endpoint is experimental and may change in a future release without maintaining backward compatibility. I also understand that I am using this endpoint at my own risk, while support is not provided for it.';

/** Whether a header value acknowledges. */
export const acknowledges = (value: string | undefined): boolean => value?.trim().toLowerCase() === TEC_ACKNOWLEDGEMENT.toLowerCase();

/** The original's error for a missing or wrong acknowledgement; null when the value acknowledges. */
export function acknowledgementError(value: string | undefined): LegacyError | null {
  if (acknowledges(value)) return null;
  const message = value ? 'Experimental endpoint requires appropriate acknowledgement header.' : 'Experimental endpoint requires acknowledgement header.';
  return new LegacyError('missing_experimental_endpoint_acknowledgement', message, 400);
}
