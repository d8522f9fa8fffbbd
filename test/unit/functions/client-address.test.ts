import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext } from '../../support/lambda-event.js';
import { ORIGIN_REFUSED_MESSAGE } from '../../../shared/kernel/edge.js';
import { cameThroughEdge, clientAddress } from '../../../functions/platform/client-address.js';
import { config } from '../../../functions/platform/config.js';
import { publicRoute } from '../../../functions/platform/route.js';

// The viewer address is CloudFront's only on requests that carry the origin secret,
// and with a secret configured every route refuses requests without it (before running anything).

const SECRET = 'origin-secret-for-tests-0123456789';
const context = lambdaContext();

function event(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return httpEvent({ headers, requestContext: { http: { sourceIp: '192.0.2.55' } } as never });
}

afterEach(() => {
  config.ORIGIN_VERIFY_SECRET = undefined;
});

describe('clientAddress', () => {
  it('trusts cloudfront-viewer-address only when the origin secret matched', () => {
    config.ORIGIN_VERIFY_SECRET = SECRET;
    const viewer = { 'cloudfront-viewer-address': '198.51.100.7:443' };
    expect(clientAddress(event({ ...viewer, 'x-origin-verify': SECRET }))).toBe('198.51.100.7');
    expect(clientAddress(event(viewer))).toBe('192.0.2.55');
    expect(clientAddress(event({ ...viewer, 'x-origin-verify': `${SECRET}x` }))).toBe('192.0.2.55');
    expect(clientAddress(event({ ...viewer, 'x-origin-verify': 'short' }))).toBe('192.0.2.55');
    expect(
      clientAddress(event({ 'cloudfront-viewer-address': '[2001:db8::1]:443', 'x-origin-verify': SECRET })),
    ).toBe('2001:db8::1');
  });

  it('never trusts the header where no secret is configured', () => {
    const headers = { 'cloudfront-viewer-address': '198.51.100.7:443', 'x-origin-verify': '' };
    expect(cameThroughEdge(event(headers))).toBe(false);
    expect(clientAddress(event(headers))).toBe('192.0.2.55');
  });
});

describe('route() with an origin secret', () => {
  it('refuses a request without it with 403 {detail} and never calls the handler', async () => {
    config.ORIGIN_VERIFY_SECRET = SECRET;
    const fn = vi.fn(async () => ({ ok: true }));
    const handler = publicRoute({}, fn);
    const refused = await handler(event({}), context);
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body!)).toEqual({ detail: ORIGIN_REFUSED_MESSAGE });
    expect((await handler(event({ 'x-origin-verify': 'nope' }), context)).statusCode).toBe(403);
    expect(fn).not.toHaveBeenCalled();
    const served = await handler(event({ 'x-origin-verify': SECRET }), context);
    expect(served.statusCode).toBe(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
