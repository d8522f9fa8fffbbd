import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext } from '../../support/lambda-event.js';
import { ORIGIN_REFUSED_MESSAGE } from '../../../shared/kernel/edge.js';

// On AWS the functions hold only the origin secret's ARN and read the value
// once per cold start through the Parameters and Secrets extension; the check fails closed (500)
// when it cannot be read. Each test loads fresh modules: the secret is cached at module scope.

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:WebOriginSecret-AbCdEf';
const SECRET = 'origin-secret-from-secrets-manager-0123';
const ENV_NAMES = ['STAGE', 'ORIGIN_VERIFY_SECRET_ARN', 'ORIGIN_VERIFY_SECRET', 'AWS_SESSION_TOKEN'];
const context = lambdaContext();

function event(headers: Record<string, string>): APIGatewayProxyEventV2 {
  return httpEvent({ headers, requestContext: { http: { sourceIp: '192.0.2.55' } } as never });
}

/** route() and clientAddress() over a fresh config read from `env`. */
async function fresh(env: Record<string, string>) {
  vi.resetModules();
  for (const name of ENV_NAMES) delete process.env[name];
  Object.assign(process.env, env);
  const { publicRoute } = await import('../../../functions/platform/route.js');
  const { clientAddress } = await import('../../../functions/platform/client-address.js');
  const fn = vi.fn(async () => ({ address: 'unset' }));
  const handler = publicRoute({}, async (input) => {
    await fn();
    return { address: clientAddress(input.event) };
  });
  const call = async (headers: Record<string, string>) => {
    const result = await handler(event(headers), context);
    return { status: result.statusCode, body: JSON.parse(result.body!) as Record<string, unknown> };
  };
  return { call, fn, clientAddress };
}

const extensionAnswer = () => Response.json({ SecretString: SECRET });
const viaEdge = { 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '198.51.100.7:443' };

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ENV_NAMES) delete process.env[name];
  process.env.STAGE = 'local';
});

describe('the origin secret on AWS', () => {
  it('is read once per cold start through the extension (ARN only, session token), then checked on every request', async () => {
    const fetch = vi.fn(async () => extensionAnswer());
    vi.stubGlobal('fetch', fetch);
    const { call, fn } = await fresh({
      STAGE: 'aws',
      ORIGIN_VERIFY_SECRET_ARN: ARN,
      AWS_SESSION_TOKEN: 'session-1',
    });
    const answers = await Promise.all([
      call(viaEdge),
      call(viaEdge),
      call({}),
      call({ 'x-origin-verify': 'x' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 403, 403]);
    expect(answers[2].body).toEqual({ detail: ORIGIN_REFUSED_MESSAGE });
    // CloudFront's viewer address is trusted on a request that carried the secret.
    expect(answers[0].body).toEqual({ address: '198.51.100.7' });
    expect(await call(viaEdge)).toMatchObject({ status: 200 });
    expect(fn).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`http://localhost:2773/secretsmanager/get?secretId=${encodeURIComponent(ARN)}`);
    expect(init.headers).toEqual({ 'X-Aws-Parameters-Secrets-Token': 'session-1' });
  });

  it('fails closed with a 500 while the secret cannot be read, runs nothing, and reads again on the next request', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('not ready', { status: 400 }))
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(Response.json({ SecretString: '' }))
      .mockResolvedValue(extensionAnswer());
    vi.stubGlobal('fetch', fetch);
    const { call, fn } = await fresh({ STAGE: 'aws', ORIGIN_VERIFY_SECRET_ARN: ARN });
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await call(viaEdge);
      expect(failed.status).toBe(500);
      expect(failed.body.detail).not.toContain(SECRET);
    }
    expect(fn).not.toHaveBeenCalled();
    expect(await call(viaEdge)).toMatchObject({ status: 200 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('without the ARN every request is a 500: a value in the environment is not taken on AWS', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { call, fn } = await fresh({ STAGE: 'aws', ORIGIN_VERIFY_SECRET: SECRET });
    expect((await call(viaEdge)).status).toBe(500);
    expect(fn).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clientAddress distrusts the viewer header until the secret has been read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => extensionAnswer()),
    );
    const { clientAddress, call } = await fresh({ STAGE: 'aws', ORIGIN_VERIFY_SECRET_ARN: ARN });
    expect(clientAddress(event(viaEdge))).toBe('192.0.2.55');
    await call(viaEdge);
    expect(clientAddress(event(viaEdge))).toBe('198.51.100.7');
  });
});

describe('the origin secret locally', () => {
  it('comes from the environment the runtime set, without any request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { call } = await fresh({ STAGE: 'local', ORIGIN_VERIFY_SECRET: SECRET });
    expect((await call(viaEdge)).status).toBe(200);
    expect((await call({})).status).toBe(403);
    expect(fetch).not.toHaveBeenCalled();
  });
});
