import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { measuredEstimate } from '../support/estimates.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { pdfText } from '../support/pdf-text.js';
import {
  acceptedWithContract,
  decide,
  sentProposalOf,
  signContract,
  waitForToken,
} from '../support/projects.js';
import { queuesDrained } from '../support/queues.js';
import { PROPOSAL_TERMS } from '../../shared/documents/proposal-document.js';

// Through the local gateway: generated documents (GET /api/documents/templates, POST
// /api/documents with a template), POST /api/documents/regenerate/{id} keeping every version
// downloadable, and Settings in use — company details and default terms on new proposals, and the
// notification preferences deciding which mails the contractor gets.

useRuntimeEnvironment();

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

const company = {
  phone: '(317) 555-0177',
  email: 'office@aliceroofing.example',
  address: '12 Ridge Rd, Carmel, IN 46032',
  license_number: 'IN-RC-7788',
  brand_colour: '#1d4ed8',
};

const notifications = (overrides: Record<string, boolean> = {}) => ({
  proposal_viewed: true,
  proposal_decided: true,
  contract_signed: true,
  delivery_problems: true,
  ...overrides,
});

async function download(account: Account, id: string, version?: number): Promise<Uint8Array> {
  const link = await api('GET', `/api/documents/${id}/download${version ? `?version=${version}` : ''}`, {
    token: account.token,
  });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
}

describe('GET /api/documents/templates and POST /api/documents with a template', () => {
  it('lists the generatable documents and generates a report of an estimate, once', async () => {
    const templates = await api('GET', '/api/documents/templates', { token: alice.token });
    expect(templates.status).toBe(200);
    expect(templates.body.templates.map((t: { id: string }) => t.id)).toEqual([
      'proposal',
      'report',
      'contract',
    ]);
    expect(templates.body.templates[2]).toMatchObject({ kind: 'contract', source: 'accepted_proposal' });
    expect((await api('GET', '/api/documents/templates')).status).toBe(401);

    const estimate = await measuredEstimate(alice.token);
    const made = await api('POST', '/api/documents', {
      token: alice.token,
      body: { template: 'report', estimate_id: estimate.id },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.upload).toBeNull();
    expect(made.body.document).toMatchObject({
      kind: 'report',
      estimate_id: estimate.id,
      regenerable: true,
      version: 1,
    });
    const again = await api('POST', '/api/documents', {
      token: alice.token,
      body: { template: 'report', estimate_id: estimate.id },
    });
    expect(again.body.document.id).toBe(made.body.document.id);
    expect(await pdfText(await download(alice, made.body.document.id))).toContain('Alice Roofing');

    // Bad input, no accepted proposal, another account's estimate.
    const unknown = await api('POST', '/api/documents', {
      token: alice.token,
      body: { template: 'invoice', estimate_id: estimate.id },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toContain('Template must be one of');
    const contract = await api('POST', '/api/documents', {
      token: alice.token,
      body: { template: 'contract', estimate_id: estimate.id },
    });
    expect(contract.status).toBe(409);
    const foreign = await api('POST', '/api/documents', {
      token: bob.token,
      body: { template: 'report', estimate_id: estimate.id },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('POST /api/documents/regenerate/{id}', () => {
  it('renders a report again with the company details of now and keeps the old version downloadable', async () => {
    const estimate = await measuredEstimate(alice.token);
    const made = await api('POST', '/api/documents', {
      token: alice.token,
      body: { template: 'report', estimate_id: estimate.id },
    });
    const id = made.body.document.id as string;
    const before = await pdfText(await download(alice, id));
    expect(before).not.toContain(company.license_number);

    const saved = await api('PUT', '/api/settings', { token: alice.token, body: { company } });
    expect(saved.status).toBe(200);
    const regenerated = await api('POST', `/api/documents/regenerate/${id}`, { token: alice.token });
    expect(regenerated.status, JSON.stringify(regenerated.body)).toBe(200);
    expect(regenerated.body).toMatchObject({ id, version: 2, regenerable: true });
    expect(regenerated.body.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);

    const latest = await pdfText(await download(alice, id));
    expect(latest).toContain(company.phone);
    expect(latest).toContain(`License ${company.license_number}`);
    const first = await pdfText(await download(alice, id, 1));
    expect(first).not.toContain(company.license_number);
    expect(await pdfText(await download(alice, id, 2))).toContain(company.license_number);
    const missing = await api('GET', `/api/documents/${id}/download?version=3`, { token: alice.token });
    expect(missing.status).toBe(404);
    const zero = await api('GET', `/api/documents/${id}/download?version=0`, { token: alice.token });
    expect(zero.status).toBe(400);

    // A third rendering; the library lists one document with three versions.
    const third = await api('POST', `/api/documents/regenerate/${id}`, { token: alice.token });
    expect(third.body.version).toBe(3);
    const list = await api('GET', '/api/documents?kind=report', { token: alice.token });
    const listed = list.body.documents.filter((d: { id: string }) => d.id === id);
    expect(listed).toHaveLength(1);
    expect(listed[0].versions).toHaveLength(3);

    // Another account: 404, and nothing regenerated.
    const foreign = await api('POST', `/api/documents/regenerate/${id}`, { token: bob.token });
    expect(foreign.status).toBe(404);
    expect((await api('POST', `/api/documents/regenerate/${id}`)).status).toBe(401);
    expect((await api('GET', `/api/documents/${id}`, { token: alice.token })).body.version).toBe(3);
  });

  it('refuses uploads (400), and a document out for signature (409)', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([300, 300]).drawText('Supplement');
    const bytes = await pdf.save();
    const form = await api('POST', '/api/documents', { token: alice.token, body: { title: 'Supplement' } });
    const data = new FormData();
    for (const [name, value] of Object.entries(form.body.upload.fields as Record<string, string>))
      data.set(name, value);
    data.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'supplement.pdf');
    await fetch(form.body.upload.url, { method: 'POST', body: data });
    const upload = await api('POST', '/api/documents', {
      token: alice.token,
      body: { title: 'Supplement', upload_key: form.body.upload.key },
    });
    expect(upload.body.document.regenerable).toBe(false);
    const refused = await api('POST', `/api/documents/regenerate/${upload.body.document.id}`, {
      token: alice.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Uploaded documents cannot be regenerated; upload a new file instead');

    const estimate = await measuredEstimate(alice.token);
    const made = await api('POST', '/api/documents', {
      token: alice.token,
      body: { template: 'proposal', estimate_id: estimate.id },
    });
    const id = made.body.document.id as string;
    const sent = await api('POST', `/api/documents/${id}/send-for-signature`, {
      token: alice.token,
      body: { signer_name: 'Maria Lopez', signer_email: uniqueEmail('maria') },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const busy = await api('POST', `/api/documents/regenerate/${id}`, { token: alice.token });
    expect(busy.status).toBe(409);
  });

  it('lists a project’s material order PDF in the library (not regenerable: its project renders it)', async () => {
    const created = await api('POST', '/api/projects', {
      token: alice.token,
      body: {
        name: 'Elm Street reroof',
        customer_name: 'Pat Doe',
        address: '12 Elm Street, Carmel, IN 46032',
      },
    });
    expect(created.status).toBe(201);
    const pdf = await api('GET', `/api/projects/${created.body.id}/material-order/pdf`, {
      token: alice.token,
    });
    expect(pdf.status).toBe(302);
    const list = await api('GET', '/api/documents?kind=material_order', { token: alice.token });
    const order = list.body.documents.find(
      (d: { title: string }) => d.title === 'Material order — Elm Street reroof',
    );
    expect(order).toMatchObject({
      customer_name: 'Pat Doe',
      regenerable: false,
      content_type: 'application/pdf',
    });
    expect(await pdfText(await download(alice, order.id))).toContain('12 Elm Street');
    const refused = await api('POST', `/api/documents/regenerate/${order.id}`, { token: alice.token });
    expect(refused.status).toBe(400);
    expect((await api('GET', `/api/documents/${order.id}`, { token: bob.token })).status).toBe(404);
  });

  it('regenerates a contract under its number; a signed contract is 409', async () => {
    const sale = await acceptedWithContract(alice.token);
    const id = sale.document.id;
    expect(sale.document.kind).toBe('contract');
    const regenerated = await api('POST', `/api/documents/regenerate/${id}`, { token: alice.token });
    expect(regenerated.status, JSON.stringify(regenerated.body)).toBe(200);
    expect(regenerated.body.version).toBe(2);
    const text = await pdfText(await download(alice, id));
    expect(text).toMatch(/Contract C-\d+/);

    // Sent for signing, then signed: the signer signs the latest rendering, which then cannot change.
    const forSigning = await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, {
      token: alice.token,
    });
    expect(forSigning.status).toBe(200);
    expect((await api('POST', `/api/documents/regenerate/${id}`, { token: alice.token })).status).toBe(409);
    const signingToken = await waitForToken(sale.email, 'sign');
    const signed = await signContract(signingToken);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const after = await api('POST', `/api/documents/regenerate/${id}`, { token: alice.token });
    expect(after.status).toBe(409);
    expect(after.body.detail).toBe('A signed document cannot be regenerated');
  });
});

describe('Settings in use: default terms, company details and notification preferences', () => {
  it('prints the default terms on new proposals and shows the license and address on the portal', async () => {
    const saved = await api('PUT', '/api/settings', {
      token: bob.token,
      body: {
        company: { ...company, phone: '(317) 555-0101', brand_colour: '#b45309' },
        defaults: {
          proposal_validity_days: 30,
          default_terms: 'Payment due on completion.\n\nTwo-year workmanship warranty.',
          notifications: notifications(),
        },
      },
    });
    expect(saved.status).toBe(200);
    const sale = await sentProposalOf(bob.token);
    const portal = await api('GET', `/api/customer-portal/proposal/${sale.proposalToken}`);
    expect(portal.status).toBe(200);
    // Settings' own terms are printed after the built-in ones, never instead of them (docs/decisions.md).
    expect(portal.body.terms).toEqual([
      ...PROPOSAL_TERMS,
      'Payment due on completion.',
      'Two-year workmanship warranty.',
    ]);
    expect(portal.body.company).toMatchObject({
      phone: '(317) 555-0101',
      address: company.address,
      license_number: company.license_number,
      brand_colour: '#b45309',
    });
    // The proposal PDF (rendered by the render-pdf job) prints the same terms and company details.
    const document = await eventually(async () => {
      const list = await api('GET', '/api/documents?kind=proposal', { token: bob.token });
      return list.body.documents.find((d: { estimate_id: string }) => d.estimate_id === sale.estimate.id);
    }, 20_000);
    const text = await pdfText(await download(bob, document.id));
    expect(text).toContain('Two-year workmanship warranty.');
    expect(text).toContain(`License ${company.license_number}`);
    expect(text).toContain('(317) 555-0101');
    const mail = (await sentMails()).find((m) => m.to.includes(sale.email))!;
    expect(mail.html).toContain('border-bottom:3px solid #b45309');
    expect(mail.text).toContain('(317) 555-0101');
  });

  it('mails the contractor on view and decision when the preferences are on, not when off', async () => {
    const carol = await signUp({ first_name: 'Carol', company: 'Carol Roofing' });
    const on = await sentProposalOf(carol.token, 'Maria Lopez');
    // The first open marks it viewed and queues Carol's notice (the row's mail grant).
    expect((await api('GET', `/api/customer-portal/proposal/${on.proposalToken}`)).status).toBe(200);
    await decide(on.proposalToken, 'decline');
    const toCarol = () => sentMails().then((mails) => mails.filter((m) => m.to.includes(carol.email)));
    await eventually(async () => {
      const subjects = (await toCarol()).map((m) => m.subject);
      return subjects.some((s) => s.startsWith('Maria Lopez opened your proposal')) &&
        subjects.some((s) => s.startsWith('Maria Lopez declined your proposal'))
        ? subjects
        : undefined;
    }, 15_000);

    const off = await api('PUT', '/api/settings', {
      token: carol.token,
      body: {
        defaults: {
          proposal_validity_days: 30,
          default_terms: null,
          notifications: notifications({ proposal_viewed: false, proposal_decided: false }),
        },
      },
    });
    expect(off.status).toBe(200);
    const quiet = await sentProposalOf(carol.token, 'Nora Quinn');
    await api('GET', `/api/customer-portal/proposal/${quiet.proposalToken}`);
    await decide(quiet.proposalToken, 'accept');
    // The homeowner-facing mails still go; the queues have sent everything they would have.
    await queuesDrained();
    const subjects = (await toCarol()).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Nora Quinn'))).toEqual([]);
  });

  it('tells the estimate’s owner once when a proposal mail bounces hard (delivery_problems)', async () => {
    const erin = await signUp({ first_name: 'Erin', company: 'Erin Roofing' });
    const estimate = await measuredEstimate(erin.token);
    const bouncing = `homeowner+bounce.${Date.now().toString(36)}@homeowner.example`;
    const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
      token: erin.token,
      body: { estimate_id: estimate.id, customer_email: bouncing, customer_name: 'Maria Lopez' },
    });
    expect(sent.status).toBe(200);
    const notice = await eventually(
      async () =>
        (await sentMails()).find(
          (m) => m.to.includes(erin.email) && m.subject === `A mail to ${bouncing} bounced`,
        ),
      20_000,
    );
    expect(notice.text).toContain(`/dashboard/estimates/${estimate.id}`);
    await queuesDrained();
    const notices = (await sentMails()).filter((m) => m.subject === `A mail to ${bouncing} bounced`);
    expect(notices).toHaveLength(1);
  });

  it('mails the sender when a document sent for signature is declined, per contract_signed', async () => {
    const dana = await signUp({ first_name: 'Dana', company: 'Dana Roofing' });
    const estimate = await measuredEstimate(dana.token);
    const made = await api('POST', '/api/documents', {
      token: dana.token,
      body: { template: 'report', estimate_id: estimate.id },
    });
    const signer = uniqueEmail('signer');
    const sent = await api('POST', `/api/documents/${made.body.document.id}/send-for-signature`, {
      token: dana.token,
      body: { signer_name: 'Sam Signer', signer_email: signer },
    });
    expect(sent.status).toBe(200);
    const token = (sent.body.signing_url as string).split('/').pop()!;
    const declined = await api('POST', `/api/document-signing/${token}/decline`, {
      body: { reason: 'Wrong address' },
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const notice = await eventually(
      async () =>
        (await sentMails()).find(
          (m) => m.to.includes(dana.email) && m.subject.startsWith('Sam Signer declined'),
        ),
      15_000,
    );
    expect(notice.text).toContain('Their reason: Wrong address');
  });
});
