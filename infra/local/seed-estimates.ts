import { DEMO_ACCOUNT } from '../../shared/kernel/constants.js';
import { DEMO_ESTIMATES, demoInstallDate } from '../../shared/accounts/demo-samples.js';

// Sample estimates for the demo account, created through the API like a contractor would (the
// local Google simulator measures them). Only when the demo account has no estimates yet.

/** The sample that gets a discount once it is priced. */
const DISCOUNTED = 'Raman';

async function call(
  appUrl: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Creates the sample estimates of the demo account if it has none. */
export async function seedEstimates(appUrl: string, log: (line: string) => void): Promise<void> {
  const login = await call(appUrl, 'POST', '/api/auth/login', null, {
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  if (login.status !== 200) throw new Error(`Seeding estimates: demo sign-in failed (${login.status})`);
  const token = login.json.access_token as string;
  const existing = await call(appUrl, 'GET', '/api/estimates?limit=1', token);
  if ((existing.json.estimates as unknown[] | undefined)?.length) return;

  let discounted: string | undefined;
  for (const sample of DEMO_ESTIMATES) {
    const created = await call(appUrl, 'POST', '/api/estimates', token, {
      address: sample.address,
      customer_first_name: sample.first,
      customer_last_name: sample.last,
      customer_email: sample.email,
      customer_phone: sample.phone,
      scheduled_install_date: demoInstallDate(sample, new Date()),
    });
    if (created.status !== 201)
      throw new Error(
        `Seeding estimate for ${sample.last} failed: ${created.status} ${JSON.stringify(created.json)}`,
      );
    if (sample.last === DISCOUNTED) discounted = created.json.id as string;
  }
  log(`seeded ${DEMO_ESTIMATES.length} sample estimates for ${DEMO_ACCOUNT.email}`);
  if (!discounted) return;
  // The discount needs a price, which the measure-roof job adds within a second or two.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const estimate = await call(appUrl, 'GET', `/api/estimates/${discounted}`, token);
    if (estimate.json.measurement_status === 'measured') {
      await call(appUrl, 'POST', `/api/estimates/${discounted}/apply-discount`, token, {
        discount_percent: 10,
      });
      return;
    }
    if (estimate.json.measurement_status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
