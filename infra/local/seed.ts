import { DEMO_ACCOUNT, OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';

type SeedAccount = typeof DEMO_ACCOUNT | typeof OPERATOR_ACCOUNT;

/**
 * Creates a seeded account whose email needs no proof (sign-up mails a link first; docs/decisions.md): the
 * same service the confirmation link ends in. Returns its user id when it was created now.
 */
async function ensureAccount(account: SeedAccount): Promise<string | undefined> {
  const { findUserIdByEmail } = await import('../../functions/accounts/data/email-claims.js');
  if (await findUserIdByEmail(account.email)) return undefined;
  const { createAccount } = await import('../../functions/accounts/service/signup-service.js');
  const { user } = await createAccount({
    email: account.email,
    password: account.password,
    first_name: account.firstName,
    last_name: account.lastName,
    company: account.company,
    phone: undefined,
  });
  return user.id;
}

/**
 * The seeded operator's authenticator secret is fixed and printed at start, so its codes can be made
 * (any authenticator app, or the tests); data directories seeded before operators had one get it too.
 */
async function enrolOperatorAuthenticator(): Promise<void> {
  const { findUserIdByEmail } = await import('../../functions/accounts/data/email-claims.js');
  const { saveMfaEnrolled } = await import('../../functions/accounts/data/operator-mfa.js');
  const operatorId = await findUserIdByEmail(OPERATOR_ACCOUNT.email);
  if (operatorId) await saveMfaEnrolled(operatorId, OPERATOR_ACCOUNT.totpSecret);
}

/**
 * Seeds demo data through the public API (accounts through the sign-up service), so seeded data
 * passes the same validation and writes as real use. Idempotent: accounts that exist are left as
 * they are. Runs inside the runtime's process, after the handler environment is set.
 */
export async function seed(appUrl: string, log: (line: string) => void = () => undefined): Promise<void> {
  if (await ensureAccount(DEMO_ACCOUNT)) log(`seeded demo account ${DEMO_ACCOUNT.email}`);
  const operatorId = await ensureAccount(OPERATOR_ACCOUNT);
  if (operatorId) {
    const { grantOperator } = await import('../../functions/platform/data/users.js');
    await grantOperator(operatorId);
    log(`seeded platform operator ${OPERATOR_ACCOUNT.email}`);
  }
  await enrolOperatorAuthenticator();
  const { seedMarketing } = await import('./seed-marketing.js');
  await seedMarketing(appUrl, log);
  const { seedEstimates } = await import('./seed-estimates.js');
  await seedEstimates(appUrl, log);
  const { seedOperations } = await import('./seed-operations.js');
  await seedOperations(log);
  const { seedProjects } = await import('./seed-projects.js');
  await seedProjects(appUrl, log);
}
