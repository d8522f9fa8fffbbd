// Where a webhook may point (docs/webhooks.md#endpoints): https to a public host. Plain http and
// loopback only in the local runtime, so a contractor's receiver on their laptop works there; never
// a private, link-local or metadata address, which would let an endpoint reach inside our network.

/** The longest endpoint URL we keep. */
export const MAX_URL_LENGTH = 2048;

/** Host names that always mean "this machine" or an internal service. */
const INTERNAL_NAME = /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$/i;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function ipv4Octets(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, including the cloud metadata service 169.254.169.254
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224 // multicast and reserved
  );
}

/** Whether an IP address (v4 or v6, without brackets) is private, loopback, link-local or reserved. */
export function isNonPublicAddress(address: string): boolean {
  const v4 = ipv4Octets(address);
  if (v4) return privateIpv4(v4);
  const v6 = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (!v6.includes(':')) return false;
  const mapped = /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return isNonPublicAddress(mapped[1]);
  // The URL parser writes an IPv4-mapped address in hex (`::ffff:a9fe:a9fe` for 169.254.169.254).
  const mappedHex = /^(?:0*:)*:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v6);
  if (mappedHex) {
    const [high, low] = [parseInt(mappedHex[1], 16), parseInt(mappedHex[2], 16)];
    return isNonPublicAddress([high >> 8, high & 255, low >> 8, low & 255].join('.'));
  }
  return (
    v6 === '::' ||
    v6 === '::1' ||
    /^f[cd]/.test(v6) || // unique local fc00::/7
    /^fe[89ab]/.test(v6) || // link-local fe80::/10
    /^ff/.test(v6) || // multicast
    v6.startsWith('fd00:ec2') // the EC2 metadata service over IPv6
  );
}

/**
 * Why a URL cannot be a webhook endpoint, or undefined when it can. `local`: the local runtime,
 * where http to localhost / 127.0.0.1 is allowed for a receiver on the same machine.
 */
export function endpointUrlProblem(raw: string, options: { local: boolean }): string | undefined {
  if (raw.length > MAX_URL_LENGTH) return 'The URL is too long';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL, starting with https://';
  }
  if (url.username || url.password) return 'The URL must not contain a user name or password';
  const host = url.hostname.toLowerCase();
  const loopback = LOOPBACK_NAMES.has(host);
  if (options.local && loopback) {
    return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : 'Use an http(s) URL';
  }
  if (url.protocol !== 'https:') return 'The URL must start with https://';
  if (!host.includes('.') && !host.startsWith('[')) return 'Use a public host name';
  if (INTERNAL_NAME.test(host) || isNonPublicAddress(host))
    return 'The URL must point to a public address, not a private or internal one';
  return undefined;
}
