import { randomBytes } from 'node:crypto';

let addressCounter = 0;
// Test files share one runtime; a random prefix per file keeps their addresses (and so their
// sign-in, reset and sign-up limits) apart. Limits count an IPv6 client by its /64, so each call
// gets a /64 of its own: 40 random bits per file in the unique-local range fd00::/8, then the counter.
const filePrefix = randomBytes(5)
  .toString('hex')
  .replace(/(..)(....)(....)/, 'fd$1:$2:$3');

/** A distinct client address (its own /64) per call (sign-in, reset and sign-up limits count per address); CloudFront's header carries it. */
export function clientAddressHeader(): Record<string, string> {
  addressCounter += 1;
  return {
    'cloudfront-viewer-address': `[${filePrefix}:${addressCounter.toString(16)}::1]:${40000 + (addressCounter % 20000)}`,
  };
}
