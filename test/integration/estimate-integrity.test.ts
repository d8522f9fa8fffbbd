import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { measuredEstimate } from '../support/estimates.js';
import { pdfText } from '../support/pdf-text.js';
import { signaturePng } from '../support/png.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { queuesDrained } from '../support/queues.js';

// Money and document integrity, through the local gateway and the real stand-ins.

useRuntimeEnvironment();
const { getProposal, putProposal } = await import('../../functions/documents/data/proposals.js');
const { getEstimate } = await import('../../functions/estimates/data/estimates.js');
const { newSecureToken } = await import('../../functions/platform/secure-token.js');
const { ACCEPTED_ESTIMATE_MESSAGES } = await import('../../functions/estimates/service/estimate-access.js');
const { measureAddress, PROVIDER_FAILURES_PER_ADDRESS } =
  await import('../../functions/estimates/service/measurement-service.js');
const { PROVIDER_MESSAGES } = await import('../../functions/estimates/google/provider-error.js');
const { PROPOSAL_MESSAGES } = await import('../../shared/documents/proposals.js');
const { getSigningLink } = await import('../../functions/documents/data/contracts.js');
const { hashToken } = await import('../../functions/platform/secure-token.js');
const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { partitions } = await import('../../functions/platform/data/keys.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let owner: Account;

beforeAll(async () => {
  owner = await signUp({ first_name: 'Ivy', company: 'Integrity Roofing' });
});

async function proposalToken(email: string): Promise<string> {
  return eventually(async () => {
    const mail = (await sentMails()).find((m) => m.to.includes(email) && /\/proposal\//.test(m.text));
    return mail?.text.match(/\/proposal\/([A-Za-z0-9_-]{43})/)?.[1];
  });
}

/** A measured estimate with one proposal sent; returns the homeowner's token and the proposal id. */
async function sentProposal() {
  const estimate = await measuredEstimate(owner.token);
  const email = uniqueEmail('homeowner');
  const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
    token: owner.token,
    body: { estimate_id: estimate.id, customer_email: email, customer_name: 'Maria Lopez' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { estimate, token: await proposalToken(email), proposalId: sent.body.proposal.id as string };
}

/**
 * A second open proposal of the same estimate, as two sends racing each other can leave behind
 * (written straight to the table: the API withdraws older ones when the race is not that close).
 */
async function secondOpenProposal(proposalId: string) {
  const first = (await getProposal(owner.user.account_id, proposalId))!;
  const { token, hash } = newSecureToken();
  const proposalIdB = `${first.proposalId.slice(0, 20)}RACE${String(Date.now() % 100).padStart(2, '0')}`;
  await putProposal({ ...first, proposalId: proposalIdB, tokenHash: hash, humanNumber: undefined });
  return { token, proposalId: proposalIdB };
}

const accept = (token: string) =>
  api('POST', `/api/customer-portal/proposal/${token}/action`, { body: { action: 'accept', notes: null } });

describe('an accepted estimate cannot change (PUT /api/estimates/{id}, POST /api/estimates/{id}/reprice, POST /api/estimates/{id}/retry-measurement)', () => {
  it('edit, re-measure, re-price and retry are refused with 409 and a clear detail, and nothing changes', async () => {
    const { estimate, token } = await sentProposal();
    expect((await accept(token)).status).toBe(200);
    const before = (await api('GET', `/api/estimates/${estimate.id}`, { token: owner.token })).body;
    expect(before.accepted).toBe(true);
    const edit = {
      address: before.address,
      customer_first_name: 'Changed',
      customer_last_name: before.customer_last_name,
      customer_email: before.customer_email,
      customer_phone: before.customer_phone,
      scheduled_install_date: before.scheduled_install_date,
      roof_material: 'metal_roofing',
      version: before.version,
    };
    const edited = await api('PUT', `/api/estimates/${estimate.id}`, { token: owner.token, body: edit });
    expect(edited).toMatchObject({ status: 409, body: { detail: ACCEPTED_ESTIMATE_MESSAGES.edit } });
    const remeasured = await api('PUT', `/api/estimates/${estimate.id}`, {
      token: owner.token,
      body: { ...edit, customer_first_name: before.customer_first_name, remeasure: true },
    });
    expect(remeasured).toMatchObject({ status: 409, body: { detail: ACCEPTED_ESTIMATE_MESSAGES.edit } });
    const repriced = await api('POST', `/api/estimates/${estimate.id}/reprice`, { token: owner.token });
    expect(repriced).toMatchObject({ status: 409, body: { detail: ACCEPTED_ESTIMATE_MESSAGES.price } });
    const retried = await api('POST', `/api/estimates/${estimate.id}/retry-measurement`, {
      token: owner.token,
    });
    expect(retried).toMatchObject({ status: 409, body: { detail: ACCEPTED_ESTIMATE_MESSAGES.measurement } });
    const after = (await api('GET', `/api/estimates/${estimate.id}`, { token: owner.token })).body;
    expect(after).toEqual(before);
  });

  it('before acceptance re-price still works', async () => {
    const estimate = await measuredEstimate(owner.token);
    const repriced = await api('POST', `/api/estimates/${estimate.id}/reprice`, { token: owner.token });
    expect(repriced.status).toBe(200);
  });
});

describe('one accepted proposal per estimate (POST /api/customer-portal/proposal/{token}/action)', () => {
  it('two open proposals of one estimate accepted in parallel → exactly one succeeds', async () => {
    const first = await sentProposal();
    const second = await secondOpenProposal(first.proposalId);
    const answers = await Promise.all([accept(first.token), accept(second.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(typeof loser.body.detail).toBe('string');
    const statuses = await Promise.all(
      [first.proposalId, second.proposalId].map(
        async (id) => (await getProposal(owner.user.account_id, id))!.status,
      ),
    );
    expect(statuses.filter((status) => status === 'accepted')).toHaveLength(1);
    const winner = answers[0].status === 200 ? first.proposalId : second.proposalId;
    expect((await getEstimate(owner.user.account_id, first.estimate.id))!.acceptedProposalId).toBe(winner);
  });

  it('once one is accepted, the other open proposal is refused with 409 and stays as it was', async () => {
    const first = await sentProposal();
    const second = await secondOpenProposal(first.proposalId);
    expect((await accept(first.token)).status).toBe(200);
    const refused = await accept(second.token);
    expect(refused).toMatchObject({ status: 409, body: { detail: PROPOSAL_MESSAGES.alreadyAccepted } });
    expect((await getProposal(owner.user.account_id, second.proposalId))!.status).toBe('sent');
    expect((await getEstimate(owner.user.account_id, first.estimate.id))!.acceptedProposalId).toBe(
      first.proposalId,
    );
  });
});

describe('provider calls for a failing address are capped per address per day', () => {
  afterEach(() => vi.restoreAllMocks());

  it(`after ${PROVIDER_FAILURES_PER_ADDRESS.limit} failures the address is refused without calling Geocoding or Solar`, async () => {
    const providerBase = process.env.GOOGLE_API_BASE_URL!;
    const realFetch = globalThis.fetch;
    let providerCalls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).startsWith(providerBase)) providerCalls += 1;
      return realFetch(input, init);
    });
    const poison = `${Date.now()} Nowhere Lane, Carmel, IN 46032`;
    for (let attempt = 1; attempt <= PROVIDER_FAILURES_PER_ADDRESS.limit; attempt++) {
      await expect(measureAddress(poison)).rejects.toMatchObject({ failure: 'no_building' });
    }
    const callsWhileFailing = providerCalls;
    expect(callsWhileFailing).toBeGreaterThanOrEqual(PROVIDER_FAILURES_PER_ADDRESS.limit);
    // The same address in other spelling is the same address.
    await expect(measureAddress(poison.toUpperCase().replace(/,/g, ' '))).rejects.toMatchObject({
      failure: 'capped',
      message: PROVIDER_MESSAGES.capped,
    });
    expect(providerCalls).toBe(callsWhileFailing);
    // The public quick estimate meets the same cap: 429 with the reason.
    const quick = await api('POST', `/api/estimates/quick?address=${encodeURIComponent(poison)}`, {
      headers: { 'cloudfront-viewer-address': '203.0.113.201:443' },
    });
    expect(quick).toMatchObject({ status: 429, body: { detail: PROVIDER_MESSAGES.capped } });
    // Another address is unaffected.
    await expect(measureAddress(`${Date.now()} Cedar Ridge Drive, Carmel, IN 46032`)).resolves.toBeDefined();
  });
});

describe('in-person signing: POST /api/estimates/{id}/in-person-signing', () => {
  const signLink = (estimateId: string, token = owner.token) =>
    api('POST', `/api/estimates/${estimateId}/in-person-signing`, { token });

  it('issues a fresh link on request, mails nothing, stores only its hash, and the certificate says "signed in person"', async () => {
    const { estimate, token } = await sentProposal();
    expect((await accept(token)).status).toBe(200);
    const mailsBefore = (await sentMails()).length;

    const first = await signLink(estimate.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstToken = new URL(first.body.signing_url).pathname.split('/').pop()!;
    const second = await signLink(estimate.id);
    const secondToken = new URL(second.body.signing_url).pathname.split('/').pop()!;
    expect(secondToken).not.toBe(firstToken);
    // The newer link voids the older one.
    expect((await api('GET', `/api/signing/${firstToken}`)).status).toBe(410);
    expect((await api('GET', `/api/signing/${secondToken}`)).status).toBe(200);

    // No plaintext token anywhere under the account; the link item is keyed by its hash.
    const { Items } = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partitions.account(owner.user.account_id) },
      }),
    );
    expect(JSON.stringify(Items)).not.toContain(secondToken);
    expect(
      (await api('GET', `/api/estimates/${estimate.id}`, { token: owner.token })).body.signing_url,
    ).toBeNull();
    const link = await getSigningLink(hashToken(secondToken));
    expect(link).toMatchObject({ estimateId: estimate.id, inPersonBy: 'Ivy Avery' });
    expect(JSON.stringify(link)).not.toContain(secondToken);
    // Nothing was mailed for it.
    await queuesDrained();
    const newMails = (await sentMails()).slice(mailsBefore);
    expect(newMails.some((mail) => mail.text.includes(secondToken) || mail.text.includes(firstToken))).toBe(
      false,
    );

    const signed = await api('POST', `/api/signing/${secondToken}`, {
      body: {
        full_name: 'Maria Lopez',
        signature_png: `data:image/png;base64,${signaturePng().toString('base64')}`,
        agree: true,
      },
      headers: { 'user-agent': 'ContractorTablet/2.0', 'cloudfront-viewer-address': '198.51.100.44:443' },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const text = await pdfText(new Uint8Array(await (await fetch(signed.body.signed_pdf_url)).arrayBuffer()));
    expect(text).toContain('Signed in person');
    expect(text).toContain('Ivy Avery');
    expect(text).toContain('198.51.100.44');
    // Once signed, no new link is issued.
    expect(await signLink(estimate.id)).toMatchObject({ status: 409 });
  });

  it('refuses before acceptance (409), signed out (401) and for another account (404), changing nothing', async () => {
    const { estimate } = await sentProposal();
    const early = await signLink(estimate.id);
    expect(early.status).toBe(409);
    expect(typeof early.body.detail).toBe('string');
    expect((await api('POST', `/api/estimates/${estimate.id}/in-person-signing`)).status).toBe(401);
    const stranger = await signUp({ first_name: 'Sam', company: 'Other Roofing' });
    const foreign = await signLink(estimate.id, stranger.token);
    expect(foreign).toMatchObject({ status: 404, body: { detail: 'Estimate not found' } });
  });
});
