import { DEMO_ACCOUNT } from '../../shared/domain/constants.js';

// Sample estimates for the demo account, created through the API like a contractor would (the
// local Google simulator measures them). Only when the demo account has no estimates yet.

const SAMPLES = [
  {
    address: '1234 Example Ridge Dr, Carmel, IN 46032',
    first: 'Maria',
    last: 'Lopez',
    email: 'maria.lopez@example.com',
    phone: '(317) 555-0142',
    installInDays: 18,
  },
  {
    address: '418 Magnolia Court, Franklin, TN 37064',
    first: 'James',
    last: 'Whitfield',
    email: 'jwhitfield@example.com',
    phone: '(615) 555-0187',
    installInDays: null,
  },
  {
    address: '72 Aspen Hollow Lane, Littleton, CO 80120',
    first: 'Priya',
    last: 'Raman',
    email: 'priya.raman@example.com',
    phone: '(303) 555-0119',
    installInDays: 32,
  },
  {
    address: '905 Cedar Bluff Road, Cary, NC 27513',
    first: 'Daniel',
    last: "O'Connor",
    email: null,
    phone: '(919) 555-0164',
    installInDays: null,
  },
  {
    address: '2210 Prairie Wind Drive, Overland Park, KS 66213',
    first: 'Hannah',
    last: 'Brooks',
    email: 'hbrooks@example.com',
    phone: null,
    installInDays: 9,
  },
] as const;

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

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
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
  for (const sample of SAMPLES) {
    const created = await call(appUrl, 'POST', '/api/estimates', token, {
      address: sample.address,
      customer_first_name: sample.first,
      customer_last_name: sample.last,
      customer_email: sample.email,
      customer_phone: sample.phone,
      scheduled_install_date: sample.installInDays === null ? null : daysFromNow(sample.installInDays),
    });
    if (created.status !== 201)
      throw new Error(
        `Seeding estimate for ${sample.last} failed: ${created.status} ${JSON.stringify(created.json)}`,
      );
    if (sample.last === DISCOUNTED) discounted = created.json.id as string;
  }
  log(`seeded ${SAMPLES.length} sample estimates for ${DEMO_ACCOUNT.email}`);
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
