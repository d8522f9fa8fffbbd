import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PUBLIC_FORM_BYTES, OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { GDPR_CONFIRM_MESSAGES } from '../../shared/public-site/gdpr.js';
import { GDPR_SUBMITTED_MESSAGE } from '../../shared/public-site/schemas/public-forms.js';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { gdprConfirmLink } from '../support/gdpr.js';
import { operatorToken, useRuntimeEnvironment } from '../support/operator.js';
import { queuesDrained } from '../support/queues.js';

useRuntimeEnvironment();
const { getSubmission, listSubmissions } = await import('../../functions/public-site/data/submissions.js');
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

let clientCounter = 0;
/** A distinct visitor address per test (the rate limit counts per client). */
function client(): Record<string, string> {
  clientCounter += 1;
  return { 'cloudfront-viewer-address': `198.51.100.${clientCounter}:443` };
}

let operator: string;
let contractor: string;
beforeAll(async () => {
  operator = await operatorToken();
  contractor = (await signUp()).token;
});

function lead(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Avery',
    last_name: 'Stone',
    email: uniqueEmail('lead'),
    phone: '(512) 555-0199',
    company: 'Stone Roofing',
    source: 'presale_popup',
    interests: ['early_access'],
    ...overrides,
  };
}

describe('GET /api/testimonials and POST /api/testimonials', () => {
  it('lists the seeded testimonials (default 10, limit honoured) and lets only operators add one', async () => {
    const seeded = await api('GET', '/api/testimonials');
    expect(seeded.status).toBe(200);
    expect(seeded.body.length).toBeGreaterThanOrEqual(6);
    expect(seeded.body[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      company: expect.any(String),
      quote: expect.any(String),
      rating: expect.any(Number),
    });
    expect((await api('GET', '/api/testimonials?limit=2')).body).toHaveLength(2);

    const body = { name: 'Casey <b>Lane</b>', company: 'Lane Roofing', quote: 'Fast and right.', rating: 5 };
    expect((await api('POST', '/api/testimonials', { body })).status).toBe(401);
    expect((await api('POST', '/api/testimonials', { body, token: contractor })).status).toBe(403);
    expect(
      (await api('POST', '/api/testimonials', { body: { ...body, rating: 6 }, token: operator })).body.detail,
    ).toBe('Rating must be at most 5');
    const created = await api('POST', '/api/testimonials', { body, token: operator });
    expect(created.status).toBe(201);
    const all = await api('GET', '/api/testimonials?limit=50');
    expect(all.body.map((item: { id: string }) => item.id)).toContain(created.body.id);
    // Written with its audit entry: who added what.
    const trail = await api('GET', `/api/crm/audit/testimonial/${created.body.id}`, { token: operator });
    expect(trail.body.entries).toEqual([
      expect.objectContaining({
        action: 'created',
        actor_email: OPERATOR_ACCOUNT.email,
        before: null,
        after: { id: created.body.id, ...body },
      }),
    ]);
    // Ten by default even though there are more now.
    expect((await api('GET', '/api/testimonials')).body.length).toBeLessThanOrEqual(10);
  });
});

describe('GET /api/faqs and POST /api/faqs', () => {
  it('filters by category and lets only operators add questions', async () => {
    const all = await api('GET', '/api/faqs');
    expect(all.status).toBe(200);
    expect(new Set(all.body.map((faq: { category: string }) => faq.category)).size).toBeGreaterThan(1);
    const pricing = await api('GET', '/api/faqs?category=pricing');
    expect(pricing.body.length).toBeGreaterThan(0);
    expect(pricing.body.every((faq: { category: string }) => faq.category === 'pricing')).toBe(true);

    const body = { question: 'Do you support metal roofs?', answer: 'Yes.', category: 'product' };
    expect((await api('POST', '/api/faqs', { body, token: contractor })).status).toBe(403);
    const created = await api('POST', '/api/faqs', { body, token: operator });
    expect(created.status).toBe(201);
    const product = await api('GET', '/api/faqs?category=product');
    expect(product.body.map((faq: { id: string }) => faq.id)).toContain(created.body.id);
    const trail = await api('GET', `/api/crm/audit/faq/${created.body.id}`, { token: operator });
    expect(trail.body.entries).toEqual([
      expect.objectContaining({
        action: 'created',
        actor_email: OPERATOR_ACCOUNT.email,
        before: null,
        after: { id: created.body.id, ...body },
      }),
    ]);
    expect(
      (await api('GET', '/api/faqs?category=pricing')).body.map((faq: { id: string }) => faq.id),
    ).not.toContain(created.body.id);
  });
});

describe('GET /api/campaign and PUT /api/campaign', () => {
  it('serves the seeded open window and lets an operator change it with optimistic locking', async () => {
    const current = await api('GET', '/api/campaign');
    expect(current.status).toBe(200);
    expect(Date.parse(current.body.presale_ends_at)).toBeGreaterThan(Date.now());
    expect(current.body).toMatchObject({ beta_seats_total: 50 });

    const change = {
      presale_ends_at: '2031-11-15T23:59:00Z',
      beta_ends_at: '2031-11-30T23:59:00Z',
      launch_at: '2031-12-01T00:00:00Z',
      beta_seats_total: 50,
      beta_seats_remaining: 12,
      version: current.body.version,
    };
    expect((await api('PUT', '/api/campaign', { body: change, token: contractor })).status).toBe(403);
    expect(
      (await api('PUT', '/api/campaign', { body: { ...change, beta_seats_remaining: 60 }, token: operator }))
        .body.detail,
    ).toBe('Remaining seats cannot exceed the total');
    const saved = await api('PUT', '/api/campaign', { body: change, token: operator });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      presale_ends_at: '2031-11-15T23:59:00.000Z',
      beta_seats_remaining: 12,
      version: current.body.version + 1,
    });
    const stale = await api('PUT', '/api/campaign', { body: change, token: operator });
    expect(stale.status).toBe(409);
    expect((await api('GET', '/api/campaign')).body.beta_seats_remaining).toBe(12);
    // Put the seeded window back for the other tests.
    await api('PUT', '/api/campaign', {
      body: { ...current.body, version: saved.body.version, updated_at: undefined },
      token: operator,
    });
  });
});

describe('POST /api/leads', () => {
  it('stores a popup lead for the CRM', async () => {
    const body = lead();
    const answer = await api('POST', '/api/leads', { body, headers: client() });
    expect(answer.status).toBe(201);
    const stored = await getSubmission<Record<string, unknown>>('lead', answer.body.id);
    expect(stored).toMatchObject({
      first_name: 'Avery',
      email: body.email,
      source: 'presale_popup',
      interests: ['early_access'],
      status: 'new',
    });
    const page = await listSubmissions<{ id: string }>('lead', { limit: 20 });
    expect(page.items.map((item) => item.id)).toContain(answer.body.id);
    const byStatus = await listSubmissions<{ id: string }>('lead', { status: 'new', limit: 20 });
    expect(byStatus.items.map((item) => item.id)).toContain(answer.body.id);
  });

  it('notes a beta tester application from the early access page', async () => {
    const answer = await api('POST', '/api/leads', {
      body: lead({ source: 'early_access_page', interests: ['early_access', 'beta_tester'] }),
      headers: client(),
    });
    expect(answer.status).toBe(201);
    const stored = await getSubmission<{ notes: string; interests: string[] }>('lead', answer.body.id);
    expect(stored?.interests).toEqual(['early_access', 'beta_tester']);
    expect(stored?.notes).toMatch(/beta tester/);
  });

  it('enforces the source and interests rules with the spec messages', async () => {
    const headers = client();
    expect(
      (await api('POST', '/api/leads', { body: lead({ interests: ['beta_tester'] }), headers })).body.detail,
    ).toBe("Interests must be ['early_access'] or ['early_access', 'beta_tester']");
    expect(
      (
        await api('POST', '/api/leads', {
          body: lead({ interests: ['early_access', 'beta_tester'] }),
          headers,
        })
      ).body.detail,
    ).toBe('Beta tester spots are offered on the early access page only');
    expect((await api('POST', '/api/leads', { body: lead({ source: 'newsletter' }), headers })).status).toBe(
      400,
    );
    expect((await api('POST', '/api/leads', { body: lead({ phone: ' ' }), headers })).body.detail).toBe(
      'Phone is required',
    );
    expect(
      (await api('POST', '/api/leads', { body: lead({ email: 'not-an-email' }), headers })).body.detail,
    ).toBe('Please enter a valid email address');
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const body = lead({ homepage: 'http://spam.example' });
    const answer = await api('POST', '/api/leads', { body, headers: client() });
    expect(answer.status).toBe(201);
    expect(answer.body.id).toEqual(expect.any(String));
    expect(await getSubmission('lead', answer.body.id)).toBeUndefined();
    const page = await listSubmissions<{ email: string }>('lead', { limit: 100 });
    expect(page.items.map((item) => item.email)).not.toContain(body.email);
  });

  it('refuses bodies over 16 KB with 413', async () => {
    const answer = await api('POST', '/api/leads', {
      body: lead({ notes: 'x'.repeat(MAX_PUBLIC_FORM_BYTES) }),
      headers: client(),
    });
    expect(answer.status).toBe(413);
  });

  it('rate-limits one client with 429 and leaves another client alone', async () => {
    const headers = client();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push((await api('POST', '/api/leads', { body: lead(), headers })).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await api('POST', '/api/leads', { body: lead(), headers: client() })).status).toBe(201);
  });
});

describe('POST /api/contact/submit', () => {
  it('stores the spec record, answers with a reference id and mails an escaped confirmation', async () => {
    const email = uniqueEmail('contact');
    const answer = await api('POST', '/api/contact/submit', {
      body: {
        firstName: 'Jo',
        lastName: 'Reed',
        email,
        companyName: '',
        city: 'Austin',
        phone: '512-555-0100',
        reason: 'demo_request',
        comments: '<script>alert(1)</script> Need a demo',
      },
      headers: client(),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.reference_id).toMatch(/^RL-[0-9A-Z]{8}$/);
    const stored = await getSubmission<Record<string, unknown>>('contact', answer.body.id);
    expect(stored).toMatchObject({
      id: answer.body.id,
      first_name: 'Jo',
      last_name: 'Reed',
      email,
      phone: '512-555-0100',
      company_name: null,
      city: 'Austin',
      reason: 'demo_request',
      responded: false,
    });
    expect(stored?.created_at).toEqual(expect.any(String));
    const mail = await eventually(async () => (await sentMails()).find((item) => item.to.includes(email)));
    expect(mail.subject).toContain(answer.body.reference_id);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('requires city, phone and a known reason', async () => {
    const body = {
      firstName: 'Jo',
      lastName: 'Reed',
      email: uniqueEmail('contact'),
      city: '',
      phone: '1',
      reason: 'product_inquiry',
    };
    expect((await api('POST', '/api/contact/submit', { body, headers: client() })).body.detail).toBe(
      'City is required',
    );
    expect(
      (
        await api('POST', '/api/contact/submit', {
          body: { ...body, city: 'Austin', reason: 'spam' },
          headers: client(),
        })
      ).body.detail,
    ).toBe('Please choose a reason');
  });
});

describe('POST /api/partners/apply', () => {
  it('stores the application and answers with id, status, review time and next steps', async () => {
    const email = uniqueEmail('partner');
    const body = {
      company_name: 'Gulf Coast Consultants',
      company_website: 'https://gulfcoast.example',
      company_size: '6-20',
      years_in_business: 12,
      industry_type: 'Consultant',
      business_description: 'Consultant, 6-10 years in the roofing industry.',
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
    };
    const answer = await api('POST', '/api/partners/apply', { body, headers: client() });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      id: expect.any(String),
      status: 'pending',
      estimated_review_time: '48 hours',
    });
    expect(answer.body.next_steps.length).toBeGreaterThan(0);
    const stored = await getSubmission<Record<string, unknown>>('partner_application', answer.body.id);
    expect(stored).toMatchObject({
      first_name: 'Jamie',
      last_name: 'Lee Ortiz',
      email,
      company_name: 'Gulf Coast Consultants',
      partner_type: 'reseller',
      has_sales_team: true,
      status: 'pending',
    });
    const mail = await eventually(async () => (await sentMails()).find((item) => item.to.includes(email)));
    expect(mail.text).toContain(answer.body.id);
    // A short platform-wide number to quote, in the answer, the record and the mail.
    expect(answer.body.application_number).toMatch(/^PA-1\d{3,}$/);
    expect(stored).toMatchObject({ application_number: answer.body.application_number });
    expect(mail.text).toContain(`Application number: ${answer.body.application_number}`);
    expect(
      (
        await api('POST', '/api/partners/apply', {
          body: { ...body, partner_type: 'agent' },
          headers: client(),
        })
      ).body.detail,
    ).toBe('Partner type must be referral or reseller');
  });
});

describe('POST /api/gdpr/requests and POST /api/gdpr/requests/{id}/confirm', () => {
  it('keeps the request out of the CRM until the mailed link confirms it, once; then acknowledges it', async () => {
    const email = uniqueEmail('gdpr');
    const answer = await api('POST', '/api/gdpr/requests', {
      body: {
        requestType: 'erasure',
        fullName: 'Avery Stone',
        email,
        requestDetails: 'Delete my data',
        verificationMethod: 'email',
      },
      headers: client(),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(GDPR_SUBMITTED_MESSAGE);
    expect(answer.body.message).toContain('Check your email');
    // Unconfirmed: not a CRM record, not listed, and the operators are not told.
    expect(await getSubmission('gdpr_request', answer.body.id)).toBeUndefined();
    const listed = await api('GET', `/api/gdpr/requests?search=${encodeURIComponent(email)}`, {
      token: operator,
    });
    expect(listed.body.requests).toEqual([]);
    const mail = await eventually(async () => (await sentMails()).find((item) => item.to.includes(email)));
    expect(mail.subject).toMatch(/^Confirm your GDPR request/);
    expect(mail.text).toContain('expires in 72 hours');

    const link = await gdprConfirmLink(email);
    expect(link.id).toBe(answer.body.id);
    const confirm = (token: string) =>
      api('POST', `/api/gdpr/requests/${link.id}/confirm`, { body: { token }, headers: client() });
    expect((await confirm(`${link.token}x`)).status).toBe(404);
    const confirmed = await confirm(link.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(GDPR_CONFIRM_MESSAGES.confirmed);
    const stored = await getSubmission<Record<string, unknown>>('gdpr_request', answer.body.id);
    expect(stored).toMatchObject({
      request_type: 'erasure',
      full_name: 'Avery Stone',
      email,
      status: 'received',
    });
    expect(Date.parse(String(stored?.respond_by)) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const again = await confirm(link.token);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(GDPR_CONFIRM_MESSAGES.invalid);
    const listedNow = await api('GET', `/api/gdpr/requests?search=${encodeURIComponent(email)}`, {
      token: operator,
    });
    expect(listedNow.body.requests.map((request: { id: string }) => request.id)).toEqual([answer.body.id]);
    const acknowledged = await eventually(async () =>
      (await sentMails()).find((item) => item.to.includes(email) && item.text.includes('within 30 days')),
    );
    expect(acknowledged.subject).toMatch(/^Your GDPR request/);
  });

  it('refuses an expired link with 410 and never lists the request', async () => {
    const email = uniqueEmail('gdpr-late');
    const answer = await api('POST', '/api/gdpr/requests', {
      body: { requestType: 'access', fullName: 'Late Person', email, verificationMethod: 'email' },
      headers: client(),
    });
    const link = await gdprConfirmLink(email);
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `GDPR_UNCONFIRMED#${answer.body.id}`, SK: 'REQUEST' },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const late = await api('POST', `/api/gdpr/requests/${link.id}/confirm`, {
      body: { token: link.token },
      headers: client(),
    });
    expect(late.status).toBe(410);
    expect(late.body.detail).toBe(GDPR_CONFIRM_MESSAGES.expired);
    expect(await getSubmission('gdpr_request', answer.body.id)).toBeUndefined();
  });

  it('drops a honeypot request without storing or mailing', async () => {
    const email = uniqueEmail('gdpr-bot');
    const answer = await api('POST', '/api/gdpr/requests', {
      body: { requestType: 'access', fullName: 'Bot', email, verificationMethod: 'email', homepage: 'x' },
      headers: client(),
    });
    expect(answer.status).toBe(201);
    expect(await getSubmission('gdpr_request', answer.body.id)).toBeUndefined();
    await queuesDrained();
    expect((await sentMails()).some((item) => item.to.includes(email))).toBe(false);
  });
});
