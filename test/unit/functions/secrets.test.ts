import { afterEach, describe, expect, it, vi } from 'vitest';

// secrets.ts caches at module scope (once per cold start): each test imports a fresh copy.
async function freshSecrets(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return import('../../../functions/platform/secrets.js');
}

const ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:ApiKeys-AbCdEf';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['API_KEYS_SECRET_ARN', 'STRIPE_SECRET_KEY', 'GOOGLE_MAPS_API_KEY', 'AWS_SESSION_TOKEN'])
    delete process.env[name];
});

describe('secretValue', () => {
  it('locally reads the keys from the environment, without any request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { secretValue } = await freshSecrets({ STRIPE_SECRET_KEY: 'sk_local', GOOGLE_MAPS_API_KEY: '' });
    expect(await secretValue('STRIPE_SECRET_KEY')).toBe('sk_local');
    expect(await secretValue('GOOGLE_MAPS_API_KEY')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on AWS reads the secret once per cold start through the extension, with the session token', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        SecretString: JSON.stringify({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: '' }),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { secretValue } = await freshSecrets({
      API_KEYS_SECRET_ARN: ARN,
      AWS_SESSION_TOKEN: 'session-1',
      // An env value must never win over the secret on AWS.
      STRIPE_SECRET_KEY: 'sk_from_env',
    });
    const [key, webhook, google] = await Promise.all([
      secretValue('STRIPE_SECRET_KEY'),
      secretValue('STRIPE_WEBHOOK_SECRET'),
      secretValue('GOOGLE_MAPS_API_KEY'),
    ]);
    expect(await secretValue('STRIPE_SECRET_KEY')).toBe('sk_live_x');
    expect([key, webhook, google]).toEqual(['sk_live_x', undefined, undefined]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`http://localhost:2773/secretsmanager/get?secretId=${encodeURIComponent(ARN)}`);
    expect(init.headers).toEqual({ 'X-Aws-Parameters-Secrets-Token': 'session-1' });
  });

  it('does not cache a failed read: the next call tries again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('not ready', { status: 400 }))
      .mockResolvedValueOnce(Response.json({ SecretString: '{"GOOGLE_MAPS_API_KEY":"g-1"}' }));
    vi.stubGlobal('fetch', fetch);
    const { secretValue } = await freshSecrets({ API_KEYS_SECRET_ARN: ARN });
    await expect(secretValue('GOOGLE_MAPS_API_KEY')).rejects.toThrow('HTTP 400');
    expect(await secretValue('GOOGLE_MAPS_API_KEY')).toBe('g-1');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

// The extension answers only in Lambda's invoke phase: a key read at import (init) would fail there.
describe('keys are read on first use, never at import', () => {
  const keysFetch = () =>
    vi.fn(async () =>
      Response.json({
        SecretString: JSON.stringify({ STRIPE_SECRET_KEY: 'sk_test_x', GOOGLE_MAPS_API_KEY: 'g-key' }),
      }),
    );

  it('importing the Stripe client and the Google caller asks the extension nothing', async () => {
    const fetch = keysFetch();
    vi.stubGlobal('fetch', fetch);
    await freshSecrets({ API_KEYS_SECRET_ARN: ARN });
    await import('../../../functions/platform/clients/stripe.js');
    await import('../../../functions/estimates/google/http.js');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('the Stripe client is made once, on first use, and a failed read is tried again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('not ready', { status: 400 }))
      .mockImplementation(keysFetch());
    vi.stubGlobal('fetch', fetch);
    await freshSecrets({ API_KEYS_SECRET_ARN: ARN });
    const { stripeClient } = await import('../../../functions/platform/clients/stripe.js');
    await expect(stripeClient()).rejects.toThrow(/HTTP 400/);
    const [first, second] = await Promise.all([stripeClient(), stripeClient()]);
    expect(first).toBe(second);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('the Google key goes on the request, read through the extension when first needed', async () => {
    const fetch = keysFetch();
    vi.stubGlobal('fetch', fetch);
    await freshSecrets({ API_KEYS_SECRET_ARN: ARN, GOOGLE_API_BASE_URL: 'http://127.0.0.1:9' });
    const { googleGet, googleUrl } = await import('../../../functions/estimates/google/http.js');
    fetch.mockImplementationOnce(keysFetch()).mockImplementationOnce(async () => Response.json({ ok: true }));
    await googleGet(googleUrl('geocoding', '/maps/api/geocode/json', { address: '1 Main St' }));
    const requested = String((fetch.mock.calls.at(-1) as unknown[] | undefined)?.[0]);
    expect(new URL(requested).searchParams.get('key')).toBe('g-key');
    expect(new URL(requested).searchParams.get('address')).toBe('1 Main St');
  });
});
