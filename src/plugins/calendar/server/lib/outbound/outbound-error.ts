/** Why an outbound fetch was refused or failed; the caller turns any of them into its own 4xx. */
export type OutboundReason =
  | 'url' // not an absolute URL
  | 'scheme' // not http or https
  | 'address' // the host resolves to a loopback, private, link-local, ... address and is not trusted
  | 'redirects' // too many redirects
  | 'status' // the final answer is not a 2xx
  | 'timeout' // the time limit passed (connection, redirects and body included)
  | 'too-large' // the body is over the size limit
  | 'content' // the body is not what the caller accepts
  | 'network'; // anything else: refused connection, reset, TLS, DNS

/** A refused or failed outbound fetch. `reason` is for logs; it never reaches the client. */
export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundReason,
    message: string,
    options?: { cause?: unknown }
  ) {
    super(message, options);
    this.name = 'OutboundError';
  }
}

/** Names what went wrong, for the logs. */
export function toOutboundError(error: unknown, signal: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  if (signal.aborted) return new OutboundError('timeout', 'time limit passed', { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  // request-filtering-agent refuses an address with "DNS lookup <address>(...) is not allowed. Because, ...".
  if (/ is not allowed\b/.test(message)) return new OutboundError('address', message, { cause: error });
  return new OutboundError('network', message, { cause: error });
}
