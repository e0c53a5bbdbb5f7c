import type { CalendarSettings } from '../../config/settings';
import { perSettings } from '../utils';

/** What every outbound fetch of the app obeys, from the plugin settings. */
export interface OutboundPolicy {
  /** Hosts (URL parser spelling) that may resolve to private addresses. */
  trustedHosts: ReadonlySet<string>;
  /** Time limit of a whole fetch in milliseconds: connection, redirects and body. */
  timeout: number;
}

/** The outbound policy of an app (built once per settings object). */
export const outboundPolicy = perSettings(
  (settings: CalendarSettings): OutboundPolicy => ({
    trustedHosts: new Set(settings.trustedHosts),
    timeout: settings.fetchTimeout,
  })
);
