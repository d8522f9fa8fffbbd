import { randomBytes } from 'node:crypto';

let addressCounter = 0;
// Test files share one runtime; a random prefix per file keeps their addresses (and so their
// sign-in, reset and sign-up limits) apart. 2001:db8::/32 is the IPv6 documentation range.
const filePrefix = randomBytes(4)
  .toString('hex')
  .replace(/(....)(....)/, '$1:$2');

/** A distinct client address per call (sign-in, reset and sign-up limits count per address); CloudFront's header carries it. */
export function clientAddressHeader(): Record<string, string> {
  addressCounter += 1;
  return {
    'cloudfront-viewer-address': `[2001:db8:${filePrefix}::${addressCounter.toString(16)}]:${40000 + (addressCounter % 20000)}`,
  };
}
