import { DEMO_ACCOUNT } from '../../shared/domain/constants.js';

/**
 * Seeds demo data through the public API, so seeded data passes the same validation and writes as
 * real use. Idempotent: an existing demo account (409) is left as it is.
 */
export async function seed(appUrl: string, log: (line: string) => void = () => undefined): Promise<void> {
  const response = await fetch(`${appUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      first_name: DEMO_ACCOUNT.firstName,
      last_name: DEMO_ACCOUNT.lastName,
      company: DEMO_ACCOUNT.company,
    }),
  });
  if (response.status === 201) log(`seeded demo account ${DEMO_ACCOUNT.email}`);
  else if (response.status !== 409) throw new Error(`Seeding the demo account failed: ${response.status} ${await response.text()}`);
}
