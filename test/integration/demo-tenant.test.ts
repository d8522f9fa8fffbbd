import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, TRIAL_DAYS } from '../../shared/kernel/constants.js';
import { DEMO_ESTIMATES } from '../../shared/accounts/demo-samples.js';
import { api, eventually, uniqueEmail } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';

useRuntimeEnvironment();
const { resetDemoTenant } = await import('../../functions/estimates/service/demo-tenant-service.js');
const { getAccount } = await import('../../functions/accounts/data/accounts.js');

const DAY_MS = 86_400_000;

/** A demo-like account of its own, so the shared demo account (seeded, used by other tests) stays as it is. */
function demoLike() {
  return { ...DEMO_ACCOUNT, email: uniqueEmail('demo-tenant') };
}

async function signIn(email: string, password: string): Promise<string> {
  const answer = await api('POST', '/api/auth/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

async function estimates(token: string) {
  const answer = await api('GET', '/api/estimates?limit=100', { token });
  expect(answer.status).toBe(200);
  return answer.body.estimates as { id: string; address: string; measurement_status: string }[];
}

describe('nightly reset of the read-only demo tenant (AWS, -c demoTenant=true)', () => {
  it('creates a missing demo account with its samples, measured by the usual queue, and a full trial', async () => {
    const demo = demoLike();
    const now = new Date();
    const reset = await resetDemoTenant(now, demo);
    expect(reset).toMatchObject({ accountCreated: true, samplesCreated: DEMO_ESTIMATES.length });
    expect(Date.parse(reset.trialEndsAt) - now.getTime()).toBe(TRIAL_DAYS * DAY_MS);

    const token = await signIn(demo.email, demo.password);
    const me = await api('GET', '/api/auth/me', { token });
    expect(me.body.company).toBe(demo.company);
    const listed = await eventually(async () => {
      const found = await estimates(token);
      return found.every((estimate) => estimate.measurement_status === 'measured') && found;
    });
    expect(listed.map((estimate) => estimate.address).sort()).toEqual(
      DEMO_ESTIMATES.map((sample) => sample.address).sort(),
    );
  });

  it('a later run moves the trial end on, puts back only what is missing, and duplicates nothing', async () => {
    const demo = demoLike();
    const today = new Date();
    const first = await resetDemoTenant(today, demo);
    const token = await signIn(demo.email, demo.password);
    const [gone] = await estimates(token);
    expect((await api('DELETE', `/api/estimates/${gone!.id}`, { token })).status).toBe(204);

    const tomorrow = new Date(today.getTime() + DAY_MS);
    const again = await resetDemoTenant(tomorrow, demo);
    expect(again).toMatchObject({ accountCreated: false, samplesCreated: 1 });
    expect(Date.parse(again.trialEndsAt)).toBe(Date.parse(first.trialEndsAt) + DAY_MS);
    const addresses = (await estimates(token)).map((estimate) => estimate.address);
    expect(addresses.sort()).toEqual(DEMO_ESTIMATES.map((sample) => sample.address).sort());

    const me = await api('GET', '/api/auth/me', { token });
    const account = await getAccount(me.body.account_id as string);
    expect(account?.trialEndsAt).toBe(again.trialEndsAt);
    expect((await resetDemoTenant(tomorrow, demo)).samplesCreated).toBe(0);
  });

  it('puts back the printed password if it was changed', async () => {
    const demo = demoLike();
    await resetDemoTenant(new Date(), demo);
    const token = await signIn(demo.email, demo.password);
    const changed = await api('POST', '/api/auth/change-password', {
      token,
      body: { current_password: demo.password, new_password: 'Changed-Ridge-2027' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await api('POST', '/api/auth/login', { body: { email: demo.email, password: demo.password } })).status,
    ).toBe(401);
    await resetDemoTenant(new Date(), demo);
    await signIn(demo.email, demo.password);
  });
});
