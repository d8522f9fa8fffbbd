import { DEMO_ACCOUNT, OPERATOR_ACCOUNT } from '../../shared/domain/constants.js';

type SeedAccount = typeof DEMO_ACCOUNT | typeof OPERATOR_ACCOUNT;

/** Signs an account up through the public API; returns its user id when it was created now. */
async function ensureAccount(appUrl: string, account: SeedAccount): Promise<string | undefined> {
  const response = await fetch(`${appUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
      company: account.company,
    }),
  });
  if (response.status === 409) return undefined;
  if (response.status !== 201)
    throw new Error(`Seeding ${account.email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/**
 * Seeds demo data through the public API, so seeded data passes the same validation and writes as
 * real use. Idempotent: accounts that exist (409) are left as they are. Runs inside the runtime's
 * process, after the handler environment is set.
 */
export async function seed(appUrl: string, log: (line: string) => void = () => undefined): Promise<void> {
  if (await ensureAccount(appUrl, DEMO_ACCOUNT)) log(`seeded demo account ${DEMO_ACCOUNT.email}`);
  const operatorId = await ensureAccount(appUrl, OPERATOR_ACCOUNT);
  if (operatorId) {
    const { grantOperator } = await import('../../functions/lib/data/users.js');
    await grantOperator(operatorId);
    log(`seeded platform operator ${OPERATOR_ACCOUNT.email}`);
  }
  const { seedMarketing } = await import('./seed-marketing.js');
  await seedMarketing(appUrl, log);
  const { seedEstimates } = await import('./seed-estimates.js');
  await seedEstimates(appUrl, log);
  const { seedOperations } = await import('./seed-operations.js');
  await seedOperations(log);
  const { seedProjects } = await import('./seed-projects.js');
  await seedProjects(appUrl, log);
}
