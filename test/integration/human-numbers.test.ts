import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, sentMails, signUp } from '../support/api.js';
import { measuredEstimate } from '../support/estimates.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { pdfText } from '../support/pdf-text.js';

// Proposals and contracts get short, per-account human numbers (P-1001, C-1001) from one
// atomic counter each; the ULID stays the id. Shown in the API, the PDFs and the mails.

useRuntimeEnvironment();
const { saveNextNumber } = await import('../../functions/platform/data/counters.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let carol: Account;
let dave: Account;

beforeAll(async () => {
  carol = await signUp({ first_name: 'Carol', company: 'Carol Roofing' });
  dave = await signUp({ first_name: 'Dave', company: 'Dave Roofing' });
});

const draft = (owner: Account, estimateId: string, index: number) =>
  api('POST', '/api/proposals', {
    token: owner.token,
    body: {
      estimate_id: estimateId,
      customer_name: `Customer ${index}`,
      customer_email: `numbers.${Date.now().toString(36)}.${index}@homeowner.example`,
    },
  });

describe('human numbers of proposals and contracts (POST /api/proposals, POST /api/customer-portal/send-proposal-link)', () => {
  it('counts per account from P-1001, never twice under 8 parallel creations', async () => {
    const estimate = await measuredEstimate(carol.token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => draft(carol, estimate.id, index)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const numbers = answers.map((answer) => answer.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => `P-${1001 + index}`));

    // Another account has its own sequence.
    const other = await measuredEstimate(dave.token);
    expect((await draft(dave, other.id, 0)).body.number).toBe('P-1001');

    // The list shows it too; a direct counter call agrees that 8 were taken.
    const listed = await api('GET', '/api/proposals?status=draft&limit=50', { token: carol.token });
    expect(listed.body.proposals.map((row: { number: string }) => row.number).sort()).toEqual(numbers);
    expect(await saveNextNumber(carol.user.account_id, 'proposal')).toBe(1009);
  });

  it('the sent proposal names its number in the portal, the mail and the PDF; the contract gets C-1001', async () => {
    const estimate = await measuredEstimate(dave.token);
    const email = `numbers.sent.${Date.now().toString(36)}@homeowner.example`;
    const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
      token: dave.token,
      body: { estimate_id: estimate.id, customer_email: email, customer_name: 'Erin Park' },
    });
    expect(sent.status).toBe(200);
    const number = sent.body.proposal.number as string;
    expect(number).toMatch(/^P-10\d\d$/);
    const mail = await eventually(async () => (await sentMails()).find((item) => item.to.includes(email)));
    expect(mail.text).toContain(`prepared roofing proposal ${number} for`);
    const token = mail.text.match(/\/proposal\/([A-Za-z0-9_-]{43})/)![1];
    const portal = await api('GET', `/api/customer-portal/proposal/${token}`);
    expect(portal.body.proposal.number).toBe(number);
    const file = await api('GET', `/api/customer-portal/proposal/${token}/pdf`);
    const location = file.headers.get('location');
    expect(location).toBeTruthy();
    const text = await pdfText(new Uint8Array(await (await fetch(location!)).arrayBuffer()));
    expect(text).toContain(`Proposal ${number}`);

    const accepted = await api('POST', `/api/customer-portal/proposal/${token}/action`, {
      body: { action: 'accept', notes: null },
    });
    expect(accepted.status).toBe(200);
    const generated = await api('POST', `/api/estimates/${estimate.id}/generate-contract`, {
      token: dave.token,
    });
    expect(generated.status).toBe(200);
    expect(generated.body.contract_number).toBe('C-1001');
    const contract = await api('GET', `/api/estimates/${estimate.id}/contract-pdf`, {
      token: dave.token,
      headers: { accept: 'application/json' },
    });
    const contractText = await pdfText(new Uint8Array(await (await fetch(contract.body.url)).arrayBuffer()));
    expect(contractText).toContain('Contract C-1001');
    expect(contractText).toContain(`Proposal ${number}`);
  });
});
