import { hostname, networkInterfaces } from 'node:os';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const ANY_ADDRESS_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

const DEFAULT_HTTP_PORT = 80;

const asUrlHost = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/** The machine's own addresses, as a browser on the network would type them. */
function interfaceHosts(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && !entry.internal && !(entry.family === 'IPv6' && entry.scopeid))
    .map((entry) => asUrlHost(entry!.address));
}

/**
 * Without PUBLIC_URL, the origins a browser can reach this server on: every address it listens
 * on, with the port it actually got. Loopback is always reachable under its three names; a
 * server on 0.0.0.0 (or ::) is also reached by the machine's name and its network addresses.
 */
export function listeningOrigins(host: string, port: number): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]']);
  if (ANY_ADDRESS_HOSTS.has(host)) {
    hosts.add(hostname().toLowerCase());
    for (const address of interfaceHosts()) hosts.add(address);
  } else if (!LOOPBACK_HOSTS.has(host)) {
    hosts.add(asUrlHost(host.toLowerCase()));
  }
  // A browser leaves the default port out of the Origin it sends.
  const portSuffix = port === DEFAULT_HTTP_PORT ? '' : `:${port}`;
  return [...hosts].map((h) => `http://${h}${portSuffix}`);
}
