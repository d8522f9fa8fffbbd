import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, eventually, sentMails, signUp } from '../support/api.js';
import { uploadLogo } from '../support/accounts.js';
import { measuredEstimate } from '../support/estimates.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { mailedLinks, pathToken } from '../support/mail.js';
import { logoPng, signaturePng } from '../support/png.js';
import { pdfText } from '../support/pdf-text.js';
import { queuesDrained } from '../support/queues.js';

// Proposals, the homeowner portal, PDFs, contracts and signing, through the local gateway.
// security-and-reliability.md items 13, 14, 15, 27 and 28; the 30-day clock is injected.

useRuntimeEnvironment();
const { GetCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
const { HeadObjectCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { s3 } = await import('../../functions/platform/clients/s3.js');
const { config } = await import('../../functions/platform/config.js');
const { TABLE } = await import('../../functions/platform/data/table.js');
const { getProposal } = await import('../../functions/documents/data/proposals.js');
const { getContract } = await import('../../functions/documents/data/contracts.js');
const { openProposal } = await import('../../functions/documents/service/customer-portal-service.js');

/**
 * The Content-Disposition of a download named `name` (docs/decisions.md, "Download names say what the
 * file is"): an ASCII `filename` (en dash as a hyphen) and the UTF-8 `filename*` (RFC 6266).
 */
const downloadAs = (name: string) =>
  `attachment; filename="${name.replace('–', '-')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
/** The street line of an estimate's address, as download names use it. */
const streetOf = (address: string) => address.split(',')[0]!;
const { openSigning } = await import('../../functions/documents/service/contracts-service.js');
const renderPdf = (await import('../../functions/documents/queues/render-pdf.js')).handler;
const generateContract = (await import('../../functions/documents/queues/generate-contract.js')).handler;
const sendEmail = (await import('../../functions/communications/queues/send-email.js')).handler;

const DAY = 86_400_000;
const baseUrl = inject('baseUrl');
type Account = Awaited<ReturnType<typeof signUp>>;

let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

let customerCounter = 0;
function customerEmail(label: string): string {
  customerCounter += 1;
  return `${label}.${Date.now().toString(36)}${customerCounter}@homeowner.example`;
}

/** Every link of one kind mailed to an address, oldest first. */
async function linksTo(email: string, kind: 'proposal' | 'sign'): Promise<string[]> {
  return mailedLinks(await sentMails(), email, kind).map(pathToken);
}

/** Waits for the `count`-th link of a kind mailed to an address. */
async function waitForLink(email: string, kind: 'proposal' | 'sign', count = 1): Promise<string> {
  const links = await eventually(async () => {
    const found = await linksTo(email, kind);
    return found.length >= count ? found : undefined;
  });
  return links[count - 1];
}

/** A measured estimate of `owner` with a proposal sent to a fresh homeowner; returns the homeowner's token. */
async function sentProposal(owner: Account) {
  const estimate = await measuredEstimate(owner.token);
  const email = customerEmail('home');
  const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
    token: owner.token,
    body: { estimate_id: estimate.id, customer_email: email, customer_name: 'Maria Lopez' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const token = await waitForLink(email, 'proposal');
  return { estimate, email, token, proposalId: sent.body.proposal.id as string };
}

/** A proposal the homeowner accepted, with its contract generated. */
async function acceptedProposal(owner: Account) {
  const sent = await sentProposal(owner);
  const accept = await api('POST', `/api/customer-portal/proposal/${sent.token}/action`, {
    body: { action: 'accept', notes: null },
  });
  expect(accept.status).toBe(200);
  return sent;
}

async function documentKeys(accountId: string, estimateId: string): Promise<{ key: string; etag: string }[]> {
  const { Contents } = await s3.send(
    new ListObjectsV2Command({
      Bucket: config.DOCUMENTS_BUCKET,
      Prefix: `accounts/${accountId}/estimates/${estimateId}/`,
    }),
  );
  return (Contents ?? []).map((object) => ({ key: object.Key!, etag: object.ETag! }));
}

function sqsEvent(job: unknown, count: number) {
  return {
    Records: Array.from({ length: count }, (_, index) => ({
      messageId: `m-${Date.now()}-${index}`,
      receiptHandle: 'r',
      body: JSON.stringify(job),
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: '0',
        SenderId: 's',
        ApproximateFirstReceiveTimestamp: '0',
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:test',
      awsRegion: 'us-east-1',
    })),
  };
}

describe('POST /api/customer-portal/send-proposal-link', () => {
  it('needs the customer name and email (docs/product.md#documents)', async () => {
    const estimate = await measuredEstimate(alice.token);
    for (const body of [
      { estimate_id: estimate.id, customer_email: 'a@example.com' },
      { estimate_id: estimate.id, customer_name: 'Maria' },
      { estimate_id: estimate.id, customer_name: '  ', customer_email: 'a@example.com' },
    ]) {
      const answer = await api('POST', '/api/customer-portal/send-proposal-link', {
        token: alice.token,
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe('Please provide customer name and email');
    }
    expect(
      (await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token })).body.proposal_sent,
    ).toBe(false);
  });

  it('mails the homeowner a link with ≥ 128 random bits, stores only its SHA-256 and marks the estimate proposal_sent', async () => {
    const { estimate, email, token, proposalId } = await sentProposal(alice);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const mail = (await sentMails()).find((candidate) => candidate.to.includes(email))!;
    expect(mail.subject).toBe('Your roofing proposal from Alice Roofing');
    expect(mail.html).toContain(`${baseUrl}/proposal/${token}`);
    expect(mail.text).toContain('works until');

    const stored = await ddb.send(
      new GetCommand({
        TableName: TABLE,
        Key: { PK: `ACCOUNT#${alice.user.account_id}`, SK: `PROPOSAL#${proposalId}` },
      }),
    );
    expect(stored.Item?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored.Item)).not.toContain(token);
    const lookup = await ddb.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `PROPOSAL_TOKEN#${stored.Item?.tokenHash}` },
      }),
    );
    expect(JSON.stringify(lookup.Items)).not.toContain(token);

    const after = await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token });
    expect(after.body).toMatchObject({ proposal_sent: true, accepted: false, status: 'sent' });
    const list = await api('GET', '/api/proposals?status=sent', { token: alice.token });
    expect(list.body.proposals.find((row: { id: string }) => row.id === proposalId)).toMatchObject({
      customer_name: 'Maria Lopez',
      customer_email: email,
      property_address: estimate.address,
      status: 'sent',
      pricing: { total: estimate.final_price },
    });
  });
});

describe('GET /api/customer-portal/proposal/{token} (item 13)', () => {
  it('shows the proposal; the first open marks it viewed', async () => {
    const { estimate, token, proposalId, email } = await sentProposal(alice);
    const first = await api('GET', `/api/customer-portal/proposal/${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      proposal: { id: proposalId, status: 'viewed' },
      estimate: { address: estimate.address, final_price: estimate.final_price, accepted: false },
      company: { company_name: 'Alice Roofing', email: alice.email, subscription_tier: expect.any(String) },
      customer: { email },
      preview: false,
    });
    expect(first.body.roof.facets.length).toBeGreaterThan(0);
    const viewedAt = (await getProposal(alice.user.account_id, proposalId))!.viewedAt;
    expect(viewedAt).not.toBeNull();
    await api('GET', `/api/customer-portal/proposal/${token}`);
    expect((await getProposal(alice.user.account_id, proposalId))!.viewedAt).toBe(viewedAt);
    expect(
      (await api('GET', '/api/proposals?status=viewed', { token: alice.token })).body.proposals.map(
        (row: { id: string }) => row.id,
      ),
    ).toContain(proposalId);
  });

  it('an unknown token → 404 with the spec text', async () => {
    for (const token of ['x'.repeat(43), 'not-a-token']) {
      const answer = await api('GET', `/api/customer-portal/proposal/${token}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'This proposal link is invalid or has expired.' });
    }
  });

  it('after 30 days → 410 with the spec text and no data (clock injected), and the proposal is recorded as expired', async () => {
    const { token, proposalId } = await sentProposal(alice);
    const proposal = (await getProposal(alice.user.account_id, proposalId))!;
    expect(Date.parse(proposal.validUntil!) - Date.parse(proposal.sentAt!)).toBe(30 * DAY);
    await expect(openProposal(token, new Date(Date.parse(proposal.validUntil!) - 1))).resolves.toMatchObject({
      proposal: { id: proposalId },
    });
    await expect(openProposal(token, new Date(Date.parse(proposal.validUntil!)))).rejects.toMatchObject({
      statusCode: 410,
      message: 'This proposal link has expired (valid for 30 days).',
    });
    expect((await getProposal(alice.user.account_id, proposalId))!.status).toBe('expired');
    const answer = await api('GET', `/api/customer-portal/proposal/${token}`);
    expect(answer.status).toBe(410);
    expect(answer.body).toEqual({ detail: 'This proposal link has expired (valid for 30 days).' });
    expect(
      (await api('POST', `/api/customer-portal/proposal/${token}/action`, { body: { action: 'accept' } }))
        .status,
    ).toBe(410);
    expect((await api('GET', `/api/customer-portal/proposal/${token}/pdf`)).status).toBe(410);
  });

  it('a withdrawn proposal (replaced by a newer one) → 410 naming the current one, the newer link works', async () => {
    const { estimate, token, email } = await sentProposal(alice);
    const again = await api('POST', '/api/customer-portal/send-proposal-link', {
      token: alice.token,
      body: { estimate_id: estimate.id, customer_email: email, customer_name: 'Maria Lopez' },
    });
    expect(again.status).toBe(200);
    const newer = await waitForLink(email, 'proposal', 2);
    const old = await api('GET', `/api/customer-portal/proposal/${token}`);
    expect(old.status).toBe(410);
    // It names the current proposal and nothing else of it (docs/decisions.md, "A superseded link names the current one").
    expect(Object.keys(old.body).sort()).toEqual(['current', 'detail']);
    expect(Object.keys(old.body.current).sort()).toEqual(['number', 'sent_at']);
    expect((await api('GET', `/api/customer-portal/proposal/${newer}`)).status).toBe(200);
  });
});

describe('POST /api/customer-portal/proposal/{token}/action (item 14)', () => {
  it('10 parallel accepts → one acceptance, one contract, one notice; the others get 409', async () => {
    const { estimate, token, proposalId } = await sentProposal(alice);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', `/api/customer-portal/proposal/${token}/action`, {
          body: { action: 'accept', notes: 'See you soon' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort((a, b) => a - b);
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((answer) => answer.status === 200)!.body.status).toBe('accepted');
    for (const loser of answers.filter((answer) => answer.status === 409))
      expect(loser.body.detail).toBe('This proposal has already been accepted.');

    const contract = await eventually(
      () => getContract(alice.user.account_id, estimate.id, proposalId),
      20_000,
    );
    const after = await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token });
    expect(after.body).toMatchObject({ accepted: true, status: 'accepted' });
    // The estimate's history tells the contractor what happened, once each.
    const events = after.body.timeline.map((entry: { event: string }) => entry.event);
    expect(events.filter((event: string) => event === 'proposal-sent')).toHaveLength(1);
    expect(events.filter((event: string) => event === 'accepted')).toHaveLength(1);
    // The homeowner's note is on the timeline, not only in the mail (docs/product.md#documents).
    expect(after.body.timeline).toContainEqual(
      expect.objectContaining({ event: 'accepted', detail: 'Maria Lopez: “See you soon”' }),
    );
    await queuesDrained();
    const contracts = (await documentKeys(alice.user.account_id, estimate.id)).filter((object) =>
      object.key.includes('/contract-'),
    );
    expect(contracts.map((object) => object.key)).toEqual([contract.s3Key]);
    const notices = (await sentMails()).filter(
      (mail) => mail.to.includes(alice.email) && mail.subject.startsWith('Maria Lopez accepted'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain('See you soon');
    expect((await getContract(alice.user.account_id, estimate.id, proposalId))!.contractId).toBe(
      contract.contractId,
    );

    // Declining afterwards changes nothing.
    const decline = await api('POST', `/api/customer-portal/proposal/${token}/action`, {
      body: { action: 'decline' },
    });
    expect(decline.status).toBe(409);
    expect((await getProposal(alice.user.account_id, proposalId))!.status).toBe('accepted');
    // The accepted proposal still opens, with the accepted banner's data and where the contract stands.
    expect((await api('GET', `/api/customer-portal/proposal/${token}`)).body).toMatchObject({
      proposal: { status: 'accepted' },
      estimate: { accepted: true },
      contract: { stage: 'preparing', sent_at: null, signed_at: null, signed_pdf_url: null },
    });
    // The accepted price is what the contract carries: a later discount is refused and changes nothing.
    const discount = await api('POST', `/api/estimates/${estimate.id}/apply-discount`, {
      token: alice.token,
      body: { discount_percent: 10 },
    });
    expect(discount.status).toBe(409);
    expect(
      (await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token })).body.discount_percent,
    ).toBe(after.body.discount_percent);
  });

  it('decline → rejected, the contractor is told, the estimate stays unaccepted', async () => {
    const { estimate, token, proposalId } = await sentProposal(alice);
    const answer = await api('POST', `/api/customer-portal/proposal/${token}/action`, {
      body: { action: 'decline', notes: 'Too expensive' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('rejected');
    expect((await getProposal(alice.user.account_id, proposalId))!).toMatchObject({
      status: 'rejected',
      decisionNotes: 'Too expensive',
    });
    expect((await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token })).body.accepted).toBe(
      false,
    );
    await eventually(async () =>
      (await sentMails()).some(
        (mail) => mail.to.includes(alice.email) && mail.subject.startsWith('Maria Lopez declined'),
      ),
    );
    expect(
      (await api('POST', `/api/customer-portal/proposal/${token}/action`, { body: { action: 'maybe' } }))
        .status,
    ).toBe(400);
  });
});

describe('the contractor’s proposals: statuses, drafts and tenancy', () => {
  it('a draft can be sent once (draft → sent); every other status change is 409 and changes nothing', async () => {
    const estimate = await measuredEstimate(alice.token);
    const email = customerEmail('draft');
    const created = await api('POST', '/api/proposals', {
      token: alice.token,
      body: { estimate_id: estimate.id, customer_name: 'Dee Draft', customer_email: email },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', valid_until: null });
    const id = created.body.id;
    expect(
      (await api('GET', '/api/proposals?status=draft', { token: alice.token })).body.proposals.map(
        (row: { id: string }) => row.id,
      ),
    ).toContain(id);

    for (const status of ['viewed', 'accepted', 'rejected', 'expired', 'draft']) {
      const answer = await api('PUT', `/api/proposals/${id}/status?new_status=${status}`, {
        token: alice.token,
      });
      expect(answer.status, status).toBe(409);
    }
    expect((await getProposal(alice.user.account_id, id))!.status).toBe('draft');
    expect(
      (await api('PUT', `/api/proposals/${id}/status?new_status=bogus`, { token: alice.token })).status,
    ).toBe(400);

    const sent = await api('PUT', `/api/proposals/${id}/status?new_status=sent`, { token: alice.token });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(`Proposal sent successfully to ${email}!`);
    expect(sent.body.proposal.status).toBe('sent');
    const token = await waitForLink(email, 'proposal');
    expect((await api('GET', `/api/customer-portal/proposal/${token}`)).status).toBe(200);

    expect(
      (await api('PUT', `/api/proposals/${id}/status?new_status=sent`, { token: alice.token })).status,
    ).toBe(409);
    const deleteSent = await api('DELETE', `/api/proposals/${id}`, { token: alice.token });
    expect(deleteSent.status).toBe(409);
    expect(deleteSent.body.detail).toBe('Only draft proposals can be deleted.');
    expect(await getProposal(alice.user.account_id, id)).toBeDefined();
  });

  it('deletes drafts', async () => {
    const estimate = await measuredEstimate(alice.token);
    const created = await api('POST', '/api/proposals', {
      token: alice.token,
      body: { estimate_id: estimate.id, customer_name: 'Dee Draft', customer_email: customerEmail('delete') },
    });
    expect((await api('DELETE', `/api/proposals/${created.body.id}`, { token: alice.token })).status).toBe(
      200,
    );
    expect(await getProposal(alice.user.account_id, created.body.id)).toBeUndefined();
    expect((await api('DELETE', `/api/proposals/${created.body.id}`, { token: alice.token })).status).toBe(
      404,
    );
  });

  it("another account's proposals and estimates answer 404 and stay unchanged (item 1)", async () => {
    const bobs = await acceptedProposal(bob);
    const bobsDraft = await api('POST', '/api/proposals', {
      token: bob.token,
      body: {
        estimate_id: (await measuredEstimate(bob.token)).id,
        customer_name: 'B',
        customer_email: customerEmail('bob'),
      },
    });
    const calls: [string, string][] = [
      ['GET', '/api/proposals/{id}'],
      ['PUT', '/api/proposals/{id}/status?new_status=sent'],
      ['DELETE', '/api/proposals/{id}'],
    ];
    for (const [method, path] of calls) {
      const answer = await api(method, path.replace('{id}', bobsDraft.body.id), { token: alice.token });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await getProposal(bob.user.account_id, bobsDraft.body.id))!.status).toBe('draft');
    const estimateCalls: [string, string][] = [
      ['GET', '/api/estimates/{id}/generate-pdf'],
      ['POST', '/api/estimates/{id}/generate-contract'],
      ['POST', '/api/estimates/{id}/send-for-signing'],
      ['GET', '/api/estimates/{id}/contract-pdf'],
    ];
    for (const [method, path] of estimateCalls) {
      const answer = await api(method, path.replace('{id}', bobs.estimate.id), { token: alice.token });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ detail: 'Estimate not found' });
    }
    const send = await api('POST', '/api/customer-portal/send-proposal-link', {
      token: alice.token,
      body: { estimate_id: bobs.estimate.id, customer_email: 'x@example.com', customer_name: 'X' },
    });
    expect(send.status).toBe(404);
    const listed = (await api('GET', '/api/proposals?limit=100', { token: alice.token })).body.proposals.map(
      (row: { id: string }) => row.id,
    );
    expect(listed).not.toContain(bobsDraft.body.id);
    expect(listed).not.toContain(bobs.proposalId);
    expect(
      (await api('GET', `/api/estimates/${bobs.estimate.id}`, { token: bob.token })).body.signing_url,
    ).toBeNull();
  });

  it('the proposal routes need a signed-in member (401)', async () => {
    expect((await api('GET', '/api/proposals')).status).toBe(401);
    expect(
      (
        await api('POST', '/api/customer-portal/send-proposal-link', {
          body: { estimate_id: 'x', customer_email: 'a@example.com', customer_name: 'A' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('PDF downloads and presigned links (item 15): GET /api/customer-portal/proposal/{token}/pdf, GET /api/estimates/{id}/generate-pdf', () => {
  it('the portal PDF redirects to a link valid ≤ 15 minutes under the account prefix, served as an attachment', async () => {
    await uploadLogo(alice.token, { bytes: logoPng(), name: 'logo.png', type: 'image/png' });
    const { token, estimate, proposalId } = await sentProposal(alice);
    const portal = await api('GET', `/api/customer-portal/proposal/${token}`);
    const logo = new URL(portal.body.company.logo_url);
    expect(Number(logo.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(decodeURIComponent(logo.pathname)).toContain(`/accounts/${alice.user.account_id}/logos/`);

    const redirect = await api('GET', `/api/customer-portal/proposal/${token}/pdf`);
    expect(redirect.status).toBe(302);
    const url = new URL(redirect.headers.get('location')!);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(decodeURIComponent(url.pathname)).toContain(
      `/accounts/${alice.user.account_id}/estimates/${estimate.id}/v${(await getProposal(alice.user.account_id, proposalId))!.estimateVersion}/proposal-${proposalId}.pdf`,
    );
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // Named for what it is: the proposal's number and the property's street.
    const number = (await getProposal(alice.user.account_id, proposalId))!.humanNumber!;
    expect(file.headers.get('content-disposition')).toBe(
      downloadAs(`P-${number} Proposal – ${streetOf(estimate.address)}.pdf`),
    );
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = await pdfText(bytes);
    expect(text).toContain('Alice Roofing');
    expect(text).toContain('Maria Lopez');
  });

  it('the estimate’s Download PDF and measurement report: JSON for the SPA, a redirect otherwise', async () => {
    const estimate = await measuredEstimate(alice.token);
    const json = await api('GET', `/api/estimates/${estimate.id}/generate-pdf`, {
      token: alice.token,
      headers: { accept: 'application/json' },
    });
    expect(json.status).toBe(200);
    expect(json.body.expires_in).toBeLessThanOrEqual(900);
    expect(decodeURIComponent(new URL(json.body.url).pathname)).toContain(
      `/accounts/${alice.user.account_id}/estimates/${estimate.id}/v${estimate.version}/proposal.pdf`,
    );
    const report = await api('GET', `/api/estimates/${estimate.id}/generate-pdf?kind=report`, {
      token: alice.token,
    });
    expect(report.status).toBe(302);
    const reportFile = await fetch(report.headers.get('location')!);
    expect(reportFile.headers.get('content-disposition')).toBe(
      downloadAs(`Measurement report – ${streetOf(estimate.address)}.pdf`),
    );
    expect(await pdfText(new Uint8Array(await reportFile.arrayBuffer()))).toContain('MEASUREMENT REPORT');
    expect(
      (await api('GET', `/api/estimates/${estimate.id}/contract-pdf`, { token: alice.token })).status,
    ).toBe(409);
  });
});

describe('idempotent consumers (items 27 and 28)', () => {
  it('the same PDF job twice at once → one object and one record; a redelivery is a no-op', async () => {
    const estimate = await measuredEstimate(alice.token);
    const job = {
      accountId: alice.user.account_id,
      estimateId: estimate.id,
      version: estimate.version,
      kind: 'report',
    };
    const results = await Promise.all([
      renderPdf(sqsEvent(job, 1) as never),
      renderPdf(sqsEvent(job, 1) as never),
    ]);
    // A duplicate that found the first render in progress is retried by SQS; here we redeliver it.
    if (results.some((result) => result.batchItemFailures.length > 0))
      await eventually(
        async () => (await renderPdf(sqsEvent(job, 1) as never)).batchItemFailures.length === 0,
      );
    const objects = await documentKeys(alice.user.account_id, estimate.id);
    expect(objects.map((object) => object.key)).toEqual([
      `accounts/${alice.user.account_id}/estimates/${estimate.id}/v${estimate.version}/report.pdf`,
    ]);
    const record = await ddb.send(
      new GetCommand({
        TableName: TABLE,
        Key: {
          PK: `ACCOUNT#${alice.user.account_id}`,
          SK: `DOCUMENT#${estimate.id}#v${estimate.version}#report`,
        },
      }),
    );
    const head = await s3.send(
      new HeadObjectCommand({ Bucket: config.DOCUMENTS_BUCKET, Key: objects[0].key }),
    );

    expect((await renderPdf(sqsEvent(job, 3) as never)).batchItemFailures).toEqual([]);
    const again = await ddb.send(
      new GetCommand({
        TableName: TABLE,
        Key: {
          PK: `ACCOUNT#${alice.user.account_id}`,
          SK: `DOCUMENT#${estimate.id}#v${estimate.version}#report`,
        },
      }),
    );
    expect(again.Item).toEqual(record.Item);
    expect(
      (await s3.send(new HeadObjectCommand({ Bucket: config.DOCUMENTS_BUCKET, Key: objects[0].key })))
        .LastModified,
    ).toEqual(head.LastModified);
    expect(await documentKeys(alice.user.account_id, estimate.id)).toHaveLength(1);
  });

  it('the same contract job twice at once → one contract object and record', async () => {
    const { estimate, proposalId } = await acceptedProposal(alice);
    const version = (await getProposal(alice.user.account_id, proposalId))!.estimateVersion;
    const job = { accountId: alice.user.account_id, estimateId: estimate.id, version };
    await Promise.all([
      generateContract(sqsEvent(job, 1) as never),
      generateContract(sqsEvent(job, 1) as never),
    ]);
    const contract = await eventually(
      () => getContract(alice.user.account_id, estimate.id, proposalId),
      20_000,
    );
    await eventually(
      async () => (await generateContract(sqsEvent(job, 2) as never)).batchItemFailures.length === 0,
    );
    expect((await getContract(alice.user.account_id, estimate.id, proposalId))!.contractId).toBe(
      contract.contractId,
    );
    const contracts = (await documentKeys(alice.user.account_id, estimate.id)).filter((object) =>
      object.key.includes('/contract-'),
    );
    expect(contracts).toHaveLength(1);
  });

  it('the same email job twice → one mail, attachments included', async () => {
    const to = customerEmail('mail');
    const job = {
      key: `test-mail#${to}`,
      to: [to],
      template: 'contract-signed',
      data: {
        recipientName: 'Maria',
        companyName: 'Alice Roofing',
        customerName: 'Maria',
        address: '1 Elm St',
        total: '$1.00',
        signedAt: new Date().toISOString(),
      },
    };
    const results = await Promise.all([
      sendEmail(sqsEvent(job, 1) as never),
      sendEmail(sqsEvent(job, 1) as never),
    ]);
    if (results.some((result) => result.batchItemFailures.length > 0))
      await eventually(
        async () => (await sendEmail(sqsEvent(job, 1) as never)).batchItemFailures.length === 0,
      );
    await sendEmail(sqsEvent(job, 2) as never);
    const mails = (await sentMails()).filter((mail) => mail.to.includes(to));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Signed: roofing contract for 1 Elm St');
  });
});

describe('contract and e-signature: GET /api/signing/{token}, GET /api/signing/{token}/pdf, GET /api/signing/{token}/signed, POST /api/signing/{token}', () => {
  it('refuses contracts and signing before acceptance (409)', async () => {
    const { estimate } = await sentProposal(alice);
    for (const path of ['/api/estimates/{id}/generate-contract', '/api/estimates/{id}/send-for-signing']) {
      const answer = await api('POST', path.replace('{id}', estimate.id), { token: alice.token });
      expect(answer.status).toBe(409);
      expect(answer.body.detail).toBe('The customer has not accepted the proposal yet.');
    }
  });

  it('generate → send for signing → sign once; the signed PDF has the signature and certificate; both parties get it', async () => {
    const { estimate, email, proposalId, token: proposalToken } = await acceptedProposal(alice);
    const generated = await api('POST', `/api/estimates/${estimate.id}/generate-contract`, {
      token: alice.token,
    });
    expect(generated.status).toBe(200);
    expect(generated.body).toMatchObject({ message: 'Contract generated successfully!', signing_url: null });

    const sent = await api('POST', `/api/estimates/${estimate.id}/send-for-signing`, { token: alice.token });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ message: 'Document sent for digital signature!', sent_to: email });
    const token = await waitForLink(email, 'sign');
    expect(sent.body.signing_url).toBe(`${baseUrl}/sign/${token}`);
    // The link is never stored in the clear, so the estimate does not carry it.
    expect(
      (await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token })).body.signing_url,
    ).toBeNull();

    // A second send voids the first link.
    const resent = await api('POST', `/api/estimates/${estimate.id}/send-for-signing`, {
      token: alice.token,
    });
    const current = await waitForLink(email, 'sign', 2);
    expect(resent.body.signing_url).toBe(`${baseUrl}/sign/${current}`);
    const replaced = await api('GET', `/api/signing/${token}`);
    expect(replaced.status).toBe(410);
    expect(replaced.body.detail).toBe(
      'This signing link was replaced by a newer one. Please use the latest link your contractor sent.',
    );

    const view = await api('GET', `/api/signing/${current}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      customer_name: 'Maria Lopez',
      property_address: estimate.address,
      company: { company_name: 'Alice Roofing' },
    });
    expect(view.body.terms.length).toBeGreaterThan(3);
    // Not signed yet: the signed view knows nothing of either link.
    expect((await api('GET', `/api/signing/${current}/signed`)).status).toBe(404);
    const review = await api('GET', `/api/signing/${current}/pdf`);
    expect(review.status).toBe(302);
    expect(new URL(review.headers.get('location')!).searchParams.get('X-Amz-Expires')).toBe('300');

    // Clock injected: the link stops working after 14 days.
    await expect(openSigning(current, new Date(Date.parse(view.body.expires_at)))).rejects.toMatchObject({
      statusCode: 410,
    });

    const signature = `data:image/png;base64,${signaturePng().toString('base64')}`;
    const notPng = await api('POST', `/api/signing/${current}`, {
      body: {
        full_name: 'Maria Lopez',
        signature_png: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
        agree: true,
      },
    });
    expect(notPng.status).toBe(400);
    const disagree = await api('POST', `/api/signing/${current}`, {
      body: { full_name: 'Maria Lopez', signature_png: signature, agree: false },
    });
    expect(disagree.status).toBe(400);

    const signs = await Promise.all(
      Array.from({ length: 3 }, () =>
        api('POST', `/api/signing/${current}`, {
          body: { full_name: 'Maria Lopez', signature_png: signature, agree: true },
          headers: { 'user-agent': 'HomeownerPhone/1.0', 'cloudfront-viewer-address': '198.51.100.7:443' },
        }),
      ),
    );
    expect(signs.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const loser of signs.filter((answer) => answer.status !== 200))
      expect([409, 410]).toContain(loser.status);
    const winner = signs.find((answer) => answer.status === 200)!;
    const used = await api('POST', `/api/signing/${current}`, {
      body: { full_name: 'Maria Lopez', signature_png: signature, agree: true },
    });
    expect(used.status).toBe(410);
    expect(used.body.detail).toBe('This signing link has already been used.');
    expect((await api('GET', `/api/signing/${current}`)).status).toBe(410);
    expect((await api('GET', `/api/signing/${'y'.repeat(43)}`)).status).toBe(404);
    // The used link reopens on the signed contract (docs/product.md#documents); the replaced one and unknown ones do not.
    const reopened = await api('GET', `/api/signing/${current}/signed`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      signer_name: 'Maria Lopez',
      signed_at: winner.body.signed_at,
      property_address: estimate.address,
      company: { company_name: 'Alice Roofing' },
    });
    const signedName = downloadAs(
      `C-${(await getContract(alice.user.account_id, estimate.id, proposalId))!.humanNumber} Signed contract – ${streetOf(estimate.address)}.pdf`,
    );
    const reopenedFile = await fetch(reopened.body.signed_pdf_url);
    expect(reopenedFile.headers.get('content-disposition')).toBe(signedName);
    expect((await api('GET', `/api/signing/${token}/signed`)).status).toBe(404);
    // The proposal link now tells the homeowner it is signed, with the signed contract.
    const portal = await api('GET', `/api/customer-portal/proposal/${proposalToken}`);
    expect(portal.body.contract).toMatchObject({
      stage: 'signed',
      signed_at: winner.body.signed_at,
      signer_name: 'Maria Lopez',
    });
    expect(portal.body.contract.signed_pdf_url).toContain('-signed.pdf');
    const unknown = await api('GET', `/api/signing/${'y'.repeat(43)}/signed`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('This signing link is invalid.');

    const signedFile = await fetch(winner.body.signed_pdf_url);
    expect(signedFile.headers.get('content-disposition')).toBe(signedName);
    const signedBytes = new Uint8Array(await signedFile.arrayBuffer());
    const contract = (await getContract(alice.user.account_id, estimate.id, proposalId))!;
    expect((await PDFDocument.load(signedBytes)).getPageCount()).toBe(4);
    const text = await pdfText(signedBytes);
    for (const value of [
      'Certificate of electronic signature',
      'Maria Lopez',
      '198.51.100.7',
      'HomeownerPhone/1.0',
      contract.sha256,
      email,
    ])
      expect(text).toContain(value);

    const after = await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token });
    expect(after.body).toMatchObject({ contract_signed: true, signing_url: null });
    expect(after.body.timeline.map((entry: { event: string }) => entry.event)).toContain('contract-signed');
    const download = await api('GET', `/api/estimates/${estimate.id}/contract-pdf`, {
      token: alice.token,
      headers: { accept: 'application/json' },
    });
    expect(decodeURIComponent(new URL(download.body.url).pathname)).toContain(
      `/accounts/${alice.user.account_id}/estimates/${estimate.id}/`,
    );
    expect(decodeURIComponent(new URL(download.body.url).pathname)).toMatch(/-signed\.pdf$/);
    expect(
      (await api('POST', `/api/estimates/${estimate.id}/send-for-signing`, { token: alice.token })).status,
    ).toBe(409);

    const store = await eventually(async () => {
      const signed = (await sentMails()).filter(
        (mail) =>
          mail.subject.startsWith('Signed: roofing contract') && mail.subject.includes(estimate.address),
      );
      return signed.length >= 2 ? signed : undefined;
    }, 15_000);
    expect(store.map((mail) => mail.to).sort()).toEqual([alice.email, email].sort());
    for (const mail of store)
      expect(mail.attachments.map((file) => file.filename)).toContain('roofing-contract-signed.pdf');
    // The homeowner's copy is in the account's mail log with the estimate; the contractor's own copy is
    // one of the account's notices, apart from customer mail.
    const homeownerCopy = await eventually(async () => {
      const list = await api('GET', `/api/communications?estimate_id=${estimate.id}`, { token: alice.token });
      return list.body.communications.find(
        (item: { template: string }) => item.template === 'contract-signed',
      );
    }, 15_000);
    expect(homeownerCopy).toMatchObject({ recipients: [email], communication_type: 'signing' });
    const notices = await api(
      'GET',
      `/api/communications?audience=account&customer=${encodeURIComponent(alice.email)}`,
      { token: alice.token },
    );
    expect(
      notices.body.communications.filter((item: { template: string }) => item.template === 'contract-signed'),
    ).toHaveLength(1);
  });
});
