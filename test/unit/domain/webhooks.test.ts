import { describe, expect, it } from 'vitest';
import { retryDelaySeconds, MAX_ATTEMPTS } from '../../../shared/integrations/delivery.js';
import { endpointUrlProblem, isNonPublicAddress } from '../../../shared/integrations/endpoint-url.js';
import { signatureHeader, verifySignature } from '../../../shared/integrations/signing.js';

// Outbound webhooks (docs/webhooks.md): the signature receivers check, and where an endpoint may point.

// The worked example of docs/webhooks.md#signature: receivers can check their code against it.
const SECRET = 'whsec_ridgeline_docs_example';
const TIMESTAMP = 1795293600;
const BODY = '{"id":"evt_01JDX3M7Q8R2S4T6V8W0Y2Z4A6","type":"proposal.accepted"}';
const HEADER = 't=1795293600,v1=6c636768c0fc3327a4d1ac0243eb7c7e82fa99d714de86876b79cbab35304696';
const AT = new Date(TIMESTAMP * 1000);

describe('the webhook signature', () => {
  it('of the documented example is exactly the documented header', async () => {
    expect(await signatureHeader(SECRET, TIMESTAMP, BODY)).toBe(HEADER);
  });

  it('verifies with the secret, the raw body and a fresh timestamp', async () => {
    expect(await verifySignature(HEADER, BODY, SECRET, { now: new Date(AT.getTime() + 60_000) })).toBe('ok');
  });

  it('is refused with another secret', async () => {
    expect(await verifySignature(HEADER, BODY, 'whsec_someone_else', { now: AT })).toBe('mismatch');
  });

  it('is refused for a tampered body, even one byte or re-serialised JSON', async () => {
    expect(await verifySignature(HEADER, BODY.replace('accepted', 'acceptee'), SECRET, { now: AT })).toBe(
      'mismatch',
    );
    expect(
      await verifySignature(HEADER, JSON.stringify(JSON.parse(BODY), null, 1), SECRET, { now: AT }),
    ).toBe('mismatch');
  });

  it('is refused once its timestamp is older than the tolerance (a replay)', async () => {
    const later = new Date(AT.getTime() + 301_000);
    expect(await verifySignature(HEADER, BODY, SECRET, { now: later })).toBe('stale');
    expect(await verifySignature(HEADER, BODY, SECRET, { now: later, toleranceSeconds: 600 })).toBe('ok');
  });

  it('is refused when the header is not ours', async () => {
    expect(await verifySignature('v1=abc', BODY, SECRET, { now: AT })).toBe('malformed');
    expect(await verifySignature(`t=${TIMESTAMP}`, BODY, SECRET, { now: AT })).toBe('malformed');
  });

  it('accepts any of several v1 values, so a receiver can hold two secrets while rotating', async () => {
    const other = (await signatureHeader('whsec_other', TIMESTAMP, BODY)).split(',')[1];
    expect(await verifySignature(`${HEADER},${other}`, BODY, 'whsec_other', { now: AT })).toBe('ok');
  });
});

describe('a webhook endpoint URL', () => {
  const aws = { local: false };
  const local = { local: true };

  it('must be https to a public host on AWS', () => {
    expect(endpointUrlProblem('https://hooks.example.com/ridgeline', aws)).toBeUndefined();
    expect(endpointUrlProblem('http://hooks.example.com/ridgeline', aws)).toMatch(/https/);
    expect(endpointUrlProblem('ftp://hooks.example.com/', aws)).toMatch(/https/);
    expect(endpointUrlProblem('not a url', aws)).toMatch(/full URL/);
    expect(endpointUrlProblem('https://user:pw@hooks.example.com/', aws)).toMatch(/password/);
  });

  it('never points at loopback, private, link-local or metadata addresses on AWS', () => {
    for (const url of [
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.0.0.8/hook',
      'https://172.20.1.1/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00:ec2::254]/hook',
      'https://[::ffff:169.254.169.254]/hook',
      'https://metadata.google.internal/computeMetadata',
      'https://intranet/hook',
    ])
      expect(endpointUrlProblem(url, aws), url).toBeDefined();
  });

  it('may be http to localhost or 127.0.0.1 in the local runtime only', () => {
    expect(endpointUrlProblem('http://localhost:4000/hook', local)).toBeUndefined();
    expect(endpointUrlProblem('http://127.0.0.1:4000/hook', local)).toBeUndefined();
    expect(endpointUrlProblem('http://127.0.0.1:4000/hook', aws)).toBeDefined();
    expect(endpointUrlProblem('http://hooks.example.com/', local)).toMatch(/https/);
    expect(endpointUrlProblem('https://169.254.169.254/', local)).toBeDefined();
  });

  it('tells public from non-public addresses as DNS answers them', () => {
    expect(isNonPublicAddress('93.184.216.34')).toBe(false);
    expect(isNonPublicAddress('2606:4700::6810:85e5')).toBe(false);
    expect(isNonPublicAddress('169.254.169.254')).toBe(true);
    expect(isNonPublicAddress('100.64.0.1')).toBe(true);
    expect(isNonPublicAddress('fe80::1')).toBe(true);
  });
});

describe('the retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h and 6 h, then gives up after six attempts', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelaySeconds(attempt))).toEqual([
      60,
      300,
      1800,
      7200,
      21_600,
      undefined,
    ]);
    expect(MAX_ATTEMPTS).toBe(6);
  });
});
