import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORIGIN_REFUSED_MESSAGE } from '../../shared/kernel/edge.js';
import { uniqueEmail } from '../support/api.js';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process.js';

// The client address cannot be forged. The API answers only requests that carry
// CloudFront's origin secret, and trusts `cloudfront-viewer-address` only on those. The local runtime's
// app port is the CloudFront stand-in; its origin port is API Gateway reached around it.

const PUBLIC_FORM_LIMIT = 10;

async function call(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

/** A contact form a bot filled in (honeypot set): counted against the client's limit, nothing stored. */
function contactForm() {
  return {
    firstName: 'Jo',
    lastName: 'Reed',
    email: uniqueEmail('forged'),
    city: 'Austin',
    phone: '512-555-0100',
    reason: 'pricing_information',
    comments: 'How much?',
    homepage: 'https://spam.example',
  };
}

/** Posts the contact form PUBLIC_FORM_LIMIT + 1 times, each with a different forged viewer address. */
async function forgedContactRun(baseUrl: string, run: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 1; n <= PUBLIC_FORM_LIMIT + 1; n++) {
    const forged = { 'cloudfront-viewer-address': `198.51.${run}.${n}:443` };
    statuses.push((await call(baseUrl, 'POST', '/api/contact/submit', forged, contactForm())).status);
  }
  return statuses;
}

describe('the API Gateway origin, reached around CloudFront (no origin secret)', () => {
  it('refuses every route with 403 and a clear detail, a guessed secret too, before any route runs', async () => {
    const origin = inject('originUrl');
    const health = await call(origin, 'GET', '/api/health');
    expect(health).toEqual({ status: 403, body: { detail: ORIGIN_REFUSED_MESSAGE } });
    const guessed = await call(origin, 'GET', '/api/health', { 'x-origin-verify': 'guess' });
    expect(guessed.status).toBe(403);
    const login = await call(
      origin,
      'POST',
      '/api/auth/login',
      {},
      { email: 'a@example.com', password: 'x' },
    );
    expect(login).toEqual({ status: 403, body: { detail: ORIGIN_REFUSED_MESSAGE } });
    // The same call through the CloudFront stand-in is answered by the route itself.
    expect((await call(inject('baseUrl'), 'GET', '/api/health')).status).toBe(200);
  });
});

describe('through CloudFront with the viewer address from the socket (RIDGELINE_VIEWER_ADDRESS=socket)', () => {
  let edge: RuntimeProcess;
  beforeAll(async () => {
    edge = await startRuntimeProcess({ name: 'edge', checkResponses: true, viewerAddress: 'socket' });
  });
  afterAll(async () => {
    await edge?.stop();
  });

  it('a forged cloudfront-viewer-address no longer resets the contact form limit (429 on the 11th)', async () => {
    const statuses = await forgedContactRun(edge.url, 1);
    expect(statuses.slice(0, PUBLIC_FORM_LIMIT).every((status) => status === 201)).toBe(true);
    expect(statuses[PUBLIC_FORM_LIMIT]).toBe(429);
    // A forged origin secret does not help either: CloudFront overwrites the client's copy.
    const withSecret = await call(
      edge.url,
      'POST',
      '/api/contact/submit',
      { 'x-origin-verify': 'forged', 'cloudfront-viewer-address': '203.0.113.99:443' },
      contactForm(),
    );
    expect(withSecret.status).toBe(429);
    expect(typeof withSecret.body?.detail).toBe('string');
  });

  it('the origin of that runtime refuses too', async () => {
    expect((await call(edge.originUrl, 'GET', '/api/health')).status).toBe(403);
  });
});

describe('the test runtime (RIDGELINE_VIEWER_ADDRESS=client-header)', () => {
  it('takes a test’s header as what CloudFront saw, so the same run spreads over 11 clients', async () => {
    const statuses = await forgedContactRun(inject('baseUrl'), 2);
    expect(statuses.every((status) => status === 201)).toBe(true);
  });
});
