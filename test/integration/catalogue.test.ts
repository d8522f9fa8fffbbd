import { DEFAULT_RATES } from '@shared/estimates/pricing.js';
import { describe, expect, it } from 'vitest';
import { api, signUp } from '../support/api.js';
import { useRuntimeEnvironment } from '../support/operator.js';

// The catalogue and financing plans through the local gateway (docs/decisions.md, "Catalogue lines
// price like an estimate" and "Financing plans").

useRuntimeEnvironment();
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { keys } = await import('../../functions/platform/data/keys.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

/** Gives a signed-up owner another role in their own account. */
async function setRole(userId: string, role: 'user' | 'manager') {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: 'SET #role = :role',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role },
    }),
  );
}

const catalogue = (price = 172.5) => ({
  lines: [
    {
      id: 'good',
      name: 'Architectural shingles',
      tier: 'Good',
      material: 'asphalt_shingles',
      price_per_square: price,
      waste: 'suggested',
      labor_adjustment_percent: 0,
      warranty: '30-year limited warranty',
      colours: [' Charcoal ', 'Driftwood'],
    },
    {
      id: 'best',
      name: 'Standing-seam metal',
      tier: 'Best',
      material: 'metal_roofing',
      price_per_square: 410,
      waste: 8,
      labor_adjustment_percent: 30,
      warranty: '40-year finish warranty',
      colours: [],
    },
  ],
  upgrades: [
    {
      id: 'ridge-vent',
      name: 'Ridge vent',
      basis: 'ridge_ft',
      unit_price: 8.5,
      quantity_each: 1,
      description: 'Along every ridge.',
    },
  ],
});

const plan = {
  id: 'home-120',
  lender: 'Summit Credit Union',
  apr_percent: 7.99,
  term_months: 120,
  min_amount: 5000,
  max_amount: 75000,
  dealer_fee_percent: 6,
  fee_included: true,
  apply_url_template: 'https://apply.lender.example/start?amount={amount}',
};

describe('GET/PUT /api/catalogue', () => {
  it('answers the default catalogue from the account rates until one is saved', async () => {
    const owner = await signUp();
    const first = await api('GET', '/api/catalogue', { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.is_default).toBe(true);
    expect(first.body.updated_at).toBeNull();
    expect(first.body.catalogue.lines.map((line: { tier: string }) => line.tier)).toEqual([
      'Good',
      'Better',
      'Best',
    ]);
    expect(first.body.catalogue.upgrades).toHaveLength(5);
    expect(first.body.catalogue.lines[0].price_per_square).toBe(150);

    // New rates move the default catalogue's prices while nothing is saved.
    const rates = await api('POST', '/api/rates/me', {
      token: owner.token,
      body: {
        rates: { ...DEFAULT_RATES, asphalt_shingles_per_sqft: 1.8, metal_roofing_per_sqft: 4.25 },
      },
    });
    expect(rates.status).toBe(200);
    const after = await api('GET', '/api/catalogue', { token: owner.token });
    expect(
      after.body.catalogue.lines.map((line: { price_per_square: number }) => line.price_per_square),
    ).toEqual([180, 315, 425]);
  });

  it('saves the catalogue and reads it back, colours trimmed; the last save wins', async () => {
    const owner = await signUp();
    const saved = await api('PUT', '/api/catalogue', {
      token: owner.token,
      body: { catalogue: catalogue() },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.is_default).toBe(false);
    expect(saved.body.catalogue.lines[0].colours).toEqual(['Charcoal', 'Driftwood']);
    const read = await api('GET', '/api/catalogue', { token: owner.token });
    expect(read.body).toEqual(saved.body);

    const again = await api('PUT', '/api/catalogue', {
      token: owner.token,
      body: { catalogue: catalogue(180) },
    });
    expect(again.status).toBe(200);
    expect(
      (await api('GET', '/api/catalogue', { token: owner.token })).body.catalogue.lines[0].price_per_square,
    ).toBe(180);
  });

  it('refuses a bad catalogue with a 400 naming the line and field, and saves nothing', async () => {
    const owner = await signUp();
    const bad = catalogue();
    bad.lines[1].price_per_square = 0;
    const refused = await api('PUT', '/api/catalogue', { token: owner.token, body: { catalogue: bad } });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Line 2: price per square must be more than 0');
    expect(refused.body.errors[0].path).toBe('catalogue.lines.1.price_per_square');

    const repeated = catalogue();
    repeated.lines[1].id = 'good';
    const twice = await api('PUT', '/api/catalogue', { token: owner.token, body: { catalogue: repeated } });
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toBe('Line 2: id "good" is already used by another line');

    const injected = await api('PUT', '/api/catalogue', {
      token: owner.token,
      body: { catalogue: { ...catalogue(), accountId: 'someone-else' } },
    });
    expect(injected.status).toBe(400);

    expect((await api('GET', '/api/catalogue', { token: owner.token })).body.is_default).toBe(true);
  });

  it('lets a basic user read but not save (rates.write); a manager saves', async () => {
    const member = await signUp();
    await setRole(member.user.id, 'user');
    expect((await api('GET', '/api/catalogue', { token: member.token })).status).toBe(200);
    const refused = await api('PUT', '/api/catalogue', {
      token: member.token,
      body: { catalogue: catalogue() },
    });
    expect(refused.status).toBe(403);
    const plans = await api('PUT', '/api/financing-plans', { token: member.token, body: { plans: [plan] } });
    expect(plans.status).toBe(403);
    expect((await api('GET', '/api/catalogue', { token: member.token })).body.is_default).toBe(true);

    await setRole(member.user.id, 'manager');
    const saved = await api('PUT', '/api/catalogue', {
      token: member.token,
      body: { catalogue: catalogue() },
    });
    expect(saved.status).toBe(200);
  });

  it("keeps each account's catalogue and plans to itself", async () => {
    const alice = await signUp({ company: 'Alice Roofing' });
    const bob = await signUp({ company: 'Bob Roofing' });
    await api('PUT', '/api/catalogue', { token: alice.token, body: { catalogue: catalogue(199) } });
    await api('PUT', '/api/financing-plans', { token: alice.token, body: { plans: [plan] } });

    const bobs = await api('GET', '/api/catalogue', { token: bob.token });
    expect(bobs.body.is_default).toBe(true);
    expect(bobs.body.catalogue.lines[0].price_per_square).toBe(150);
    expect((await api('GET', '/api/financing-plans', { token: bob.token })).body.plans).toEqual([]);

    await api('PUT', '/api/catalogue', { token: bob.token, body: { catalogue: catalogue(155) } });
    const alices = await api('GET', '/api/catalogue', { token: alice.token });
    expect(alices.body.catalogue.lines[0].price_per_square).toBe(199);
    expect((await api('GET', '/api/financing-plans', { token: alice.token })).body.plans).toEqual([plan]);
  });

  it('answers 401 without a token', async () => {
    expect((await api('GET', '/api/catalogue')).status).toBe(401);
    expect((await api('GET', '/api/financing-plans')).status).toBe(401);
  });
});

describe('GET/PUT /api/financing-plans', () => {
  it('has no plans until saved, then round-trips them; an empty list removes them', async () => {
    const owner = await signUp();
    const none = await api('GET', '/api/financing-plans', { token: owner.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ plans: [], is_default: true, updated_at: null });

    const second = {
      ...plan,
      id: 'same-as-cash',
      apr_percent: 0,
      term_months: 18,
      dealer_fee_percent: 9.5,
      fee_included: false,
    };
    const saved = await api('PUT', '/api/financing-plans', {
      token: owner.token,
      body: { plans: [plan, second] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.plans).toEqual([plan, second]);
    const read = await api('GET', '/api/financing-plans', { token: owner.token });
    expect(read.body).toEqual(saved.body);

    const cleared = await api('PUT', '/api/financing-plans', { token: owner.token, body: { plans: [] } });
    expect(cleared.body).toMatchObject({ plans: [], is_default: false });
  });

  it('refuses a bad plan with a 400 naming the plan and field, and saves nothing', async () => {
    const owner = await signUp();
    const refused = await api('PUT', '/api/financing-plans', {
      token: owner.token,
      body: {
        plans: [plan, { ...plan, id: 'other', apply_url_template: 'https://apply.lender.example/start' }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('Plan 2: application link must contain {amount} where the amount goes');
    const tooMany = await api('PUT', '/api/financing-plans', {
      token: owner.token,
      body: { plans: Array.from({ length: 7 }, (_, i) => ({ ...plan, id: `plan-${i}` })) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.detail).toBe('At most 6 financing plans');
    expect((await api('GET', '/api/financing-plans', { token: owner.token })).body.is_default).toBe(true);
  });
});
