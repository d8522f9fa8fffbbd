import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../shared/kernel/constants.js';
import { DEMO_LOGIN_OFF_MESSAGE, DEMO_READ_ONLY_MESSAGE } from '../../shared/kernel/schemas/public-config.js';
import { api } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// The demo login is offered only where a demo account exists. The local runtime seeds
// one (DEMO_LOGIN=on); on AWS it is off unless the operator's demoTenant flag makes it read-only. The
// off and read-only modes are driven here by invoking the real handlers against the local stand-ins.

useRuntimeEnvironment();
const { config } = await import('../../functions/platform/config.js');
const login = (await import('../../functions/accounts/api/auth/login.js')).handler;
const getConfig = (await import('../../functions/public-site/api/public/get-config.js')).handler;
const getProfile = (await import('../../functions/accounts/api/profile/get-profile.js')).handler;
const updateProfile = (await import('../../functions/accounts/api/profile/update-profile.js')).handler;

const context = { awsRequestId: 'demo-test', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

/** An API Gateway event as CloudFront forwards it (origin secret included). */
function event(routeKey: string, options: { body?: unknown; token?: string } = {}): APIGatewayProxyEventV2 {
  const base = JSON.parse(readFileSync('events/api-post-auth-login.json', 'utf8')) as APIGatewayProxyEventV2;
  const [method, path] = routeKey.split(' ');
  return {
    ...base,
    routeKey,
    rawPath: path,
    headers: {
      ...base.headers,
      'x-origin-verify': config.ORIGIN_VERIFY_SECRET!,
      'cloudfront-viewer-address': '203.0.113.150:443',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    requestContext: { ...base.requestContext, routeKey, http: { ...base.requestContext.http, method, path } },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  };
}

async function invoke(
  handler: typeof login,
  routeKey: string,
  options: { body?: unknown; token?: string } = {},
) {
  const result = await handler(event(routeKey, options), context);
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
}

const demoCredentials = { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };

afterEach(() => {
  config.DEMO_LOGIN = 'on';
});

describe('GET /api/public/config', () => {
  it('locally: the demo account exists and is not read-only', async () => {
    expect(await api('GET', '/api/public/config')).toMatchObject({
      status: 200,
      body: { demo_login: true, demo_read_only: false },
    });
  });

  it('follows DEMO_LOGIN: off on AWS by default, read-only with the demo tenant', async () => {
    config.DEMO_LOGIN = 'off';
    expect(await invoke(getConfig, 'GET /api/public/config')).toEqual({
      status: 200,
      body: { demo_login: false, demo_read_only: false },
    });
    config.DEMO_LOGIN = 'read-only';
    expect((await invoke(getConfig, 'GET /api/public/config')).body).toEqual({
      demo_login: true,
      demo_read_only: true,
    });
  });
});

describe('the demo sign-in (POST /api/auth/login with the demo account)', () => {
  it('works locally', async () => {
    const answer = await api('POST', '/api/auth/login', { body: demoCredentials });
    expect(answer.status).toBe(200);
  });

  it('is refused with 403 and a clear detail where the demo is off, even with the right password', async () => {
    config.DEMO_LOGIN = 'off';
    const refused = await invoke(login, 'POST /api/auth/login', { body: demoCredentials });
    expect(refused).toEqual({ status: 403, body: { detail: DEMO_LOGIN_OFF_MESSAGE } });
    const spelledOtherwise = await invoke(login, 'POST /api/auth/login', {
      body: { ...demoCredentials, email: DEMO_ACCOUNT.email.toUpperCase() },
    });
    expect(spelledOtherwise.status).toBe(403);
  });

  it('with the read-only demo tenant: signs in and reads, but every change is refused (403) and changes nothing', async () => {
    config.DEMO_LOGIN = 'read-only';
    const signedIn = await invoke(login, 'POST /api/auth/login', { body: demoCredentials });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token as string;
    const before = await invoke(getProfile, 'GET /api/profile/me', { token });
    expect(before.status).toBe(200);
    const change = await invoke(updateProfile, 'PUT /api/profile/me', {
      token,
      body: { first_name: 'Mallory', last_name: 'Changed' },
    });
    expect(change).toEqual({ status: 403, body: { detail: DEMO_READ_ONLY_MESSAGE } });
    expect((await invoke(getProfile, 'GET /api/profile/me', { token })).body).toEqual(before.body);
  });
});
