import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, signUp, uniqueEmail } from '../support/api.js';
import { login, waitForPasswordLink } from '../support/accounts.js';
import { measuredEstimate } from '../support/estimates.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { pdfText } from '../support/pdf-text.js';
import { decide, sentProposalOf, signContract, waitForToken } from '../support/projects.js';

// Settings (docs/product.md#accounts) through the local gateway: company details used on the portal, PDFs and
// mails; the whole-account export job; the deletion request; permissions and tenancy.

useRuntimeEnvironment();
const { listSubmissions } = await import('../../functions/public-site/data/submissions.js');
const { putAccountExport } = await import('../../functions/accounts/data/account-exports.js');
const { exportAuditPut } = await import('../../functions/platform/data/audit.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

const company = {
  phone: '(317) 555-0199',
  email: 'Office@AliceRoofing.example',
  address: '12 Ridge Rd, Carmel, IN 46032',
  license_number: 'IN-RC-2291',
  brand_colour: '#1D4ED8',
};

describe('GET/PUT /api/settings', () => {
  it('starts with the defaults (30-day validity) and saves company details and defaults', async () => {
    const fresh = await api('GET', '/api/settings', { token: bob.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.defaults.proposal_validity_days).toBe(30);
    expect(fresh.body.company.phone).toBeNull();
    expect(fresh.body.can_manage).toBe(true);

    const saved = await api('PUT', '/api/settings', {
      token: alice.token,
      body: {
        company,
        defaults: {
          proposal_validity_days: 21,
          default_terms: 'Net 30.',
          notifications: {
            proposal_viewed: false,
            proposal_decided: true,
            contract_signed: true,
            delivery_problems: true,
          },
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.company).toEqual({
      ...company,
      email: 'office@aliceroofing.example',
      brand_colour: '#1d4ed8',
    });
    expect(saved.body.defaults.proposal_validity_days).toBe(21);
    // Bob's account is untouched.
    expect((await api('GET', '/api/settings', { token: bob.token })).body.company.phone).toBeNull();
  });

  it('refuses bad values and injected fields', async () => {
    for (const body of [
      { company: { ...company, brand_colour: 'red' } },
      { company: { ...company, email: 'nope' } },
      { company: { ...company, phone: '<script>' } },
      { defaults: { proposal_validity_days: 90, default_terms: null, notifications: {} } },
      { company, accountId: bob.user.account_id },
    ]) {
      expect(
        (await api('PUT', '/api/settings', { token: alice.token, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await api('PUT', '/api/settings', { body: { company } })).status).toBe(401);
  });

  it('the company phone shows on the portal and in the proposal PDF instead of the member’s', async () => {
    await api('PUT', '/api/settings', { token: alice.token, body: { company } });
    const estimate = await measuredEstimate(alice.token);
    const email = `settings.${Date.now().toString(36)}@homeowner.example`;
    const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
      token: alice.token,
      body: { estimate_id: estimate.id, customer_email: email, customer_name: 'Maria Lopez' },
    });
    expect(sent.status).toBe(200);
    // The validity chosen in Settings (21 days in the first test) dates the proposal.
    const days = (Date.parse(sent.body.proposal.valid_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(20.9);
    expect(days).toBeLessThanOrEqual(21);
    const { sentMails } = await import('../support/api.js');
    const mail = await eventually(async () => (await sentMails()).find((item) => item.to.includes(email)));
    expect(mail.text).toContain(company.phone);
    const token = mail.text.match(/\/proposal\/([A-Za-z0-9_-]{43})/)![1];
    const portal = await api('GET', `/api/customer-portal/proposal/${token}`);
    expect(portal.body.company).toMatchObject({ phone: company.phone, email: 'office@aliceroofing.example' });
    const redirect = await api('GET', `/api/customer-portal/proposal/${token}/pdf`);
    expect(redirect.status).toBe(302);
    const bytes = new Uint8Array(await (await fetch(redirect.headers.get('location')!)).arrayBuffer());
    expect(await pdfText(bytes)).toContain(company.phone);
  });

  it('the contract signing page and the signed contract show the company address, license and colour', async () => {
    await api('PUT', '/api/settings', { token: alice.token, body: { company } });
    const sale = await sentProposalOf(alice.token);
    await decide(sale.proposalToken, 'accept');
    expect(
      (await api('POST', `/api/estimates/${sale.estimate.id}/send-for-signing`, { token: alice.token }))
        .status,
    ).toBe(200);
    const signingToken = await waitForToken(sale.email, 'sign');
    const details = {
      company_name: 'Alice Roofing',
      phone: company.phone,
      email: 'office@aliceroofing.example',
      address: company.address,
      license_number: company.license_number,
      brand_colour: '#1d4ed8',
    };
    const view = await api('GET', `/api/signing/${signingToken}`);
    expect(view.status).toBe(200);
    expect(view.body.company).toMatchObject(details);
    const signed = await signContract(signingToken);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect((await api('GET', `/api/signing/${signingToken}/signed`)).body.company).toMatchObject(details);
  });
});

describe('POST /api/settings/export, GET /api/settings/export/{id}', () => {
  it('builds a zip of JSON + CSV with the account’s estimates only, with progress; other accounts get 404', async () => {
    const estimate = await measuredEstimate(alice.token, { customer_last_name: '=HYPERLINK("x")' });
    const started = await api('POST', '/api/settings/export', { token: alice.token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ status: 'queued', progress: 0, download_url: null });
    const done = await eventually(async () => {
      const answer = await api('GET', `/api/settings/export/${started.body.id}`, { token: alice.token });
      return answer.body.status === 'done' ? answer.body : undefined;
    }, 20_000);
    expect(done.progress).toBe(100);
    expect(done.files).toEqual(
      expect.arrayContaining([
        'estimates.json',
        'estimates.csv',
        'customers.csv',
        'communications.json',
        'manifest.json',
      ]),
    );
    const url = new URL(done.download_url);
    // Under exports/, which the documents bucket empties after a day.
    expect(decodeURIComponent(url.pathname)).toContain(`/exports/accounts/${alice.user.account_id}/`);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    const files = unzipSync(new Uint8Array(await (await fetch(url)).arrayBuffer()));
    const estimates = JSON.parse(strFromU8(files['estimates.json']!)) as {
      estimateId: string;
      accountId: string;
    }[];
    expect(estimates.map((item) => item.estimateId)).toContain(estimate.id);
    expect(new Set(estimates.map((item) => item.accountId))).toEqual(new Set([alice.user.account_id]));
    const csv = strFromU8(files['estimates.csv']!);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(JSON.stringify(JSON.parse(strFromU8(files['proposals.json']!)))).not.toContain('tokenHash');

    expect((await api('GET', `/api/settings/export/${started.body.id}`, { token: bob.token })).status).toBe(
      404,
    );
  });

  it('answers 410 for an export older than a day, whose archive the bucket has deleted', async () => {
    const dayAndSecondAgo = new Date(Date.now() - 86_401_000).toISOString();
    await putAccountExport(
      {
        accountId: alice.user.account_id,
        exportId: 'old-export',
        requestedBy: alice.user.id,
        status: 'done',
        progress: 100,
        s3Key: `exports/accounts/${alice.user.account_id}/old-export.zip`,
        files: ['manifest.json'],
        createdAt: dayAndSecondAgo,
        updatedAt: dayAndSecondAgo,
      },
      exportAuditPut(
        'old-export',
        { userId: alice.user.id, email: alice.user.email },
        { what: 'Whole account', rows: null, file_name: 'old.zip' },
      ),
    );
    const answer = await api('GET', '/api/settings/export/old-export', { token: alice.token });
    expect(answer.status).toBe(410);
    expect(answer.body).toEqual({
      detail: 'This export has expired. Start a new export to download your data.',
    });
  });
});

describe('POST /api/settings/delete-request', () => {
  it('stores a GDPR erasure request for the account once confirmed', async () => {
    const unconfirmed = await api('POST', '/api/settings/delete-request', {
      token: alice.token,
      body: { confirm: 'yes' },
    });
    expect(unconfirmed.status).toBe(400);
    const answer = await api('POST', '/api/settings/delete-request', {
      token: alice.token,
      body: { confirm: 'DELETE', reason: 'Closing' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.reference_id).toMatch(/^RL-/);
    const stored = await listSubmissions<{ email: string; request_type: string; request_details: string }>(
      'gdpr_request',
      { limit: 20 },
    );
    const mine = stored.items.find((item) => item.email === alice.email);
    expect(mine).toMatchObject({ request_type: 'erasure' });
    expect(mine!.request_details).toContain(alice.user.account_id);
  });
});

describe('permissions', () => {
  it('a plain member reads the settings but changes nothing, and cannot read communications (403)', async () => {
    const email = uniqueEmail('crew');
    const invited = await api('POST', '/api/team/members', {
      token: alice.token,
      body: { first_name: 'Casey', last_name: 'Morgan', email, role: 'user' },
    });
    expect(invited.status).toBe(201);
    const { token: linkToken } = await waitForPasswordLink(email);
    const password = 'Crew-Pass-2026';
    await api('POST', '/api/auth/password-reset-confirm', {
      body: { token: linkToken, new_password: password },
    });
    const member = (await login(email, password)).body.access_token as string;

    const read = await api('GET', '/api/settings', { token: member });
    expect(read.status).toBe(200);
    expect(read.body.can_manage).toBe(false);
    expect((await api('PUT', '/api/settings', { token: member, body: { company } })).status).toBe(403);
    expect((await api('POST', '/api/settings/export', { token: member })).status).toBe(403);
    const deletion = await api('POST', '/api/settings/delete-request', {
      token: member,
      body: { confirm: 'DELETE' },
    });
    expect(deletion.status).toBe(403);
    expect((await api('GET', '/api/communications', { token: member })).status).toBe(403);
    // The invite mail went through the one send path and is recorded under Alice's account.
    const sent = await eventually(async () => {
      const list = await api(
        'GET',
        `/api/communications?audience=account&customer=${encodeURIComponent(email)}`,
        { token: alice.token },
      );
      return list.body.communications[0];
    }, 15_000);
    expect(sent).toMatchObject({ template: 'team-invite', communication_type: 'account' });
    // The account's own mail is kept apart from customer mail.
    const customerMail = await api('GET', `/api/communications?customer=${encodeURIComponent(email)}`, {
      token: alice.token,
    });
    expect(customerMail.body.communications).toEqual([]);
  });
});
