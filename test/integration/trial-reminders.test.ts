import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';
import { queuesDrained } from '../support/queues.js';

useRuntimeEnvironment();
const { GetCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { sendTrialReminders } = await import('../../functions/billing/service/trial-reminders-service.js');

const DAY_MS = 86_400_000;
const SUBJECT = 'Your Ridgeline trial ends in 3 days';
let operator: string;
let counter = 0;

/** An extended-trial coupon: the 14-day trial plus `extraDays` (odd lengths keep other tests' trials out). */
async function trialCoupon(extraDays: number): Promise<string> {
  counter += 1;
  const code = `TRIAL${Date.now().toString(36).toUpperCase()}${counter}`;
  const answer = await api('POST', '/api/coupons/', {
    token: operator,
    body: {
      code,
      coupon_type: 'extended_trial',
      trial_days: extraDays,
      grants_beta_access: false,
      max_uses_per_user: 1,
    },
  });
  expect(answer.status).toBe(201);
  return code;
}

async function account(accountId: string) {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: { PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' } }),
  );
  return Item!;
}

async function remindersTo(email: string) {
  return (await sentMails()).filter((mail) => mail.to.includes(email) && mail.subject === SUBJECT);
}

beforeAll(async () => {
  operator = await operatorToken();
});

describe('daily trial-ending job', () => {
  it('mails each trial ending within 3 days once, even run twice in parallel and again, never a converted one', async () => {
    const soon = await signUp({ coupon: await trialCoupon(33) }); // 47-day trial
    const later = await signUp({ coupon: await trialCoupon(37) }); // 51-day trial
    const converted = await signUp({ coupon: await trialCoupon(33) });
    // An admin invited but not yet in (no password set) has no account to look after: not mailed.
    const invitedAdmin = uniqueEmail();
    const invite = await api('POST', '/api/team/members', {
      token: soon.token,
      body: { first_name: 'Casey', last_name: 'Morgan', email: invitedAdmin, role: 'admin' },
    });
    expect(invite.status).toBe(201);
    const soonAccount = await account(soon.user.account_id);
    // Sign-up with a coupon indexes the trial by its (extended) end day: the job Queries, never Scans.
    expect(soonAccount.GSI1PK).toBe(`TRIALS_ENDING#${String(soonAccount.trialEndsAt).slice(0, 10)}`);
    const trialEnd = Date.parse(soonAccount.trialEndsAt);
    expect(Math.round((trialEnd - Date.parse(soonAccount.createdAt)) / DAY_MS)).toBe(47);
    // Subscribed from the trial: the webhook sync sets the Stripe state and the status.
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `ACCOUNT#${converted.user.account_id}`, SK: 'ACCOUNT' },
        UpdateExpression: 'SET subscriptionStatus = :active, billing = :billing',
        ExpressionAttributeValues: {
          ':active': 'active',
          ':billing': { subscriptionId: 'sub_test', status: 'active', tier: 'pro' },
        },
      }),
    );

    const at = new Date(trialEnd - 2 * DAY_MS);
    const runs = await Promise.all([sendTrialReminders(at), sendTrialReminders(at)]);
    expect(runs[0].checked).toBeGreaterThanOrEqual(2);
    await sendTrialReminders(new Date(trialEnd - DAY_MS));

    const mails = await eventually(async () => {
      const found = await remindersTo(soon.email);
      return found.length > 0 && found;
    });
    expect(mails[0].text).toContain('/dashboard/billing');
    // Every queued mail has been sent before counting.
    await queuesDrained();
    expect(await remindersTo(soon.email)).toHaveLength(1);
    expect(await remindersTo(later.email)).toHaveLength(0);
    expect(await remindersTo(converted.email)).toHaveLength(0);
    expect(await remindersTo(invitedAdmin)).toHaveLength(0);

    // Two days on, the 51-day trial is within 3 days: it is mailed then, the first one still only once.
    await sendTrialReminders(new Date(trialEnd + 2 * DAY_MS));
    await eventually(async () => (await remindersTo(later.email)).length === 1);
    expect(await remindersTo(soon.email)).toHaveLength(1);
  });

  it('runs on demand in the local runtime (POST /__jobs/trial-reminders)', async () => {
    const answer = await fetch(`${inject('baseUrl').replace(/\/$/, '')}/__jobs/trial-reminders`, {
      method: 'POST',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ checked: expect.any(Number), reminded: expect.any(Number) });
    const unknown = await fetch(`${inject('baseUrl').replace(/\/$/, '')}/__jobs/nope`, { method: 'POST' });
    expect(unknown.status).not.toBe(200);
  });
});
