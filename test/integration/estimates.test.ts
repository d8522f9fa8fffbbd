import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, signUp } from '../support/api.js';
import { createEstimate, measuredEstimate, settled } from '../support/estimates.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { queuesDrained } from '../support/queues.js';

// The estimates pipeline end to end against the local runtime: API → SQS → measure-roof consumer →
// Google simulator → engine → pricing → DynamoDB, and every estimate and rates route.

useRuntimeEnvironment();
const { enqueue } = await import('../../functions/platform/queue.js');
const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
const { GetCommand, PutCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { keys } = await import('../../functions/platform/data/keys.js');
const { TABLE } = await import('../../functions/platform/data/table.js');

const thisMonth = () => new Date().toISOString().slice(0, 7);
async function usage(accountId: string): Promise<number> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.measurementUsage(accountId, thisMonth()) }),
  );
  return Number(Item?.measurements ?? 0);
}

let token: string;
let accountId: string;

beforeAll(async () => {
  const account = await signUp({ last_name: 'Hale', company: 'Hale Roofing' });
  token = account.token;
  accountId = account.user.account_id;
});

describe('POST /api/estimates → measure-roof → priced', () => {
  it('saves the estimate as queued version 1, then measures and prices it without another call', async () => {
    const answer = await api('POST', '/api/estimates', {
      token,
      body: {
        address: '4417 Willow Bend Court, Carmel, IN',
        customer_first_name: 'Sam',
        customer_last_name: 'Okafor',
        customer_email: 'SAM@example.com',
        customer_phone: '',
        scheduled_install_date: '',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      version: 1,
      measurement_status: 'queued',
      customer_last_name: 'Okafor',
      customer_email: 'sam@example.com',
      customer_phone: null,
      scheduled_install_date: null,
      proposal_sent: false,
      accepted: false,
      contract_signed: false,
      total_cost: null,
      status: 'pending',
    });

    const done = await settled(token, answer.body.id);
    expect(done.measurement_status).toBe('measured');
    expect(done.simulated).toBe(true);
    expect(done.measurement.quality.warnings.map((warning: { code: string }) => warning.code)).toContain(
      'simulated',
    );
    expect(done.location.formatted_address).toMatch(/^4417 Willow Bend Court, .+, USA$/);
    expect(done.square_footage).toBe(done.measurement.adjustedAreaSqft);
    expect(done.satellite_data).toEqual({
      square_footage: done.measurement.adjustedAreaSqft,
      roof_type: done.measurement.roofType,
      complexity: done.measurement.complexity,
      pitch: `${done.measurement.predominantPitch}/12`,
    });
    expect(done.accuracy_rating).toBe(done.measurement.accuracyRating);
    // Priced with the defaults (no saved rates), kept on the estimate.
    expect(done.rates.asphalt_shingles_per_sqft).toBe(1.5);
    expect(done.pricing.total).toBeCloseTo(done.pricing.subtotal * 1.2, 1);
    expect(done.pricing.subtotal).toBeCloseTo(done.pricing.materials + done.pricing.labor, 2);
    expect(done.total_cost).toBe(done.pricing.total);
    expect(done.final_price).toBe(done.pricing.total);
    expect(done.timeline.map((entry: { event: string }) => entry.event)).toEqual([
      'created',
      'queued',
      'measuring',
      'measured',
    ]);
    expect(done.version).toBe(3);
    expect(await usage(accountId)).toBeGreaterThanOrEqual(1);
  });

  it('fails an address Geocoding does not know with the reason, and retries on request', async () => {
    const created = await createEstimate(token, { address: '0 Nowhere Lane, Nowhere' });
    const failed = await settled(token, created.id);
    expect(failed).toMatchObject({
      measurement_status: 'failed',
      measurement_error: 'No building found at this address',
      pricing: null,
      total_cost: null,
    });

    const before = await usage(accountId);
    const retried = await api('POST', `/api/estimates/${created.id}/retry-measurement`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ measurement_status: 'queued', measurement_error: null });
    const again = await settled(token, created.id);
    expect(again.measurement_error).toBe('No building found at this address');
    expect(again.timeline.filter((entry: { event: string }) => entry.event === 'failed')).toHaveLength(2);
    // A failed measurement does not use the plan's quota.
    expect(await usage(accountId)).toBe(before);

    // Correcting the address on the edit screen measures the right building.
    const fixed = await api('PUT', `/api/estimates/${created.id}`, {
      token,
      body: {
        version: again.version,
        address: '212 Orchard Lane, Carmel, IN',
        customer_first_name: null,
        customer_last_name: 'Lopez',
        customer_email: null,
        customer_phone: null,
        scheduled_install_date: null,
        roof_material: null,
      },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.measurement_status).toBe('queued');
    expect((await settled(token, created.id)).measurement_status).toBe('measured');
  });

  it('fails when Solar finds no building (404 at HIGH and MEDIUM)', async () => {
    const created = await createEstimate(token, { address: 'Vacant Lot 7, Prairie Road' });
    expect(await settled(token, created.id)).toMatchObject({
      measurement_status: 'failed',
      measurement_error: 'No building found at this address',
    });
  });

  it('measures from MEDIUM imagery when HIGH has nothing, and says so', async () => {
    const done = await measuredEstimate(token, { address: '77 Rural Route 9, Plano, TX' });
    expect(done.measurement.quality.imageryQuality).toBe('MEDIUM');
    expect(done.measurement.quality.warnings.map((warning: { code: string }) => warning.code)).toContain(
      'quality_fallback',
    );
  });

  it('retries a provider quota error, then fails with a clear reason', async () => {
    const created = await createEstimate(token, { address: '5 Over Quota Street, Cary, NC' });
    const failed = await settled(token, created.id, 20_000);
    expect(failed.measurement_status).toBe('failed');
    expect(failed.measurement_error).toBe(
      'The satellite measurement service is over its usage limit right now. Please retry in a few minutes.',
    );
    // Three deliveries: measuring once, then failed once.
    expect(failed.timeline.filter((entry: { event: string }) => entry.event === 'measuring')).toHaveLength(1);
  });

  it('is idempotent per estimate version: duplicate jobs change nothing and count once', async () => {
    const created = await createEstimate(token);
    const job = { accountId, estimateId: created.id, version: 1 };
    await Promise.all([enqueue('measure-roof', job), enqueue('measure-roof', job)]);
    const done = await settled(token, created.id);
    const before = await usage(accountId);
    await enqueue('measure-roof', job);
    await queuesDrained();
    const after = (await api('GET', `/api/estimates/${created.id}`, { token })).body;
    expect(after.version).toBe(done.version);
    expect(after.timeline.filter((entry: { event: string }) => entry.event === 'measured')).toHaveLength(1);
    expect(await usage(accountId)).toBe(before);
    const { Item } = await ddb.send(
      new GetCommand({
        TableName: TABLE,
        Key: keys.measurementCounted(accountId, thisMonth(), created.id, 1),
      }),
    );
    expect(Item).toBeDefined();
  });

  it('reports only the bad records of a batch (items 24–26): a poison record fails alone, done jobs are no-ops', async () => {
    const { handler } = await import('../../functions/estimates/queues/measure-roof.js');
    const { readFileSync } = await import('node:fs');
    const sample = JSON.parse(readFileSync('events/sqs-measure-roof.json', 'utf8'));
    const done = await measuredEstimate(token);
    const record = (messageId: string, body: string) => ({ ...sample.Records[0], messageId, body });
    const batch = {
      Records: [
        record('good-1', JSON.stringify({ accountId, estimateId: done.id, version: 1 })),
        record('bad-json', '{"accountId": '),
        record('bad-schema', JSON.stringify({ accountId, estimateId: done.id, version: 'one' })),
        record(
          'missing-estimate',
          JSON.stringify({ accountId, estimateId: '01JDX3M7Q8R2S4T6V8W0Y2Z4A6', version: 1 }),
        ),
      ],
    };
    const answer = await handler(batch);
    expect(answer.batchItemFailures.map((failure) => failure.itemIdentifier).sort()).toEqual([
      'bad-json',
      'bad-schema',
    ]);
    // The whole batch again: the measured estimate is untouched.
    await handler(batch);
    const after = (await api('GET', `/api/estimates/${done.id}`, { token })).body;
    expect(after.version).toBe(done.version);
    expect(after.timeline).toEqual(done.timeline);
  });

  it('refuses a retry while measuring, unless the measurement has been stuck for minutes', async () => {
    const done = await measuredEstimate(token);
    const setMeasuring = (updatedAt: string) =>
      ddb.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.estimate(accountId, done.id),
          UpdateExpression: 'SET measurementStatus = :measuring, updatedAt = :at',
          ExpressionAttributeValues: { ':measuring': 'measuring', ':at': updatedAt },
        }),
      );
    await setMeasuring(new Date().toISOString());
    const busy = await api('POST', `/api/estimates/${done.id}/retry-measurement`, { token });
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toBe('The roof is already being measured.');
    await setMeasuring(new Date(Date.now() - 10 * 60_000).toISOString());
    const retried = await api('POST', `/api/estimates/${done.id}/retry-measurement`, { token });
    expect(retried.status).toBe(200);
    expect((await settled(token, done.id)).measurement_status).toBe('measured');
  });

  it('ignores the job of an older version after a re-measure', async () => {
    const done = await measuredEstimate(token);
    const remeasured = await api('POST', `/api/estimates/${done.id}/retry-measurement`, { token });
    expect(remeasured.body.measurement_status).toBe('queued');
    const fresh = await settled(token, done.id);
    expect(fresh.measurement_status).toBe('measured');
    await enqueue('measure-roof', { accountId, estimateId: done.id, version: 1 });
    await queuesDrained();
    expect((await api('GET', `/api/estimates/${done.id}`, { token })).body.version).toBe(fresh.version);
  });

  it('enforces the plan quota when measuring, with a clear message', async () => {
    const starter = await signUp({ last_name: 'Quota' });
    const starterAccount = starter.user.account_id;
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.account(starterAccount),
        UpdateExpression: 'SET tier = :tier',
        ExpressionAttributeValues: { ':tier': 'starter' },
      }),
    );
    await ddb.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...keys.measurementUsage(starterAccount, thisMonth()),
          type: 'measurement-usage',
          measurements: 49,
        },
      }),
    );

    const last = await measuredEstimate(starter.token);
    expect(last.measurement_status).toBe('measured');
    expect(await usage(starterAccount)).toBe(50);

    const over = await createEstimate(starter.token);
    const failed = await settled(starter.token, over.id);
    expect(failed.measurement_status).toBe('failed');
    expect(failed.measurement_error).toMatch(
      /^Your Starter plan includes 50 roof measurements a month and all 50 have been used for \w+ \d{4}\. Upgrade your plan on the Billing page or retry next month\.$/,
    );
    expect(await usage(starterAccount)).toBe(50);
  });
});

describe('the estimate routes', () => {
  it('GET /api/estimates/{id} answers 404 "Estimate not found" for an unknown id', async () => {
    const answer = await api('GET', '/api/estimates/01JDX3M7Q8R2S4T6V8W0Y2Z4A6', { token });
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe('Estimate not found');
  });

  it('refuses a short address and a missing last name with the spec messages', async () => {
    const short = await api('POST', '/api/estimates', {
      token,
      body: { address: ' 12 ', customer_last_name: 'Lopez' },
    });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Please enter a valid address');
    const noName = await api('POST', '/api/estimates', { token, body: { address: '12 Oak Street' } });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual([
      { path: 'customer_last_name', message: 'Customer last name is required' },
    ]);
    const signedOut = await api('POST', '/api/estimates', {
      body: { address: '12 Oak Street', customer_last_name: 'Lopez' },
    });
    expect(signedOut.status).toBe(401);
  });

  it('refuses an install date in the past at the field, on create and when an edit changes it', async () => {
    const past = await api('POST', '/api/estimates', {
      token,
      body: { address: '12 Oak Street', customer_last_name: 'Lopez', scheduled_install_date: '2020-03-01' },
    });
    expect(past.status).toBe(400);
    expect(past.body.detail).toBe('Install date cannot be in the past');
    expect(past.body.errors).toEqual([
      { path: 'scheduled_install_date', message: 'Install date cannot be in the past' },
    ]);
    const done = await measuredEstimate(token);
    const edit = (scheduled_install_date: string | null) =>
      api('PUT', `/api/estimates/${done.id}`, {
        token,
        body: {
          version: done.version,
          address: done.address,
          customer_last_name: done.customer_last_name,
          scheduled_install_date,
          roof_material: null,
        },
      });
    const moved = await edit('2021-01-05');
    expect(moved.status).toBe(400);
    expect(moved.body.detail).toBe('Install date cannot be in the past');
  });

  it('lists newest first with status, search and customer filters, cursor pages and account-wide summary cards', async () => {
    const owner = await signUp();
    const a = await measuredEstimate(owner.token, {
      customer_last_name: 'Abernathy',
      address: '10 Spruce Street, Dublin, OH',
    });
    const b = await createEstimate(owner.token, {
      customer_last_name: 'Brennan',
      address: '22 Hemlock Way, Dublin, OH',
    });
    const c = await createEstimate(owner.token, {
      customer_last_name: 'abernathy',
      customer_first_name: 'Lee',
      address: '31 Larch Court, Cary, NC',
    });
    await settled(owner.token, b.id);
    await settled(owner.token, c.id);

    const all = await api('GET', '/api/estimates/', { token: owner.token });
    expect(all.status).toBe(200);
    expect(all.body.estimates.map((row: { id: string }) => row.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.next_cursor).toBeNull();
    const values = all.body.estimates.map((row: { final_price: number }) => row.final_price);
    expect(all.body.summary).toEqual({
      total_estimates: 3,
      proposals_sent: 0,
      accepted: 0,
      total_value: Math.round(values.reduce((x: number, y: number) => x + y, 0) * 100) / 100,
    });

    const pending = await api('GET', '/api/estimates?status=pending', { token: owner.token });
    expect(pending.body.estimates).toHaveLength(3);
    expect((await api('GET', '/api/estimates?status=sent', { token: owner.token })).body.estimates).toEqual(
      [],
    );
    expect(
      (await api('GET', '/api/estimates?status=accepted', { token: owner.token })).body.estimates,
    ).toEqual([]);

    const search = await api('GET', '/api/estimates?search=ABERN', { token: owner.token });
    expect(search.body.estimates.map((row: { id: string }) => row.id)).toEqual([c.id, a.id]);
    const byAddress = await api('GET', `/api/estimates?search=${encodeURIComponent('hemlock')}`, {
      token: owner.token,
    });
    expect(byAddress.body.estimates.map((row: { id: string }) => row.id)).toEqual([b.id]);
    const customer = await api('GET', '/api/estimates?customer=Abernathy', { token: owner.token });
    expect(customer.body.estimates.map((row: { id: string }) => row.id)).toEqual([c.id, a.id]);
    expect((await api('GET', '/api/estimates?customer=Aber', { token: owner.token })).body.estimates).toEqual(
      [],
    );

    const first = await api('GET', '/api/estimates?limit=2', { token: owner.token });
    expect(first.body.estimates.map((row: { id: string }) => row.id)).toEqual([c.id, b.id]);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await api('GET', `/api/estimates?limit=2&cursor=${first.body.next_cursor}`, {
      token: owner.token,
    });
    expect(second.body.estimates.map((row: { id: string }) => row.id)).toEqual([a.id]);
    expect(second.body.next_cursor).toBeNull();
    expect(second.body.summary).toBeNull();

    const statusPage = await api('GET', '/api/estimates?status=pending&limit=1', { token: owner.token });
    const statusNext = await api(
      'GET',
      `/api/estimates?status=pending&limit=1&cursor=${statusPage.body.next_cursor}`,
      { token: owner.token },
    );
    expect(statusNext.body.estimates.map((row: { id: string }) => row.id)).toEqual([b.id]);
  });

  it('PUT /api/estimates/{id} edits customer fields and install date at the current version; a new material reprices with the kept rates', async () => {
    const done = await measuredEstimate(token);
    const body = {
      version: done.version,
      address: done.address,
      customer_first_name: 'Rosa',
      customer_last_name: 'Lopez-Hart',
      customer_email: 'rosa@example.com',
      customer_phone: '317-555-0199',
      scheduled_install_date: '2027-09-01',
      roof_material: 'metal_roofing',
    };
    const edited = await api('PUT', `/api/estimates/${done.id}`, { token, body });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      version: done.version + 1,
      customer_first_name: 'Rosa',
      customer_last_name: 'Lopez-Hart',
      scheduled_install_date: '2027-09-01',
      roof_material: 'metal_roofing',
      measurement_status: 'measured',
    });
    expect(edited.body.pricing.material).toBe('metal_roofing');
    expect(edited.body.pricing.material_rate).toBe(3.5);
    expect(edited.body.pricing.materials).toBeGreaterThan(done.pricing.materials);
    expect(edited.body.timeline.map((entry: { event: string }) => entry.event).slice(-2)).toEqual([
      'edited',
      'repriced',
    ]);

    const stale = await api('PUT', `/api/estimates/${done.id}`, {
      token,
      body: { ...body, customer_first_name: 'Old' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current_version).toBe(done.version + 1);
    expect(stale.body.estimate.customer_first_name).toBe('Rosa');

    const remeasure = await api('PUT', `/api/estimates/${done.id}`, {
      token,
      body: { ...body, version: done.version + 1, remeasure: true },
    });
    expect(remeasure.body.measurement_status).toBe('queued');
    expect((await settled(token, done.id)).pricing.material).toBe('metal_roofing');
  });

  it('applies a discount (0, 100] to the total with the spec message otherwise', async () => {
    // No price yet (a measurement that failed leaves the estimate unpriced, deterministically; a
    // queued one is the same `!record.pricing` branch but races the measurement): 409 and nothing changes.
    const unpriced = await settled(
      token,
      (await createEstimate(token, { address: '0 Nowhere Lane, Nowhere' })).id,
    );
    expect(unpriced.pricing).toBeNull();
    const early = await api('POST', `/api/estimates/${unpriced.id}/apply-discount`, {
      token,
      body: { discount_percent: 10 },
    });
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(
      'The price is not ready yet. Apply the discount once the roof has been measured.',
    );
    const after = (await api('GET', `/api/estimates/${unpriced.id}`, { token })).body;
    expect(after.version).toBe(unpriced.version);
    expect(after.discount_percent).toBeNull();

    const done = await settled(token, (await createEstimate(token)).id);
    for (const discount_percent of [0, 100.5, -1]) {
      const bad = await api('POST', `/api/estimates/${done.id}/apply-discount`, {
        token,
        body: { discount_percent },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe('Please enter a valid discount percentage (1-100)');
    }
    const applied = await api('POST', `/api/estimates/${done.id}/apply-discount`, {
      token,
      body: { discount_percent: 10 },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.discount_percent).toBe(10);
    expect(applied.body.discounted_price).toBeCloseTo(Math.round(done.pricing.total * 90) / 100, 2);
    expect(applied.body.final_price).toBe(applied.body.discounted_price);
    expect(applied.body.total_cost).toBe(done.pricing.total);
    expect(applied.body.timeline.at(-1)).toMatchObject({
      event: 'discount',
      detail: 'Discount of 10% applied',
    });
  });

  it('deletes an estimate (204) and takes it out of the list and the totals', async () => {
    const owner = await signUp();
    const done = await measuredEstimate(owner.token);
    const before = (await api('GET', '/api/estimates', { token: owner.token })).body.summary;
    expect(before.total_estimates).toBe(1);
    expect(before.total_value).toBe(done.final_price);
    const deleted = await api('DELETE', `/api/estimates/${done.id}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await api('GET', `/api/estimates/${done.id}`, { token: owner.token })).status).toBe(404);
    expect((await api('DELETE', `/api/estimates/${done.id}`, { token: owner.token })).status).toBe(404);
    const after = await api('GET', '/api/estimates', { token: owner.token });
    expect(after.body.estimates).toEqual([]);
    expect(after.body.summary).toEqual({
      total_estimates: 0,
      proposals_sent: 0,
      accepted: 0,
      total_value: 0,
    });
  });

  it('keeps the rates an estimate was priced with until it is repriced on request', async () => {
    const owner = await signUp();
    const done = await measuredEstimate(owner.token);
    const rates = { ...done.rates, labor_per_sqft: 3.25, profit_margin_percentage: 25 };
    expect((await api('POST', '/api/rates/me', { token: owner.token, body: { rates } })).status).toBe(200);
    const unchanged = (await api('GET', `/api/estimates/${done.id}`, { token: owner.token })).body;
    expect(unchanged.pricing).toEqual(done.pricing);
    const repriced = await api('POST', `/api/estimates/${done.id}/reprice`, { token: owner.token });
    expect(repriced.status).toBe(200);
    expect(repriced.body.rates).toEqual(rates);
    expect(repriced.body.pricing.profit_margin_percentage).toBe(25);
    expect(repriced.body.pricing.labor).toBeGreaterThan(done.pricing.labor);
    // A new estimate is priced with the saved rates straight away.
    expect((await measuredEstimate(owner.token)).rates).toEqual(rates);
  });
});

describe('GET/POST /api/rates/me', () => {
  it('answers 404 until rates are saved, then returns them', async () => {
    const owner = await signUp();
    const none = await api('GET', '/api/rates/me', { token: owner.token });
    expect(none.status).toBe(404);
    const rates = {
      asphalt_shingles_per_sqft: 1.65,
      metal_roofing_per_sqft: 3.75,
      tile_roofing_per_sqft: 4.1,
      flat_roofing_per_sqft: 2.4,
      labor_per_sqft: 2.6,
      tear_off_per_sqft: 1.05,
      disposal_per_sqft: 0.45,
      underlayment_per_sqft: 0.8,
      simple_complexity_multiplier: 1,
      moderate_complexity_multiplier: 1.3,
      complex_complexity_multiplier: 1.55,
      profit_margin_percentage: 18,
    };
    const saved = await api('POST', '/api/rates/me', {
      token: owner.token,
      body: { user_id: owner.user.id, rates },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.rates).toEqual(rates);
    const read = await api('GET', `/api/rates/me?user_id=${owner.user.id}`, { token: owner.token });
    expect(read.body).toEqual({ rates, updated_at: saved.body.updated_at });
  });

  it('refuses out-of-bounds rates with one message per field', async () => {
    const owner = await signUp();
    const defaults = {
      asphalt_shingles_per_sqft: 1.5,
      metal_roofing_per_sqft: 3.5,
      tile_roofing_per_sqft: 4,
      flat_roofing_per_sqft: 2.5,
      labor_per_sqft: 2.5,
      tear_off_per_sqft: 1,
      disposal_per_sqft: 0.5,
      underlayment_per_sqft: 0.75,
      simple_complexity_multiplier: 1,
      moderate_complexity_multiplier: 1.25,
      complex_complexity_multiplier: 1.5,
      profit_margin_percentage: 20,
    };
    const answer = await api('POST', '/api/rates/me', {
      token: owner.token,
      body: {
        rates: {
          ...defaults,
          tile_roofing_per_sqft: -0.5,
          complex_complexity_multiplier: 0.4,
          profit_margin_percentage: 101,
        },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { path: 'rates.tile_roofing_per_sqft', message: 'Tile roofing must be between 0 and 100' },
      { path: 'rates.complex_complexity_multiplier', message: 'Complex roofs must be between 0.5 and 3' },
      { path: 'rates.profit_margin_percentage', message: 'Profit margin must be between 0 and 100 %' },
    ]);
    expect((await api('GET', '/api/rates/me', { token: owner.token })).status).toBe(404);
  });

  it('lets a basic user read but not change the rates (rates.write)', async () => {
    const member = await signUp();
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.user(member.user.id),
        UpdateExpression: 'SET #role = :user',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':user': 'user' },
      }),
    );
    expect((await api('GET', '/api/rates/me', { token: member.token })).status).toBe(404);
    const refused = await api('POST', '/api/rates/me', { token: member.token, body: { rates: {} } });
    expect(refused.status).toBe(403);
    // A basic user still creates estimates.
    expect(
      (
        await api('POST', '/api/estimates', {
          token: member.token,
          body: { address: '9 Poplar Street, Franklin, TN', customer_last_name: 'Ng' },
        })
      ).status,
    ).toBe(201);
  });
});

describe('POST /api/estimates/quick (landing page demo)', () => {
  const client = (n: number) => ({ 'cloudfront-viewer-address': `198.51.100.${n}:4${n}000` });

  it('measures and prices synchronously in the quick-estimate shape', async () => {
    const answer = await api(
      'POST',
      `/api/estimates/quick?address=${encodeURIComponent('1234 Example Ridge Dr, Carmel, IN')}`,
      { headers: client(1) },
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['address', 'estimate', 'message', 'processing_time']);
    expect(Object.keys(answer.body.estimate).sort()).toEqual([
      'accuracy_rating',
      'materials_cost',
      'roof_type',
      'square_footage',
      'total_cost',
    ]);
    expect(answer.body.address).toMatch(/^1234 Example Ridge Dr, Carmel, IN \d{5}, USA$/);
    expect(answer.body.processing_time).toBeGreaterThan(0);
    expect(answer.body.processing_time).toBeLessThan(5);
    expect(answer.body.message).toContain('simulated imagery');
    expect(answer.body.estimate.roof_type).toMatch(/^(flat|shed|gable|hip|cross_gable|complex)$/);
    expect(answer.body.estimate.total_cost).toBeGreaterThan(answer.body.estimate.materials_cost);
    // Same address, same roof.
    const again = await api(
      'POST',
      `/api/estimates/quick?address=${encodeURIComponent('1234 Example Ridge Dr, Carmel, IN')}`,
      { headers: client(1) },
    );
    expect(again.body.estimate).toEqual(answer.body.estimate);
  });

  it('refuses a short address and reports an unknown one', async () => {
    const short = await api('POST', '/api/estimates/quick?address=%20abc%20', { headers: client(2) });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Please enter a valid address');
    const missing = await api('POST', '/api/estimates/quick', { headers: client(2) });
    expect(missing.body.detail).toBe('Please enter a valid address');
    const nowhere = await api(
      'POST',
      `/api/estimates/quick?address=${encodeURIComponent('0 Nowhere Lane')}`,
      { headers: client(2) },
    );
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.detail).toBe('No building found at this address');
  });

  it('limits each client to 30 estimates per 10 minutes (429), others are unaffected', async () => {
    const url = `/api/estimates/quick?address=${encodeURIComponent('15 Aspen Way, Gilbert, AZ')}`;
    const answers = await Promise.all(
      Array.from({ length: 31 }, () => api('POST', url, { headers: client(3) })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    const limited = answers.find((answer) => answer.status === 429);
    expect(limited?.body.detail).toBe('Too many estimate requests. Please wait a few minutes and try again.');
    expect((await api('POST', url, { headers: client(4) })).status).toBe(200);
  });
});

describe('concurrency', () => {
  it('lets exactly one of two edits of the same version win; the other gets 409 with the current version', async () => {
    const done = await measuredEstimate(token);
    const edit = (first: string) =>
      api('PUT', `/api/estimates/${done.id}`, {
        token,
        body: {
          version: done.version,
          address: done.address,
          customer_first_name: first,
          customer_last_name: 'Lopez',
          customer_email: null,
          customer_phone: null,
          scheduled_install_date: null,
          roof_material: null,
        },
      });
    const answers = await Promise.all([edit('Ana'), edit('Bea')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    const loser = answers.find((answer) => answer.status === 409)!.body;
    expect(loser.current_version).toBe(done.version + 1);
    const stored = await eventually(
      async () => (await api('GET', `/api/estimates/${done.id}`, { token })).body,
    );
    expect(stored.customer_first_name).toBe(winner.customer_first_name);
    expect(stored.version).toBe(done.version + 1);
  });
});
