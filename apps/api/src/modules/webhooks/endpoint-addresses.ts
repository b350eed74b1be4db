/**
 * Which addresses an endpoint may have: https in production, and never a name or an address of our
 * own network there, so that a registered endpoint cannot make the app call its neighbours; outside
 * production, http to this machine too, for a receiver under test (docs/decisions/054-signed-webhooks-of-a-professional.md).
 */
import { BlockList, isIP } from 'node:net';

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (`[::ffff:127.0.0.1]`, which URL writes `::ffff:7f00:1`), as IPv4. */
function unmapped(literal: string): string {
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(literal);
  if (!mapped) return literal;
  const [high, low] = [Number.parseInt(mapped[1] ?? '0', 16), Number.parseInt(mapped[2] ?? '0', 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

const thisMachine = new Set(['localhost', '127.0.0.1', '[::1]']);
const localNames = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/** Why the address cannot receive deliveries, or null when it can. */
export function endpointAddressProblem(address: string, production: boolean): string | null {
  const url = new URL(address);
  const host = url.hostname.toLowerCase();
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (!production && url.protocol === 'http:' && thisMachine.has(host)) return null;
  if (url.protocol !== 'https:') return 'Use an https:// address: deliveries carry your calls.';
  if (!production) return null;
  const literal = unmapped(host.startsWith('[') ? host.slice(1, -1) : host);
  const family = isIP(literal);
  if (localNames.test(host) || (family !== 0 && privateNetworks.check(literal, family === 6 ? 'ipv6' : 'ipv4')))
    return 'Use an address on the internet: this one names a private network.';
  return null;
}
