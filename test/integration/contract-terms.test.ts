import { beforeAll, describe, expect, it } from 'vitest';
import { schedulePayments } from '../../shared/documents/payment-schedule.js';
import { PROPOSAL_TERMS } from '../../shared/documents/proposal-document.js';
import { formatCents, formatLongDate } from '../../shared/kernel/format.js';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { measuredEstimate } from '../support/estimates.js';
import { pathToken } from '../support/mail.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { pdfText } from '../support/pdf-text.js';
import { decide, sentProposalOf, signContract } from '../support/projects.js';

// Through the local gateway: the contract a roofer can use (docs/decisions.md, "One payment schedule,
// copied at send", "The contractor signs on generation", "Default terms add to the built-in terms",
// "Signing straight after accepting") and one proposal, one number, one validity.

useRuntimeEnvironment();

type Account = Awaited<ReturnType<typeof signUp>>;
let dana: Account;

beforeAll(async () => {
  dana = await signUp({ first_name: 'Dana', last_name: 'Whitfield', company: 'Whitfield Roofing' });
});

/** Saves Settings → Defaults: what the account has now with `changes` on top. */
async function saveDefaults(account: Account, changes: Record<string, unknown>) {
  const current = await api('GET', '/api/settings', { token: account.token });
  const { payment_schedule, warranty_years, sign_after_accept, standard_terms, ...rest } =
    current.body.defaults;
  const saved = await api('PUT', '/api/settings', {
    token: account.token,
    body: {
      defaults: { ...rest, payment_schedule, warranty_years, sign_after_accept, standard_terms, ...changes },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.defaults;
}

/** The bytes behind a download link answer (a JSON link or a redirect). */
async function fetched(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

/** The contractor's Download PDF of an estimate (what the estimate page's button opens). */
async function contractorPdf(account: Account, estimateId: string): Promise<string> {
  const link = await api('GET', `/api/estimates/${estimateId}/generate-pdf`, {
    token: account.token,
    headers: { accept: 'application/json' },
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return pdfText(await fetched(link.body.url));
}

/** The homeowner's Download PDF Proposal. */
async function homeownerPdf(proposalToken: string): Promise<string> {
  const redirect = await api('GET', `/api/customer-portal/proposal/${proposalToken}/pdf`);
  expect(redirect.status).toBe(302);
  return pdfText(await fetched(redirect.headers.get('location')!));
}

describe('Settings: payment schedule, warranty, signing after acceptance, terms', () => {
  it('starts at 30/40/30, a 5-year warranty and signing after acceptance; refuses parts not adding up to 100', async () => {
    const fresh = await api('GET', '/api/settings', { token: dana.token });
    expect(fresh.body.defaults).toMatchObject({
      payment_schedule: { deposit_percent: 30, progress_percent: 40, final_percent: 30 },
      warranty_years: 5,
      sign_after_accept: true,
      standard_terms: null,
    });
    const current = fresh.body.defaults;
    const refused = await api('PUT', '/api/settings', {
      token: dana.token,
      body: {
        defaults: {
          ...current,
          payment_schedule: { deposit_percent: 30, progress_percent: 40, final_percent: 20 },
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('The deposit, progress and final payments must add up to 100%');
    const noDeposit = await saveDefaults(dana, {
      payment_schedule: { deposit_percent: 0, progress_percent: 50, final_percent: 50 },
    });
    expect(noDeposit.payment_schedule).toEqual({
      deposit_percent: 0,
      progress_percent: 50,
      final_percent: 50,
    });
  });

  it('adds Settings’ own terms after the built-in ones, and prints built-in terms as edited', async () => {
    const edited = [PROPOSAL_TERMS[0], 'Tear-off of one layer included; extra layers quoted separately.'];
    await saveDefaults(dana, { standard_terms: edited, default_terms: 'Dumpster placed on the driveway.' });
    const sale = await sentProposalOf(dana.token);
    const portal = await api('GET', `/api/customer-portal/proposal/${sale.proposalToken}`);
    expect(portal.body.terms).toEqual([...edited, 'Dumpster placed on the driveway.']);
    await saveDefaults(dana, { standard_terms: null, default_terms: null });
  });
});

describe('The payment schedule is copied onto a proposal when it is sent', () => {
  it('shows it on the portal and the contract as amounts adding up to the total; later Settings changes leave it alone', async () => {
    await saveDefaults(dana, {
      payment_schedule: { deposit_percent: 33, progress_percent: 33, final_percent: 34 },
      warranty_years: 7,
    });
    const sale = await sentProposalOf(dana.token, 'Maria Lopez');
    // Changed after sending: the sent proposal keeps what it was sent with.
    await saveDefaults(dana, {
      payment_schedule: { deposit_percent: 10, progress_percent: 40, final_percent: 50 },
      warranty_years: 2,
    });
    const portal = await api('GET', `/api/customer-portal/proposal/${sale.proposalToken}`);
    expect(portal.body.payment_schedule).toEqual({
      deposit_percent: 33,
      progress_percent: 33,
      final_percent: 34,
    });
    expect(portal.body.warranty_years).toBe(7);

    const totalCents = Math.round(portal.body.estimate.final_price * 100);
    const payments = schedulePayments(
      { depositPercent: 33, progressPercent: 33, finalPercent: 34 },
      totalCents,
    );
    expect(payments.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(totalCents);

    await decide(sale.proposalToken, 'accept');
    const contract = await api('GET', `/api/estimates/${sale.estimate.id}/contract-pdf`, {
      token: dana.token,
      headers: { accept: 'application/json' },
    });
    expect(contract.status, JSON.stringify(contract.body)).toBe(200);
    const text = await pdfText(await fetched(contract.body.url));
    for (const payment of payments) expect(text).toContain(formatCents(payment.amountCents));
    expect(text).toContain('Deposit (33%)');
    expect(text).toContain('Final payment (34%)');
    expect(text).not.toContain('(10%)');
    expect(text).toContain('workmanship against defects for 7 years');
    // Signed for the contractor by the member who sent the proposal, when the contract was generated.
    expect(text).toContain('Dana Whitfield');
    expect(text).toContain('Authorized representative of Whitfield Roofing');
    expect(text).toContain('Planned installation date: July 14, 2027.');

    // The unsigned contract is in Documents, with its size.
    const documents = await api('GET', '/api/documents?kind=contract', { token: dana.token });
    const listed = documents.body.documents.find(
      (d: { estimate_id: string }) => d.estimate_id === sale.estimate.id,
    );
    expect(listed).toMatchObject({ kind: 'contract', title: 'Contract' });
    expect(listed.bytes).toBeGreaterThan(1000);
  });
});

describe('One proposal, one number, one validity', () => {
  it('the mail, the portal, the homeowner’s PDF and the contractor’s PDF carry the same number and the setting’s valid-until date', async () => {
    await saveDefaults(dana, { proposal_validity_days: 14 });
    const estimate = await measuredEstimate(dana.token);
    // A PDF made before any proposal already carries the number the proposal is then given.
    const before = await contractorPdf(dana, estimate.id);
    const reserved = /Proposal (P-\d+)/.exec(before)?.[1];
    expect(reserved).toBeDefined();
    expect(before).toContain('Valid 14 days from sending');

    const email = uniqueEmail('homeowner');
    const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
      token: dana.token,
      body: { estimate_id: estimate.id, customer_email: email, customer_name: 'Ada Brooks' },
    });
    expect(sent.status).toBe(200);
    const number = sent.body.proposal.number as string;
    expect(number).toBe(reserved);

    const mail = await eventually(async () => (await sentMails()).find((m) => m.to.includes(email)), 15_000);
    expect(mail.text).toContain(`roofing proposal ${number}`);
    expect(mail.text).toContain('(14 days)');
    expect(mail.text).not.toContain('30 days');
    const link = /https?:\/\/\S+\/proposal\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const proposalToken = pathToken(new URL(link));

    const homeowner = await homeownerPdf(proposalToken);
    const contractor = await contractorPdf(dana, estimate.id);
    expect(homeowner).toContain(`Proposal ${number}`);
    expect(contractor).toBe(homeowner);
    const validUntilIso = new Date(Date.parse(sent.body.proposal.sent_at) + 14 * 86_400_000).toISOString();
    const validUntil = formatLongDate(validUntilIso);
    expect(sent.body.proposal.valid_until).toBe(validUntilIso);
    // The same date on every copy: the mail, the portal answer and both PDFs.
    expect(mail.text).toContain(`works until ${validUntil} (14 days)`);
    expect(mail.html).toContain(`works until ${validUntil} (14 days)`);
    const portal = await api('GET', `/api/customer-portal/proposal/${proposalToken}`);
    expect(portal.status).toBe(200);
    expect(portal.body.proposal).toMatchObject({ number, valid_until: validUntilIso });
    expect(/Valid until: ([A-Z][a-z]+ \d+, \d{4})/.exec(homeowner)?.[1]).toBe(validUntil);
    expect(/Valid until: ([A-Z][a-z]+ \d+, \d{4})/.exec(contractor)?.[1]).toBe(validUntil);
    expect(homeowner).toContain(`This proposal is valid until ${validUntil}.`);
    expect(homeowner).not.toContain('30 days');
    await saveDefaults(dana, { proposal_validity_days: 30 });
  });
});

describe('POST /api/customer-portal/proposal/{token}/signing-link', () => {
  it('lets the homeowner sign straight after accepting; refused before acceptance and when the setting is off', async () => {
    await saveDefaults(dana, { sign_after_accept: true });
    const sale = await sentProposalOf(dana.token, 'Lena Ortiz');
    const early = await api('POST', `/api/customer-portal/proposal/${sale.proposalToken}/signing-link`);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('The customer has not accepted the proposal yet.');

    const accepted = await api('POST', `/api/customer-portal/proposal/${sale.proposalToken}/action`, {
      body: { action: 'accept', notes: null },
    });
    expect(accepted.body).toMatchObject({ status: 'accepted', sign_now: true });
    const link = await api('POST', `/api/customer-portal/proposal/${sale.proposalToken}/signing-link`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const signingToken = pathToken(new URL(link.body.signing_url));
    const view = await api('GET', `/api/signing/${signingToken}`);
    expect(view.status).toBe(200);
    expect(view.body.customer_name).toBe('Lena Ortiz');
    const signed = await signContract(signingToken, 'Lena Ortiz');
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const again = await api('POST', `/api/customer-portal/proposal/${sale.proposalToken}/signing-link`);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This contract has already been signed.');
    // The signed contract made a project, and the estimate links to it.
    const estimate = await eventually(async () => {
      const read = await api('GET', `/api/estimates/${sale.estimate.id}`, { token: dana.token });
      return read.body.project_id ? read.body : undefined;
    });
    expect((await api('GET', `/api/projects/${estimate.project_id}`, { token: dana.token })).status).toBe(
      200,
    );

    await saveDefaults(dana, { sign_after_accept: false });
    const later = await sentProposalOf(dana.token, 'Omar Reyes');
    const decided = await api('POST', `/api/customer-portal/proposal/${later.proposalToken}/action`, {
      body: { action: 'accept', notes: null },
    });
    expect(decided.body.sign_now).toBe(false);
    const off = await api('POST', `/api/customer-portal/proposal/${later.proposalToken}/signing-link`);
    expect(off.status).toBe(409);
    expect(off.body.detail).toBe('Your contractor will send you the contract to sign.');
    await saveDefaults(dana, { sign_after_accept: true });
  });
});
