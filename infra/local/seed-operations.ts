import { OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';

/**
 * Seeds the operators' notification address to the operator account, so new partner applications,
 * contact messages and GDPR requests show up in the local mail viewer. Only when none is set.
 */
export async function seedOperations(log: (line: string) => void = () => undefined): Promise<void> {
  const { getOperatorNotificationEmail, saveOperatorNotificationEmail } =
    await import('../../functions/public-site/data/operator-notifications.js');
  if (await getOperatorNotificationEmail()) return;
  await saveOperatorNotificationEmail(OPERATOR_ACCOUNT.email, { userId: 'seed', email: 'seed' });
  log(`seeded operator notifications to ${OPERATOR_ACCOUNT.email}`);
}
