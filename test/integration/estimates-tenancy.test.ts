import { beforeAll, describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api.js';
import { createEstimate, measuredEstimate } from '../support/estimates.js';

// security-and-reliability.md items 1, 3, 4, 7 and 29 for every estimate and rates route.

let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
let bobsEstimate: { id: string; version: number; customer_last_name: string; final_price: number };

const fullEdit = (version: number) => ({
  version,
  address: '900 Sycamore Street, Naperville, IL',
  customer_first_name: 'Mallory',
  customer_last_name: 'Intruder',
  customer_email: null,
  customer_phone: null,
  scheduled_install_date: null,
  roof_material: 'tile_roofing',
});

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
  bobsEstimate = await measuredEstimate(bob.token, { customer_last_name: 'Bobson' });
  await createEstimate(alice.token, { customer_last_name: 'Alison' });
});

describe("item 1: another account's estimate id answers 404 and leaves it unchanged", () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/estimates/{id}', undefined],
    ['PUT', '/api/estimates/{id}', 'edit'],
    ['DELETE', '/api/estimates/{id}', undefined],
    ['POST', '/api/estimates/{id}/apply-discount', { discount_percent: 50 }],
    ['POST', '/api/estimates/{id}/retry-measurement', undefined],
    ['POST', '/api/estimates/{id}/reprice', undefined],
  ];

  it.each(calls)('%s %s', async (method, path, body) => {
    const answer = await api(method, path.replace('{id}', bobsEstimate.id), {
      token: alice.token,
      body: body === 'edit' ? fullEdit(bobsEstimate.version) : body,
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Estimate not found' });
    const stored = await api('GET', `/api/estimates/${bobsEstimate.id}`, { token: bob.token });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      version: bobsEstimate.version,
      customer_last_name: 'Bobson',
      final_price: bobsEstimate.final_price,
      discount_percent: null,
      measurement_status: 'measured',
    });
  });

  it("never lists another account's estimates", async () => {
    const list = await api('GET', '/api/estimates?limit=100', { token: alice.token });
    expect(list.body.estimates.map((row: { customer_last_name: string }) => row.customer_last_name)).toEqual([
      'Alison',
    ]);
    expect(list.body.summary.total_estimates).toBe(1);
    expect((await api('GET', `/api/estimates?search=bobson`, { token: alice.token })).body.estimates).toEqual(
      [],
    );
  });
});

describe('item 3: injected fields are refused and change nothing', () => {
  it('POST /api/estimates refuses accountId, userId, status, totals and flags', async () => {
    for (const extra of [
      { accountId: bob.user.account_id },
      { userId: bob.user.id },
      { measurement_status: 'measured' },
      { total_cost: 1 },
      { accepted: true },
      { proposal_sent: true },
      { version: 7 },
    ]) {
      const answer = await api('POST', '/api/estimates', {
        token: alice.token,
        body: { address: '12 Linden Street, Cary, NC', customer_last_name: 'Alison', ...extra },
      });
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.body.detail).toMatch(/^Unknown field\(s\): /);
    }
    expect((await api('GET', '/api/estimates', { token: alice.token })).body.summary.total_estimates).toBe(1);
  });

  it('PUT /api/estimates/{id} refuses price, status and ownership fields', async () => {
    const mine = await measuredEstimate(alice.token);
    for (const extra of [
      { final_price: 1 },
      { total_cost: 1 },
      { accountId: bob.user.account_id },
      { status: 'accepted' },
      { contract_signed: true },
      { measurement: null },
    ]) {
      const answer = await api('PUT', `/api/estimates/${mine.id}`, {
        token: alice.token,
        body: { ...fullEdit(mine.version), ...extra },
      });
      expect(answer.status, JSON.stringify(extra)).toBe(400);
    }
    const stored = (await api('GET', `/api/estimates/${mine.id}`, { token: alice.token })).body;
    expect(stored).toMatchObject({
      version: mine.version,
      final_price: mine.final_price,
      customer_last_name: mine.customer_last_name,
      accepted: false,
    });
  });

  it('apply-discount and rates refuse extra fields', async () => {
    const mine = await measuredEstimate(alice.token);
    const discount = await api('POST', `/api/estimates/${mine.id}/apply-discount`, {
      token: alice.token,
      body: { discount_percent: 10, final_price: 1 },
    });
    expect(discount.status).toBe(400);
    expect(
      (await api('GET', `/api/estimates/${mine.id}`, { token: alice.token })).body.discount_percent,
    ).toBeNull();
    const rates = await api('POST', '/api/rates/me', {
      token: alice.token,
      body: { accountId: bob.user.account_id, rates: {} },
    });
    expect(rates.status).toBe(400);
  });
});

describe('item 4: cursors and limits', () => {
  it("refuses another account's cursor and caps a huge limit", async () => {
    for (let i = 0; i < 2; i++) await createEstimate(bob.token);
    const bobsPage = await api('GET', '/api/estimates?limit=1', { token: bob.token });
    expect(bobsPage.body.next_cursor).toEqual(expect.any(String));
    const stolen = await api('GET', `/api/estimates?limit=1&cursor=${bobsPage.body.next_cursor}`, {
      token: alice.token,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toBe('Invalid cursor');
    const statusCursor = (await api('GET', '/api/estimates?status=pending&limit=1', { token: bob.token }))
      .body.next_cursor;
    expect(
      (
        await api('GET', `/api/estimates?status=pending&limit=1&cursor=${statusCursor}`, {
          token: alice.token,
        })
      ).status,
    ).toBe(400);
    // A cursor of one status list does not open another.
    expect(
      (await api('GET', `/api/estimates?status=sent&limit=1&cursor=${statusCursor}`, { token: bob.token }))
        .status,
    ).toBe(400);
    expect((await api('GET', '/api/estimates?cursor=not-a-cursor', { token: bob.token })).status).toBe(400);

    const huge = await api('GET', '/api/estimates?limit=100000', { token: bob.token });
    expect(huge.status).toBe(200);
    expect(huge.body.estimates.length).toBeLessThanOrEqual(100);
    expect((await api('GET', '/api/estimates?limit=0', { token: bob.token })).status).toBe(400);
  });
});

describe("item 7: a user_id that is not the caller's own → 403", () => {
  it.each([
    ['GET', '/api/estimates?user_id={other}', undefined],
    [
      'POST',
      '/api/estimates',
      { address: '14 Alder Street, Marietta, GA', customer_last_name: 'Alison', user_id: '{other}' },
    ],
    ['GET', '/api/rates/me?user_id={other}', undefined],
    ['POST', '/api/rates/me', 'rates'],
  ] as const)('%s %s', async (method, path, body) => {
    const other = bob.user.id;
    const payload =
      body === 'rates'
        ? { user_id: other, rates: (await measuredEstimate(alice.token)).rates }
        : body && JSON.parse(JSON.stringify(body).replace('{other}', other));
    const answer = await api(method, path.replace('{other}', other), { token: alice.token, body: payload });
    expect(answer.status).toBe(403);
    // The caller's own id is fine.
    const own = await api(method, path.replace('{other}', alice.user.id), {
      token: alice.token,
      body: payload && JSON.parse(JSON.stringify(payload).replace(other, alice.user.id)),
    });
    expect([200, 201, 404]).toContain(own.status);
  });
});

describe('item 29: two edits of the same version', () => {
  it('one wins, the other gets 409 with the current version, and nothing is lost silently', async () => {
    const mine = await measuredEstimate(alice.token);
    const answers = await Promise.all([
      api('PUT', `/api/estimates/${mine.id}`, {
        token: alice.token,
        body: {
          ...fullEdit(mine.version),
          address: mine.address,
          customer_first_name: 'First',
          customer_last_name: 'Writer',
        },
      }),
      api('PUT', `/api/estimates/${mine.id}`, {
        token: alice.token,
        body: {
          ...fullEdit(mine.version),
          address: mine.address,
          customer_first_name: 'Second',
          customer_last_name: 'Writer',
        },
      }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const conflict = answers.find((answer) => answer.status === 409)!;
    expect(conflict.body.current_version).toBe(mine.version + 1);
    expect(conflict.body.detail).toBe(
      'This estimate was changed since you opened it. Review the latest version and save again.',
    );
    const winner = answers.find((answer) => answer.status === 200)!;
    expect(conflict.body.estimate.customer_first_name).toBe(winner.body.customer_first_name);
  });
});
