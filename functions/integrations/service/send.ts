import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { DELIVERY_TIMEOUT_MS } from '@shared/integrations/delivery.js';
import { isNonPublicAddress } from '@shared/integrations/endpoint-url.js';

/** What one POST came to: the receiver's status code, or why there was none. */
export type PostResult = { statusCode: number } | { error: string };

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The DNS lookup of a delivery: the name is resolved here and every address it gives must be public,
 * so a host that resolves (or re-resolves, DNS rebinding) to a private or metadata address is refused
 * at connect time, not only when the URL was saved.
 */
function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((entry) => isNonPublicAddress(entry.address)))
      return callback(
        Object.assign(new Error('The endpoint resolves to a non-public address'), { code: 'EBLOCKED' }),
        [],
      );
    const all = (options as { all?: boolean }).all;
    return all ? callback(null, list) : callback(null, list[0].address, list[0].family);
  });
}

/**
 * POSTs a delivery's body with its headers; any answer within 10 s counts, its body is ignored.
 * `allowLoopback` (the local runtime only) lets a receiver on this machine be reached.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowLoopback: boolean; timeoutMs?: number },
): Promise<PostResult> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        ...(options.allowLoopback ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        // The receiver's answer body is not kept; drain it so the socket is freed.
        res.resume();
        finish({ statusCode: res.statusCode ?? 0 });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ error: `No answer within ${(options.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000} s` });
    }, options.timeoutMs ?? DELIVERY_TIMEOUT_MS);
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        error:
          error.code === 'EBLOCKED' ? error.message : `Could not connect (${error.code ?? error.message})`,
      }),
    );
    req.end(body);
  });
}
