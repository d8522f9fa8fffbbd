import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { parseCsv } from '../../shared/kernel/csv.js';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { operatorToken } from '../support/operator.js';
import { buyPresale } from '../support/presale.js';

// The operator's presale orders (docs/product.md#operations): every paid order, newest first, paged,
// with the account a sign-up started from it; a CSV of all of them; nobody else may read them.

let operator: string;

beforeAll(async () => {
  operator = await operatorToken();
});

/** The operator's first page of presale orders (`limit` orders). */
async function firstPage(limit = 50) {
  const answer = await api('GET', `/api/crm/presale-orders?limit=${limit}`, { token: operator });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The CSV of every order, as its link downloads it: header row, then one row per order. */
async function exportedRows() {
  const answer = await api('GET', '/api/crm/presale-orders/export', { token: operator });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const download = await fetch(answer.body.url);
  expect(download.status).toBe(200);
  const [header, ...rows] = parseCsv(await download.text());
  return {
    answer: answer.body,
    disposition: download.headers.get('content-disposition'),
    rowOf: (email: string) => {
      const row = rows.find((cells) => cells[header.indexOf('buyer_email')] === email);
      return row && Object.fromEntries(header.map((name, index) => [name, row[index]]));
    },
  };
}

describe('presale orders for the operator: GET /api/crm/presale-orders and its CSV export', () => {
  it('lists a paid order newest first with buyer, package, amount and receipt; pages; refuses non-operators', async () => {
    const earlier = uniqueEmail('presale-list-a');
    const email = uniqueEmail('presale-list-b');
    await buyPresale({ email: earlier, name: 'Robin Early', packageId: 'starter_presale' });
    await buyPresale({ email, name: 'Casey Ortega' });

    const page = await firstPage();
    const order = page.orders.find((row: { buyer_email: string }) => row.buyer_email === email);
    expect(order).toMatchObject({
      buyer_name: 'Casey Ortega',
      buyer_email: email,
      company: null,
      package_id: 'pro_presale',
      package_name: 'Professional Presale',
      plan: 'pro',
      amount_cents: 124_700,
      currency: 'usd',
      account: null,
    });
    expect(order.receipt_url).toMatch(/\/receipts\//);
    const paidAt = page.orders.map((row: { paid_at: string }) => row.paid_at);
    expect(paidAt).toEqual([...paidAt].sort().reverse());
    const emails = page.orders.map((row: { buyer_email: string }) => row.buyer_email);
    expect(emails.indexOf(email)).toBeLessThan(emails.indexOf(earlier));
    expect(page.summary.count).toBeGreaterThanOrEqual(2);
    expect(page.summary.total_cents).toBeGreaterThanOrEqual(124_700 + 84_700);

    // One order a page: the cursor reaches the next order, and only the first page carries the summary.
    const one = await firstPage(1);
    expect(one.orders).toHaveLength(1);
    expect(one.next_cursor).toEqual(expect.any(String));
    const next = await api('GET', `/api/crm/presale-orders?limit=1&cursor=${one.next_cursor}`, {
      token: operator,
    });
    expect(next.status).toBe(200);
    expect(next.body.orders[0].id).not.toBe(one.orders[0].id);
    expect(next.body.summary).toBeNull();
    const foreign = await api('GET', '/api/crm/presale-orders?cursor=eyJQSyI6IngifQ', { token: operator });
    expect(foreign.status).toBe(400);

    const contractor = await signUp({ email: uniqueEmail('presale-list-admin') });
    for (const path of ['/api/crm/presale-orders', '/api/crm/presale-orders/export']) {
      const refused = await api('GET', path, { token: contractor.token });
      expect(refused.status, path).toBe(403);
      expect((await api('GET', path)).status, path).toBe(401);
    }
  });

  it('the CSV holds every order with a meaningful name, and the export is audited', async () => {
    const email = uniqueEmail('presale-csv');
    await buyPresale({ email, name: '=Formula Buyer', packageId: 'enterprise_presale' });
    const { answer, disposition, rowOf } = await exportedRows();
    expect(answer.file_name).toMatch(/^Presale orders \d{4}-\d{2}-\d{2}\.csv$/);
    expect(disposition).toContain(`filename="${answer.file_name}"`);
    expect(answer.rows).toBeGreaterThanOrEqual(1);
    expect(rowOf(email)).toMatchObject({
      buyer_name: "'=Formula Buyer",
      package: 'Enterprise Presale',
      plan: 'enterprise',
      amount_paid: '2572',
      currency: 'USD',
      company: '',
      account_id: '',
    });
    const home = await api('GET', '/api/crm/today', { token: operator });
    expect(home.body.recent_exports).toContainEqual(
      expect.objectContaining({
        what: 'Presale orders',
        file_name: answer.file_name,
        by: OPERATOR_ACCOUNT.email,
      }),
    );
  });

  it('after the buyer signs up from the receipt, the order names the account, its company and when', async () => {
    const email = uniqueEmail('presale-claim');
    const company = `Claimed Roofing ${Date.now().toString(36)}`;
    const order = await buyPresale({ email, name: 'Dana Claim' });
    const before = Date.now();
    const buyer = await signUp({ email, company, presale_order: order });

    const row = (await firstPage()).orders.find(
      (item: { buyer_email: string }) => item.buyer_email === email,
    );
    expect(row).toMatchObject({ company, account: { id: buyer.user.account_id } });
    expect(Date.parse(row.account.claimed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row.account.claimed_at)).toBeLessThanOrEqual(Date.now());

    const csv = (await exportedRows()).rowOf(email);
    expect(csv).toMatchObject({
      company,
      account_id: buyer.user.account_id,
      claimed_at: row.account.claimed_at,
    });
  });
});
