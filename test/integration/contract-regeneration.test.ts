import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { acceptedWithContract, signContract, waitForToken } from '../support/projects.js';

// A contract out for signing stays as sent (docs/decisions.md): POST /api/documents/regenerate/{id} is 409 while
// its signing link is open, and the write itself is conditional, so a link issued between the check and the
// write still leaves the contract the homeowner reviews unchanged.

useRuntimeEnvironment();
const { getContract } = await import('../../functions/documents/data/contracts.js');
const { saveDocumentRevision } = await import('../../functions/documents/data/document-revisions.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
});

describe('regenerating a contract while its signing link is open', () => {
  it('is 409 while the link is open; the link keeps opening the same contract and signs it', async () => {
    const sale = await acceptedWithContract(alice.token);
    const contract = () => getContract(alice.user.account_id, sale.estimate.id, sale.proposalId);
    const sent = await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, {
      token: alice.token,
    });
    expect(sent.status).toBe(200);
    const before = await contract();

    const refused = await api('POST', `/api/documents/regenerate/${sale.document.id}`, {
      token: alice.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'This document is out for signature; regenerate it once the request is signed, declined or expired',
    );
    expect(await contract()).toMatchObject({ s3Key: before!.s3Key, sha256: before!.sha256 });

    const token = await waitForToken(sale.email, 'sign');
    expect((await api('GET', `/api/signing/${token}`)).status).toBe(200);
    const signed = await signContract(token);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const after = await api('POST', `/api/documents/regenerate/${sale.document.id}`, { token: alice.token });
    expect(after.status).toBe(409);
    expect(after.body.detail).toBe('A signed document cannot be regenerated');
  });

  it('refuses the revision write itself once a link was issued after the check', async () => {
    const sale = await acceptedWithContract(alice.token);
    const read = await getContract(alice.user.account_id, sale.estimate.id, sale.proposalId);
    const source = {
      type: 'contract' as const,
      accountId: alice.user.account_id as string,
      estimateId: sale.estimate.id as string,
      proposalId: sale.proposalId,
    };
    const previous = { s3Key: read!.s3Key, sha256: read!.sha256, bytes: 1, createdAt: read!.createdAt };
    // Read before the link, written after it: the write must not land.
    const sent = await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, {
      token: alice.token,
    });
    expect(sent.status).toBe(200);
    const next = {
      s3Key: `${read!.s3Key}.v2`,
      sha256: 'f'.repeat(64),
      bytes: 1,
      createdAt: new Date().toISOString(),
    };
    expect(await saveDocumentRevision(source, previous, next)).toBe(false);
    expect(await getContract(source.accountId, source.estimateId, source.proposalId)).toMatchObject({
      s3Key: read!.s3Key,
      sha256: read!.sha256,
    });
  });

  it('without an open link regenerates as before (version 2)', async () => {
    const sale = await acceptedWithContract(alice.token);
    const regenerated = await api('POST', `/api/documents/regenerate/${sale.document.id}`, {
      token: alice.token,
    });
    expect(regenerated.status, JSON.stringify(regenerated.body)).toBe(200);
    expect(regenerated.body.version).toBe(2);
  });
});
