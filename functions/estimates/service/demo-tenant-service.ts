import { DEMO_ACCOUNT, TRIAL_DAYS } from '@shared/kernel/constants.js';
import { DEMO_ESTIMATES, demoInstallDate } from '@shared/accounts/demo-samples.js';
import { permissionsOf } from '@shared/kernel/permissions.js';
import { createEstimateRequest } from '@shared/estimates/schemas/estimates.js';
import { saveTrialEnd, findUserIdByEmail, createAccount, setPassword } from '../../accounts/index.js';
import { listEstimates } from '../data/estimate-list.js';
import { getUser } from '../../platform/data/users.js';
import { everyPage } from '../../platform/data/cursor.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { createEstimateFor } from './estimates-service.js';
import { addDays } from '@shared/kernel/time.js';

// The read-only demo tenant on AWS (docs/decisions.md; `-c demoTenant=true`): visitors sign in with the
// password printed on the sign-in page and can change nothing, so "reset" means putting back what
// time or an operator took away: the account itself, its printed password, a trial that never runs
// out, and the samples.

/** What one nightly reset did. */
export interface DemoTenantReset {
  accountCreated: boolean;
  trialEndsAt: string;
  samplesCreated: number;
}

/** The account a reset looks after: the demo account, or (in tests) one like it. */
export type DemoAccount = { [K in 'email' | 'password' | 'firstName' | 'lastName' | 'company']: string };

/**
 * The nightly job: creates the demo account if it is missing (else sets its printed password again),
 * moves its trial end to a full trial from now, and creates each sample estimate whose address it lacks (measured by the usual queue).
 * Idempotent; two runs at once may each create a missing sample, which the next run leaves as is.
 */
export async function resetDemoTenant(
  now = new Date(),
  demo: DemoAccount = DEMO_ACCOUNT,
): Promise<DemoTenantReset> {
  const existingId = await findUserIdByEmail(demo.email);
  const userId =
    existingId ??
    (
      await createAccount(
        {
          email: demo.email,
          password: demo.password,
          first_name: demo.firstName,
          last_name: demo.lastName,
          company: demo.company,
          phone: undefined,
        },
        now,
      )
    ).user.id;
  if (existingId) await setPassword(demo.email, demo.password);
  const user = await getUser(userId);
  if (!user) throw new Error(`The demo account's user ${userId} is missing`);
  const trialEndsAt = addDays(now, TRIAL_DAYS).toISOString();
  if (!(await saveTrialEnd(user.accountId, trialEndsAt)))
    throw new Error('The demo account is no longer on a trial; an operator changed it');

  const caller: Caller = {
    userId: user.userId,
    accountId: user.accountId,
    user,
    permissions: permissionsOf({ role: user.role, isOperator: false }),
  };
  const present = await addressesOf(user.accountId);
  let samplesCreated = 0;
  for (const sample of DEMO_ESTIMATES) {
    if (present.has(sample.address)) continue;
    await createEstimateFor(
      caller,
      createEstimateRequest.parse({
        address: sample.address,
        customer_first_name: sample.first,
        customer_last_name: sample.last,
        customer_email: sample.email,
        customer_phone: sample.phone,
        scheduled_install_date: demoInstallDate(sample, now),
      }),
    );
    samplesCreated += 1;
  }
  return { accountCreated: !existingId, trialEndsAt, samplesCreated };
}

/** Every estimate address of an account (a demo account has a handful). */
async function addressesOf(accountId: string): Promise<Set<string>> {
  const addresses = new Set<string>();
  for await (const items of everyPage((cursor) => listEstimates(accountId, { limit: 100, cursor })))
    for (const item of items) addresses.add(item.address);
  return addresses;
}
