import { describe, expect, it } from 'vitest';
import { signaturesUpgradeMessage } from '../../shared/kernel/plans.js';
import { api, signUp } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { acceptedWithContract, mailedTokens, waitForToken } from '../support/projects.js';
import { queuesDrained } from '../support/queues.js';

// Digital signatures are sold with Professional and Enterprise (docs/decisions.md "Signatures are an
// entitlement"): an active Starter account is refused every way of requesting one, and nothing changes.

useRuntimeEnvironment();
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

/** Makes an account a paying customer of a tier (as a presale sign-up is: active, no Stripe subscription). */
async function activeOn(accountId: string, tier: 'starter' | 'pro') {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' },
      UpdateExpression: 'SET tier = :tier, subscriptionStatus = :active',
      ExpressionAttributeValues: { ':tier': tier, ':active': 'active' },
    }),
  );
}

describe('digital signatures need a plan that includes them', () => {
  it('refuses a Starter account with 403 naming the plans, on every way of requesting a signature, changing nothing; Pro sends', async () => {
    const contractor = await signUp({ company: 'Starter Roofing' });
    // Accepted while on trial (trials may sign), with its contract in the library; then the account is Starter.
    const sale = await acceptedWithContract(contractor.token);
    await activeOn(contractor.user.account_id as string, 'starter');
    const me = await api('GET', '/api/subscriptions/me', { token: contractor.token });
    expect(me.body).toMatchObject({ tier: 'starter', signatures: false });

    const calls: [string, string][] = [
      ['POST', `/api/estimates/${sale.estimate.id}/send-for-signing`],
      ['POST', `/api/estimates/${sale.estimate.id}/in-person-signing`],
    ];
    for (const [method, path] of calls) {
      const refused = await api(method, path, { token: contractor.token });
      expect(refused.status, path).toBe(403);
      expect(refused.body.detail).toBe(signaturesUpgradeMessage());
      expect(refused.body.detail).toContain('Professional');
    }
    const document = await api('POST', `/api/documents/${sale.document.id}/send-for-signature`, {
      token: contractor.token,
      body: { signer_name: 'Maria Lopez', signer_email: sale.email },
    });
    expect(document.status).toBe(403);
    expect(document.body.detail).toBe(signaturesUpgradeMessage());

    // The homeowner's portal offers no signing and its signing-link call is refused without plan talk.
    const portal = await api('GET', `/api/customer-portal/proposal/${sale.proposalToken}`);
    expect(portal.body.contract).toMatchObject({ sign_now: false, stage: 'preparing' });
    const link = await api('POST', `/api/customer-portal/proposal/${sale.proposalToken}/signing-link`);
    expect(link.status).toBe(403);
    expect(link.body.detail).toBe('Your contractor will send you the contract to sign.');

    // Nothing changed: no signing link mailed, the document is not out for signature.
    await queuesDrained();
    expect(await mailedTokens(sale.email, 'sign')).toEqual([]);
    const stored = await api('GET', `/api/documents/${sale.document.id}`, { token: contractor.token });
    expect(stored.body.signature_status).toBeNull();

    // On Professional the same requests go through.
    await activeOn(contractor.user.account_id as string, 'pro');
    expect((await api('GET', '/api/subscriptions/me', { token: contractor.token })).body.signatures).toBe(
      true,
    );
    const sent = await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, {
      token: contractor.token,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await waitForToken(sale.email, 'sign')).toEqual(expect.any(String));
    const documentSent = await api('POST', `/api/documents/${sale.document.id}/send-for-signature`, {
      token: contractor.token,
      body: { signer_name: 'Maria Lopez', signer_email: sale.email },
    });
    expect(documentSent.status, JSON.stringify(documentSent.body)).toBe(200);
  });
});
