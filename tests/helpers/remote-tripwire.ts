import net from 'net';

const isLocal = (host: string) => host === 'localhost' || /^127\./.test(host) || host === '::1';

/**
 * Test machines must never send traffic off the machine, and an outbound-fetch test that fails would
 * do just that (10.0.0.1, 169.254.169.254). While armed, every TCP connection of this process to a
 * host other than loopback is stopped before it starts and recorded, so such a test fails on
 * `attempts` instead of reaching out. Connections to names are checked by name (only `localhost` passes).
 */
export function armRemoteTripwire(): { attempts: string[]; disarm(): void } {
  const attempts: string[] = [];
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    let host = 'localhost';
    if (typeof first === 'object' && first !== null) {
      const options = first as { host?: string; path?: string };
      if (!options.path) host = options.host ?? 'localhost';
    } else if (typeof first === 'number' && typeof args[1] === 'string') host = args[1];
    if (!isLocal(host)) {
      attempts.push(host);
      process.nextTick(() => this.destroy(new Error(`test tripwire: no connection to ${host}`)));
      return this;
    }
    return connect.apply(this, args as Parameters<typeof connect>);
  } as typeof connect;
  return {
    attempts,
    disarm: () => {
      net.Socket.prototype.connect = connect;
    },
  };
}
