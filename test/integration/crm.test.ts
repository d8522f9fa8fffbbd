import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { parseCsv } from '../../shared/kernel/csv.js';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { confirmGdpr } from '../support/gdpr.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';

useRuntimeEnvironment();
const { putGdprRequest, getSubmission } = await import('../../functions/public-site/data/submissions.js');

let operator: string;
let contractor: string;
let clientCounter = 0;

/** A distinct visitor address per call (the public forms count per client). */
function client(): Record<string, string> {
  clientCounter += 1;
  return { 'cloudfront-viewer-address': `192.0.2.${clientCounter % 250}:${30000 + clientCounter}` };
}

async function postLead(overrides: Record<string, unknown> = {}) {
  const answer = await api('POST', '/api/leads', {
    body: {
      first_name: 'Avery',
      last_name: 'Stone',
      email: uniqueEmail('lead'),
      phone: '(512) 555-0199',
      company: 'Stone Roofing',
      source: 'presale_popup',
      interests: ['early_access'],
      ...overrides,
    },
    headers: client(),
  });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

async function postContact(email = uniqueEmail('contact')) {
  const answer = await api('POST', '/api/contact/submit', {
    body: {
      firstName: 'Jo',
      lastName: 'Reed',
      email,
      city: 'Austin',
      phone: '512-555-0100',
      reason: 'pricing_information',
      comments: 'How much for 3 seats?',
    },
    headers: client(),
  });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

async function postPartner(email = uniqueEmail('partner')) {
  const answer = await api('POST', '/api/partners/apply', {
    body: {
      company_name: 'Gulf Coast Consultants',
      company_website: 'https://gulfcoast.example',
      company_size: '6-20',
      years_in_business: 12,
      industry_type: 'Consultant',
      business_description: 'Consultant',
      primary_contact_name: 'Jamie Lee Ortiz',
      primary_contact_email: email,
      primary_contact_phone: '(713) 555-0142',
      primary_contact_title: 'Partner Applicant',
      partner_type: 'reseller',
      expected_monthly_referrals: 25,
      target_market: 'Texas',
      existing_customer_base: 140,
      has_development_team: false,
      api_integration_experience: false,
      existing_software_integrations: [],
      marketing_channels: ['email_marketing'],
      sales_process_description: 'Not specified',
      current_partnerships: 'Not specified',
      why_partner: 'Growth',
      min_deal_size: null,
      average_sales_cycle: '3-6 months',
      has_sales_team: true,
    },
    headers: client(),
  });
  expect(answer.status).toBe(201);
  return answer.body.id as string;
}

/** A GDPR request from the public form, confirmed by its mailed link (only then does the CRM see it). */
async function postGdpr(email = uniqueEmail('gdpr')) {
  const answer = await api('POST', '/api/gdpr/requests', {
    body: { requestType: 'access', fullName: 'Sam Field', email, verificationMethod: 'email' },
    headers: client(),
  });
  expect(answer.status).toBe(201);
  expect((await confirmGdpr(email, client())).status).toBe(200);
  return answer.body.id as string;
}

beforeAll(async () => {
  operator = await operatorToken();
  contractor = (await signUp()).token;
});

describe('leads', () => {
  it('lists leads newest first, by status and search, a page at a time with a cursor', async () => {
    const marker = `Zed${Date.now().toString(36)}`;
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push(await postLead({ last_name: `${marker} ${index}` }));
    const all = await api('GET', '/api/leads/?limit=200', { token: operator });
    expect(all.status).toBe(200);
    expect(all.body.leads.slice(0, 3).map((lead: { id: string }) => lead.id)).toEqual([...ids].reverse());

    const found = await api('GET', `/api/leads/?search=${marker.toLowerCase()}&limit=2`, { token: operator });
    expect(found.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids[2], ids[1]]);
    expect(found.body.next_cursor).toEqual(expect.any(String));
    const rest = await api(
      'GET',
      `/api/leads/?search=${marker}&limit=2&cursor=${encodeURIComponent(found.body.next_cursor)}`,
      { token: operator },
    );
    expect(rest.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids[0]]);

    const fresh = await api('GET', `/api/leads/?status=new&search=${marker}`, { token: operator });
    expect(fresh.body.leads).toHaveLength(3);
  });

  it('Mark Contacted moves a lead to contacted, audited (GET /api/crm/audit/{kind}/{id}) with who and before → after', async () => {
    const id = await postLead();
    const answer = await api('PUT', `/api/leads/${id}`, { token: operator, body: { status: 'contacted' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: 'contacted' });
    const contacted = await api('GET', '/api/leads/?status=contacted&limit=200', { token: operator });
    expect(contacted.body.leads.map((lead: { id: string }) => lead.id)).toContain(id);
    const fresh = await api('GET', '/api/leads/?status=new&limit=200', { token: operator });
    expect(fresh.body.leads.map((lead: { id: string }) => lead.id)).not.toContain(id);
    const audit = await api('GET', `/api/crm/audit/lead/${id}`, { token: operator });
    expect(audit.status).toBe(200);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        actor_email: OPERATOR_ACCOUNT.email,
        action: 'status:contacted',
        before: { status: 'new' },
        after: { status: 'contacted' },
      }),
    ]);
  });

  it('refuses statuses outside the spec lists (400), unknown ids (404)', async () => {
    const id = await postLead();
    expect((await api('PUT', `/api/leads/${id}`, { token: operator, body: { status: 'won' } })).status).toBe(
      400,
    );
    expect((await api('GET', '/api/leads/?status=won', { token: operator })).status).toBe(400);
    expect((await api('GET', '/api/contact/submissions?status=archived', { token: operator })).status).toBe(
      400,
    );
    expect(
      (await api('GET', '/api/partners/applications?status=processed', { token: operator })).status,
    ).toBe(400);
    expect((await api('GET', '/api/gdpr/requests?status=done', { token: operator })).status).toBe(400);
    expect((await api('GET', '/api/crm/export?tab=leads&status=won', { token: operator })).status).toBe(400);
    const missing = '01JD0000000000000000000000';
    expect(
      (await api('PUT', `/api/leads/${missing}`, { token: operator, body: { status: 'lost' } })).status,
    ).toBe(404);
    expect(
      (
        await api('PUT', `/api/contact/submissions/${missing}`, {
          token: operator,
          body: { responded: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('PUT', `/api/partners/applications/${missing}/status`, {
          token: operator,
          body: { status: 'under_review' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api('PUT', `/api/gdpr/requests/${missing}`, {
          token: operator,
          body: { status: 'in_progress' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('contacts, partners and GDPR requests', () => {
  it('Mark Responded moves a contact submission out of pending', async () => {
    const id = await postContact();
    const answer = await api('PUT', `/api/contact/submissions/${id}`, {
      token: operator,
      body: { responded: true },
    });
    expect(answer.body).toMatchObject({ id, responded: true, responded_at: expect.any(String) });
    const responded = await api('GET', '/api/contact/submissions?status=responded&limit=200', {
      token: operator,
    });
    expect(responded.body.submissions.map((item: { id: string }) => item.id)).toContain(id);
    const refused = await api('PUT', `/api/contact/submissions/${id}`, {
      token: operator,
      body: { responded: false },
    });
    expect(refused.status).toBe(400);
  });

  it('PUT /api/partners/applications/{id}/status moves pending → under_review → approved, mailing the applicant each step', async () => {
    const email = uniqueEmail('applicant');
    const id = await postPartner(email);
    const skip = await api('PUT', `/api/partners/applications/${id}/status`, {
      token: operator,
      body: { status: 'approved' },
    });
    expect(skip.status).toBe(409);
    for (const status of ['under_review', 'approved']) {
      const answer = await api('PUT', `/api/partners/applications/${id}/status`, {
        token: operator,
        body: { status },
      });
      expect(answer.body).toMatchObject({ id, status });
    }
    const mails = await eventually(async () => {
      const found = (await sentMails()).filter(
        (mail) => mail.to.includes(email) && mail.subject === 'Update on your Ridgeline partner application',
      );
      return found.length >= 2 ? found : undefined;
    });
    expect(mails.map((mail) => mail.text).join('\n')).toContain('has been approved');
    const back = await api('PUT', `/api/partners/applications/${id}/status`, {
      token: operator,
      body: { status: 'rejected' },
    });
    expect(back.status).toBe(409);
    const listed = await api('GET', '/api/partners/applications?status=approved&limit=200', {
      token: operator,
    });
    expect(listed.body.applications.map((item: { id: string }) => item.id)).toContain(id);
  });

  it('lists GDPR requests with due date received + 30 days, overdue ones flagged; fulfilling needs a note', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    const oldId = ulid(old.getTime());
    await putGdprRequest({
      id: oldId,
      request_type: 'erasure',
      full_name: 'Old Request',
      email: uniqueEmail('old'),
      request_details: null,
      verification_method: 'email',
      status: 'received',
      respond_by: new Date(old.getTime() + 30 * 86_400_000).toISOString(),
      created_at: old.toISOString(),
    });
    const freshId = await postGdpr();
    const list = await api('GET', '/api/gdpr/requests?status=received&limit=200', { token: operator });
    const byId = new Map(list.body.requests.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(oldId)).toMatchObject({
      overdue: true,
      due_at: new Date(old.getTime() + 30 * 86_400_000).toISOString(),
    });
    expect(byId.get(freshId)).toMatchObject({ overdue: false });

    const noNote = await api('PUT', `/api/gdpr/requests/${oldId}`, {
      token: operator,
      body: { status: 'completed' },
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.errors[0].path).toBe('note');
    const done = await api('PUT', `/api/gdpr/requests/${oldId}`, {
      token: operator,
      body: { status: 'completed', note: 'Erased account and mailed confirmation' },
    });
    expect(done.body).toMatchObject({
      status: 'completed',
      overdue: false,
      fulfilment_note: 'Erased account and mailed confirmation',
    });
    const audit = await api('GET', `/api/crm/audit/gdpr_request/${oldId}`, { token: operator });
    expect(audit.body.entries[0]).toMatchObject({
      action: 'status:completed',
      after: { status: 'completed', fulfilment_note: 'Erased account and mailed confirmation' },
    });
  });

  it('mails the configured operator address about each new partner application, contact and GDPR request', async () => {
    const setting = await api('GET', '/api/crm/notifications', { token: operator });
    expect(setting.body.email).toBe(OPERATOR_ACCOUNT.email);
    const contactEmail = uniqueEmail('notice');
    await postContact(contactEmail);
    await postPartner(uniqueEmail('notice-partner'));
    await postGdpr(uniqueEmail('notice-gdpr'));
    const notices = await eventually(async () => {
      const found = (await sentMails()).filter(
        (mail) => mail.to.includes(OPERATOR_ACCOUNT.email) && mail.subject.startsWith('New '),
      );
      const subjects = found.map((mail) => mail.subject).join('\n');
      return subjects.includes(contactEmail) &&
        subjects.includes('New partner application') &&
        subjects.includes('New GDPR request')
        ? found
        : undefined;
    });
    expect(notices.length).toBeGreaterThanOrEqual(3);
    const other = uniqueEmail('ops-inbox');
    expect(
      (await api('PUT', '/api/crm/notifications', { token: operator, body: { email: other } })).status,
    ).toBe(200);
    expect((await api('GET', '/api/crm/notifications', { token: operator })).body.email).toBe(other);
    await api('PUT', '/api/crm/notifications', { token: operator, body: { email: OPERATOR_ACCOUNT.email } });
  });
});

describe('stats, operator home and export', () => {
  it('counts by status; pending leads are new + pending', async () => {
    await postLead();
    const stats = await api('GET', '/api/crm/stats', { token: operator });
    expect(stats.status).toBe(200);
    expect(stats.body.leads.pending).toBe(
      stats.body.leads.by_status.new + stats.body.leads.by_status.pending,
    );
    expect(stats.body.leads.total).toBeGreaterThan(0);
    expect(Object.keys(stats.body.gdpr.by_status).sort()).toEqual(['completed', 'in_progress', 'received']);
  });

  it("shows today's new submissions and the oldest unanswered one", async () => {
    const before = (await api('GET', '/api/crm/today', { token: operator })).body;
    await postLead();
    const after = await api('GET', '/api/crm/today', { token: operator });
    expect(after.status).toBe(200);
    expect(after.body.new_today.leads).toBe(before.new_today.leads + 1);
    expect(after.body.oldest_unanswered).toMatchObject({ id: expect.any(String), tab: expect.any(String) });
  });

  it('exports the filtered set over all pages as CSV: BOM, RFC 4180 quoting, formulas neutralised (catalogue 30)', async () => {
    const marker = `Csv${Date.now().toString(36)}`;
    await postLead({
      first_name: '=cmd()',
      last_name: `${marker} "Quoted", Name`,
      notes: 'line one\nline two',
    });
    await postLead({ first_name: '@SUM(A1)', last_name: `${marker} Ünïcødé` });
    const answer = await api('GET', `/api/crm/export?tab=leads&search=${marker}`, { token: operator });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      rows: 2,
      file_name: expect.stringMatching(/^CRM leads \d{4}-\d{2}-\d{2}\.csv$/),
    });
    const filtered = await api('GET', `/api/crm/export?tab=leads&status=new&search=${marker}`, {
      token: operator,
    });
    expect(filtered.body.file_name).toMatch(/^CRM leads \(new\) \d{4}-\d{2}-\d{2}\.csv$/);
    const response = await fetch(answer.body.url);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const rows = parseCsv(text);
    expect(rows[0]).toContain('first_name');
    const firstNames = rows.slice(1).map((row) => row[rows[0].indexOf('first_name')]);
    expect(firstNames.sort()).toEqual(["'=cmd()", "'@SUM(A1)"]);
    const lastNames = rows.slice(1).map((row) => row[rows[0].indexOf('last_name')]);
    expect(lastNames).toContain(`${marker} "Quoted", Name`);
    expect(lastNames).toContain(`${marker} Ünïcødé`);
    expect(rows.slice(1).map((row) => row[rows[0].indexOf('notes')])).toContain('line one\nline two');
    // Every export is audited and listed on the operator home: who, what, how many rows.
    const home = await api('GET', '/api/crm/today', { token: operator });
    expect(home.body.recent_exports).toContainEqual(
      expect.objectContaining({
        what: `CRM leads, "${marker}"`,
        rows: 2,
        file_name: answer.body.file_name,
        by: OPERATOR_ACCOUNT.email,
      }),
    );

    const many = await api('GET', '/api/crm/export?tab=leads', { token: operator });
    const all = await api('GET', '/api/leads/?limit=200', { token: operator });
    expect(many.body.rows).toBeGreaterThanOrEqual(all.body.leads.length);
  });

  it('keeps what visitors typed as plain data: markup is returned as text, never interpreted (catalogue 31)', async () => {
    const id = await postLead({ first_name: '<img src=x onerror=alert(1)>' });
    const listed = await api('GET', '/api/leads/?limit=200', { token: operator });
    expect(listed.headers.get('content-type')).toContain('application/json');
    expect(listed.body.leads.find((lead: { id: string }) => lead.id === id).first_name).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});

describe('operator changes are audited with who, before and after', () => {
  it("a user's details and access, and the notification address", async () => {
    const contractor = await signUp();
    const invited = await api('POST', '/api/team/members', {
      token: contractor.token,
      body: { first_name: 'Casey', last_name: 'Morgan', email: uniqueEmail('crew'), role: 'user' },
    });
    const id = invited.body.member.id;
    const changed = await api('PUT', `/api/auth/users/${id}`, {
      token: operator,
      body: { first_name: 'Renamed', role: 'manager' },
    });
    expect(changed.status).toBe(200);
    const trail = await api('GET', `/api/crm/audit/user/${id}`, { token: operator });
    // One change, two entries (access, then details) made at the same instant: in either order.
    expect(trail.body.entries).toHaveLength(2);
    expect(trail.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'access changed',
          actor_email: OPERATOR_ACCOUNT.email,
          before: { role: 'user' },
          after: { role: 'manager' },
        }),
        expect.objectContaining({
          action: 'details changed',
          before: { firstName: 'Casey' },
          after: { firstName: 'Renamed' },
        }),
      ]),
    );

    const before = (await api('GET', '/api/crm/notifications', { token: operator })).body.email;
    const other = uniqueEmail('notices');
    await api('PUT', '/api/crm/notifications', { token: operator, body: { email: other } });
    await api('PUT', '/api/crm/notifications', { token: operator, body: { email: before } });
    const settings = await api('GET', '/api/crm/audit/setting/operator-notifications', { token: operator });
    expect(settings.body.entries.slice(-2)).toEqual([
      expect.objectContaining({ before: { email: before }, after: { email: other } }),
      expect.objectContaining({ before: { email: other }, after: { email: before } }),
    ]);
  });
});

describe('operator routes refuse everyone else (catalogue 2)', () => {
  it('answers 403 to a contractor admin and 401 without a token on every CRM route, changing nothing', async () => {
    const leadId = await postLead();
    const contactId = await postContact();
    const partnerId = await postPartner();
    const gdprId = await postGdpr();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/leads/'],
      ['PUT', `/api/leads/${leadId}`, { status: 'contacted' }],
      ['GET', '/api/contact/submissions'],
      ['PUT', `/api/contact/submissions/${contactId}`, { responded: true }],
      ['GET', '/api/partners/applications'],
      ['PUT', `/api/partners/applications/${partnerId}/status`, { status: 'under_review' }],
      ['GET', '/api/gdpr/requests'],
      ['PUT', `/api/gdpr/requests/${gdprId}`, { status: 'in_progress' }],
      ['GET', '/api/crm/stats'],
      ['GET', '/api/crm/export?tab=leads'],
      ['GET', `/api/crm/audit/lead/${leadId}`],
      ['GET', '/api/crm/today'],
      ['GET', '/api/crm/notifications'],
      ['PUT', '/api/crm/notifications', { email: 'attacker@example.com' }],
    ];
    for (const [method, path, body] of calls) {
      const refused = await api(method, path, { token: contractor, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('@example.com');
      expect((await api(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect(await getSubmission('lead', leadId)).toMatchObject({ status: 'new' });
    expect(await getSubmission('contact', contactId)).toMatchObject({ responded: false });
    expect(await getSubmission('partner_application', partnerId)).toMatchObject({ status: 'pending' });
    expect(await getSubmission('gdpr_request', gdprId)).toMatchObject({ status: 'received' });
    expect((await api('GET', '/api/crm/notifications', { token: operator })).body.email).toBe(
      OPERATOR_ACCOUNT.email,
    );
  });
});

describe('the older client calls under /api', () => {
  it('GET /api/contact lists contact submissions (operators only); POST /api/contact stores one', async () => {
    const email = uniqueEmail('legacy-contact');
    const posted = await api('POST', '/api/contact', {
      body: {
        firstName: 'Lee',
        lastName: 'Old',
        email,
        city: 'Dallas',
        phone: '214-555-0100',
        reason: 'feedback',
      },
      headers: client(),
    });
    expect(posted.status).toBe(201);
    expect(posted.body.reference_id).toMatch(/^RL-/);
    const listed = await api('GET', `/api/contact?search=${email}`, { token: operator });
    expect(listed.status).toBe(200);
    expect(listed.body.submissions.map((item: { id: string }) => item.id)).toEqual([posted.body.id]);
    expect((await api('GET', '/api/contact', { token: contractor })).status).toBe(403);
  });

  it('POST /api/contact/demo stores a lead with source demo_request; GET /leads filters find it', async () => {
    const email = uniqueEmail('demo');
    const answer = await api('POST', '/api/contact/demo', {
      body: {
        first_name: 'Sam',
        last_name: 'Field',
        email,
        phone: '(512) 555-0142',
        company: 'Field Roofing',
      },
      headers: client(),
    });
    expect(answer.status).toBe(201);
    const found = await api('GET', `/api/leads?status=new&search=${email}`, { token: operator });
    expect(found.body.leads).toEqual([
      expect.objectContaining({ id: answer.body.id, source: 'demo_request' }),
    ]);
    const bad = await api('POST', '/api/contact/demo', { body: { first_name: 'Sam' }, headers: client() });
    expect(bad.status).toBe(400);
  });

  it('GET /api/pricing serves the plans of plans.ts (Professional $499)', async () => {
    const answer = await api('GET', '/api/pricing');
    expect(answer.status).toBe(200);
    expect(answer.body.plans.map((plan: { tier: string }) => plan.tier)).toEqual([
      'starter',
      'pro',
      'enterprise',
    ]);
    expect(answer.body.plans[1]).toMatchObject({ monthly_price: 499, yearly_monthly_price: 399 });
    expect(answer.body.setup_fee).toBe(500);
  });
});
