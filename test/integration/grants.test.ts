import { afterEach, describe, expect, inject, it } from 'vitest';
import { routes, type Access } from '../../infra/routes.js';
import { api, sentMails, uniqueEmail } from '../support/api.js';
import { clientAddressHeader } from '../support/client-address.js';
import { grantSwitch as switchGrants } from '../support/grants.js';
import { operatorToken } from '../support/operator.js';
import { queuesDrained } from '../support/queues.js';

// The runtime checks each handler's SDK calls against its row's grants, as IAM checks its role on AWS
// (docs/decisions.md, "Grants checked locally"). Its loopback switch `POST /__grants` takes grants away
// from one handler, so a row missing a grant is shown failing here as it would on AWS, and working with it.

const grantSwitch = (method: 'GET' | 'POST' | 'DELETE', body?: { handler: string; access: Access[] }) =>
  switchGrants(inject('baseUrl'), method, body);

function rowOf(key: string) {
  const row = routes.find((route) => `${route.method} ${route.path}` === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
}

/** The refusals of one handler so far. */
const deniedTo = async (handler: string) =>
  (await grantSwitch('GET')).body.denied.filter((call) => call.handler === handler);

afterEach(async () => {
  await grantSwitch('DELETE');
});

describe('grants checked locally as on AWS', () => {
  it('a presale checkout with a coupon fails with the AccessDenied 500 without table:write, and succeeds with its row’s grants', async () => {
    const row = rowOf('POST /api/payments/checkout');
    expect(row.access).toContain('table:write');
    const code = `GRANT${Date.now().toString(36).toUpperCase()}`;
    const made = await api('POST', '/api/coupons', {
      token: await operatorToken(),
      body: { code, coupon_type: 'discount', discount_percent: 10, max_uses_per_user: 1, max_uses: 5 },
    });
    expect(made.status).toBe(201);
    const checkout = () =>
      api('POST', '/api/payments/checkout', {
        body: {
          package_id: 'pro_presale',
          customer_name: 'Alex Rivera',
          customer_email: uniqueEmail('grants'),
          origin_url: new URL(inject('baseUrl')).origin,
          coupon_code: code,
        },
      });

    // The row as it stood before (read only): redeeming the code is refused by IAM, a bare 500.
    const before = (await deniedTo(row.handler)).length;
    expect((await grantSwitch('POST', { handler: row.handler, access: ['table:read'] })).status).toBe(200);
    const refused = await checkout();
    expect(refused.status).toBe(500);
    const denied = (await deniedTo(row.handler)).slice(before);
    expect(denied).toHaveLength(1);
    expect(denied[0]).toMatchObject({ resource: 'table', reduced: true });
    expect(denied[0].action).toMatch(/^dynamodb:(PutItem|UpdateItem)$/);

    // The row's own grants: the same checkout starts, discounted, and nothing more is refused.
    await grantSwitch('DELETE');
    const started = await checkout();
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const status = await api('GET', `/api/payments/status/${started.body.session_id}`);
    expect(status.body.amount).toBe(1122.3); // $1,247 less 10 %
    expect((await deniedTo(row.handler)).slice(before)).toHaveLength(1);
  });

  it('a refusal the code swallows is still recorded: a contact form without its mail grant stores, mails nothing', async () => {
    const row = rowOf('POST /api/contact/submit');
    await grantSwitch('POST', { handler: row.handler, access: ['table:read', 'table:write'] });
    const email = uniqueEmail('grants-contact');
    const answer = await api('POST', '/api/contact/submit', {
      body: {
        firstName: 'Jo',
        lastName: 'Reed',
        email,
        city: 'Austin',
        phone: '512-555-0100',
        reason: 'demo_request',
      },
      headers: clientAddressHeader(),
    });
    // The confirmation is queued best effort, so the answer is the same; the refusal is on record.
    expect(answer.status).toBe(201);
    expect(await deniedTo(row.handler)).toContainEqual({
      handler: row.handler,
      action: 'sqs:SendMessage',
      resource: 'queue:send-email',
      reduced: true,
    });
    await queuesDrained();
    expect((await sentMails()).filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it('the switch only takes grants away', async () => {
    const row = rowOf('GET /api/auth/me');
    const added = await grantSwitch('POST', { handler: row.handler, access: ['table:read', 'table:write'] });
    expect(added.status).toBe(400);
    expect(added.body.detail).toMatch(/only takes grants away/);
    expect((await grantSwitch('GET')).body.reduced).toEqual({});
  });
});
