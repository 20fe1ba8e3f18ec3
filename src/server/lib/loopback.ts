import net from 'node:net';

/**
 * Whether a client address is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback written as
 * IPv6 (::ffff:127.0.0.1). Development helpers answer only these (decision 95), so an
 * outbox full of other people's codes never reaches the network.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * Whether listening on `host` reaches this machine only: a loopback address or `localhost`.
 * `0.0.0.0`, `::` and any other interface reach the network.
 */
export function isLoopbackHost(host: string): boolean {
  const plain = host.toLowerCase().replace(/^\[|\]$/g, '');
  return plain === 'localhost' || isLoopbackAddress(plain);
}
