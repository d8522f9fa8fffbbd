import { describe, expect, inject, it } from 'vitest';
import { signaturesUpgradeMessage } from '../../shared/kernel/plans.js';
import { signUp } from '../support/api.js';
import { collectPageErrors, shot, signIn, useBrowser } from '../support/browser.js';
import { createEstimate } from '../support/estimates.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// On Starter (no digital signatures) the screens that request a signature say why and link Billing
// instead of offering buttons that would fail (docs/decisions.md "Signatures are an entitlement").

useRuntimeEnvironment();
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('signatures on a Starter plan, in Chromium', () => {
  it('the Documents page and an estimate show the reason and Upgrade instead of signature buttons', async () => {
    const account = await signUp({ company: 'Starter Roofing' });
    const estimate = await createEstimate(account.token);
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `ACCOUNT#${account.user.account_id as string}`, SK: 'ACCOUNT' },
        UpdateExpression: 'SET tier = :tier, subscriptionStatus = :active',
        ExpressionAttributeValues: { ':tier': 'starter', ':active': 'active' },
      }),
    );
    const errors: string[] = [];
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      collectPageErrors(page, errors);
      await signIn(page, account);
      await page.goto(`${baseUrl}/dashboard/documents`);
      await page.getByText(signaturesUpgradeMessage()).waitFor();
      expect(await page.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
        '/dashboard/billing?action=changePlan',
      );
      await shot(page, `documents-starter-${width}`);
      await page.goto(`${baseUrl}/dashboard/estimates/${estimate.id}`);
      await page.getByText(signaturesUpgradeMessage()).first().waitFor();
      expect(await page.getByRole('button', { name: 'Send for Signing' }).count()).toBe(0);
      await shot(page, `estimate-starter-${width}`);
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
