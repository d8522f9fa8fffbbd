import { DEFAULT_RATES } from '@shared/estimates/pricing.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, eventually, sentMails, signUp } from '../support/api.js';
import { mailedLinks, pathToken } from '../support/mail.js';
import { pdfText } from '../support/pdf-text.js';
import { createEstimate, measuredEstimate } from '../support/estimates.js';
import { useRuntimeEnvironment } from '../support/operator.js';
import { signContract } from '../support/projects.js';

// Proposals with options through the local gateway (docs/decisions.md, "The offer on an estimate").

useRuntimeEnvironment();
const { getProposal } = await import('../../functions/documents/data/proposals.js');

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  alice = await signUp({ first_name: 'Alice', company: 'Alice Roofing' });
  bob = await signUp({ first_name: 'Bob', company: 'Bob Roofing' });
});

export const PLAN = {
  id: 'home-120',
  lender: 'Summit Credit Union',
  apr_percent: 7.99,
  term_months: 120,
  min_amount: 5000,
  max_amount: 75000,
  dealer_fee_percent: 0,
  fee_included: false,
  apply_url_template: 'https://apply.lender.example/start?amount={amount}',
};

export const OFFER = {
  line_ids: ['good', 'better', 'best'],
  upgrade_ids: ['ridge-vent', 'drip-edge'],
  recommended_line_id: 'better',
  financing_plan_ids: ['home-120'],
};

/** Saves the account's financing plans (the default catalogue needs no save). */
async function withPlan(owner: Account) {
  const saved = await api('PUT', '/api/financing-plans', { token: owner.token, body: { plans: [PLAN] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

const PITCHED_ADDRESS = '4521 Cedar Ridge Drive, Carmel, IN 46032';

/** A measured estimate of `owner` with the standard offer saved. */
async function estimateWithOffer(owner: Account) {
  await withPlan(owner);
  // A fixed pitched roof: a random address is sometimes flat, with no ridge for the ridge-vent upgrade.
  const estimate = await measuredEstimate(owner.token, { address: PITCHED_ADDRESS });
  expect(estimate.measurement.edges.ridgeFt).toBeGreaterThan(0);
  const saved = await api('PUT', `/api/estimates/${estimate.id}/offer`, { token: owner.token, body: OFFER });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
}

describe('PUT /api/estimates/{id}/offer', () => {
  it('saves the offer and GET prices it live from the current rates', async () => {
    const estimate = await estimateWithOffer(alice);
    expect(estimate.offer).toMatchObject({ ...OFFER });
    expect(
      estimate.offer.options.map((option: { id: string; recommended: boolean }) => [
        option.id,
        option.recommended,
      ]),
    ).toEqual([
      ['good', false],
      ['better', true],
      ['best', false],
    ]);
    const good = estimate.offer.options[0];
    expect(good.price.materials_cents + good.price.labor_cents).toBe(good.price.subtotal_cents);
    expect(good.total_cents).toBe(good.price.final_cents);
    expect(good.as_low_as).toMatchObject({ plan_id: 'home-120', term_months: 120 });
    expect(good.as_low_as.disclosure).toMatch(/Subject to credit approval\.$/);
    expect(estimate.offer.upgrades.map((upgrade: { id: string }) => upgrade.id)).toEqual([
      'ridge-vent',
      'drip-edge',
    ]);

    // The default catalogue follows a rates change, and so do the offer's live prices.
    const rates = await api('POST', '/api/rates/me', {
      token: alice.token,
      body: { rates: { ...DEFAULT_RATES, asphalt_shingles_per_sqft: 1.8 } },
    });
    expect(rates.status).toBe(200);
    const after = await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token });
    expect(after.status).toBe(200);
    expect(after.body.offer.options[0].total_cents).toBeGreaterThan(good.total_cents);
    await api('POST', '/api/rates/me', { token: alice.token, body: { rates: DEFAULT_RATES } });
  });

  it('answers offer null for an estimate without one', async () => {
    const estimate = await measuredEstimate(alice.token);
    const answer = await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token });
    expect(answer.body.offer).toBeNull();
  });

  it.each([
    [
      { line_ids: ['good', 'gold'], recommended_line_id: null },
      'line_ids[1]: no such line in your catalogue',
    ],
    [{ upgrade_ids: ['moss-guard'] }, 'upgrade_ids[0]: no such upgrade in your catalogue'],
    [
      { financing_plan_ids: ['home-120', 'x'] },
      'financing_plan_ids[1]: no such financing plan of your account',
    ],
    [{ recommended_line_id: 'tile' }, 'recommended_line_id: must be one of line_ids'],
    [{ line_ids: [], recommended_line_id: null }, 'line_ids: choose at least 1'],
  ])('refuses %j with 400 naming the field, saving nothing', async (change, detail) => {
    const estimate = await measuredEstimate(alice.token);
    const answer = await api('PUT', `/api/estimates/${estimate.id}/offer`, {
      token: alice.token,
      body: { ...OFFER, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(detail);
    const after = await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token });
    expect(after.body.offer).toBeNull();
    expect(after.body.version).toBe(estimate.version);
  });

  it('refuses with 409 before the roof is measured', async () => {
    const created = await createEstimate(alice.token, { address: '12 Nowhere Lane, Springfield' });
    const answer = await api('PUT', `/api/estimates/${created.id}/offer`, {
      token: alice.token,
      body: OFFER,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toMatch(/not been measured yet/);
  });

  it("keeps each account's estimates to itself", async () => {
    const estimate = await estimateWithOffer(alice);
    await withPlan(bob);
    const edit = await api('PUT', `/api/estimates/${estimate.id}/offer`, { token: bob.token, body: OFFER });
    expect(edit.status).toBe(404);
    const read = await api('GET', `/api/estimates/${estimate.id}`, { token: bob.token });
    expect(read.status).toBe(404);
    const own = await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token });
    expect(own.body.version).toBe(estimate.version);
    const removed = await api('DELETE', `/api/estimates/${estimate.id}/offer`, { token: bob.token });
    expect(removed.status).toBe(404);
    expect(
      (await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token })).body.offer,
    ).not.toBeNull();
  });

  it('DELETE goes back to one price: the estimate offers nothing and a proposal sent then has no options', async () => {
    const estimate = await estimateWithOffer(alice);
    const removed = await api('DELETE', `/api/estimates/${estimate.id}/offer`, { token: alice.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.offer).toBeNull();
    expect(removed.body.final_price).toBe(estimate.final_price);
    const again = await api('DELETE', `/api/estimates/${estimate.id}/offer`, { token: alice.token });
    expect(again.body.version).toBe(removed.body.version);
    const { proposalId } = await send(alice, estimate.id);
    expect((await getProposal(alice.user.account_id, proposalId))!.snapshot.offer ?? null).toBeNull();
  });
});

let customerCounter = 0;
function customerEmail(label: string): string {
  customerCounter += 1;
  return `${label}.${Date.now().toString(36)}${customerCounter}@homeowner.example`;
}

/** Waits for the `count`-th proposal link mailed to an address and returns its token. */
async function waitForLink(email: string, count = 1): Promise<string> {
  const links = await eventually(async () => {
    const found = mailedLinks(await sentMails(), email, 'proposal').map(pathToken);
    return found.length >= count ? found : undefined;
  });
  return links[count - 1];
}

/** Sends a proposal of an estimate to a fresh homeowner address; returns its id, the address and the link's token. */
async function send(owner: Account, estimateId: string, email = customerEmail('home'), count = 1) {
  const sent = await api('POST', '/api/customer-portal/send-proposal-link', {
    token: owner.token,
    body: { estimate_id: estimateId, customer_email: email, customer_name: 'Maria Lopez' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { proposalId: sent.body.proposal.id as string, email, token: await waitForLink(email, count) };
}

describe('sending a proposal with options', () => {
  it('freezes the options, upgrades and plans with their hash; a catalogue change does not reach it', async () => {
    const estimate = await estimateWithOffer(alice);
    const { proposalId, token } = await send(alice, estimate.id);
    const proposal = (await getProposal(alice.user.account_id, proposalId))!;
    const portal = await api('GET', `/api/customer-portal/proposal/${token}`);
    expect(portal.status).toBe(200);
    const offer = proposal.snapshot.offer!;
    expect(offer.options.map((option) => [option.id, option.recommended])).toEqual([
      ['good', false],
      ['better', true],
      ['best', false],
    ]);
    expect(offer.options.map((option) => option.totalCents)).toEqual(
      estimate.offer.options.map((option: { total_cents: number }) => option.total_cents),
    );
    expect(offer.upgrades.map((upgrade) => [upgrade.id, upgrade.priceCents])).toEqual(
      estimate.offer.upgrades.map((upgrade: { id: string; price_cents: number }) => [
        upgrade.id,
        upgrade.price_cents,
      ]),
    );
    expect(offer.financing.map((plan) => plan.id)).toEqual(['home-120']);
    expect(offer.offerHash).toMatch(/^[0-9a-f]{64}$/);
    // The list total is the recommended option's, and its price lines add up to it.
    expect(proposal.totalCents).toBe(offer.options[1].totalCents);
    expect(proposal.snapshot.pricing.totalCents).toBe(offer.options[1].totalCents);

    const catalogue = await api('GET', '/api/catalogue', { token: alice.token });
    const lines = catalogue.body.catalogue.lines.map((line: { price_per_square: number }) => ({
      ...line,
      price_per_square: line.price_per_square + 50,
    }));
    const saved = await api('PUT', '/api/catalogue', {
      token: alice.token,
      body: { catalogue: { ...catalogue.body.catalogue, lines } },
    });
    expect(saved.status).toBe(200);
    const live = await api('GET', `/api/estimates/${estimate.id}`, { token: alice.token });
    expect(live.body.offer.options[1].total_cents).toBeGreaterThan(offer.options[1].totalCents);
    const again = (await getProposal(proposal.accountId, proposalId))!;
    expect(again.snapshot.offer).toEqual(offer);
    const portalAgain = await api('GET', `/api/customer-portal/proposal/${token}`);
    expect(portalAgain.body.offer).toEqual(portal.body.offer);
    expect(portal.body.offer.recommended_option_id).toBe('better');
    expect(portal.body.offer.options.map((option: { total_cents: number }) => option.total_cents)).toEqual(
      offer.options.map((option) => option.totalCents),
    );
    expect(portal.body.offer.options[2]).toMatchObject({ material: 'metal_roofing', tier: 'Best' });
    expect(portal.body.offer.options[0].as_low_as).toMatchObject({
      plan_id: 'home-120',
      lender: PLAN.lender,
    });
    expect(portal.body.offer.options[0].as_low_as.disclosure).toMatch(/Subject to credit approval\.$/);
    expect(portal.body.offer.financing).toEqual([
      {
        id: 'home-120',
        lender: PLAN.lender,
        apr_percent: 7.99,
        term_months: 120,
        min_amount_cents: 500_000,
        max_amount_cents: 7_500_000,
      },
    ]);
    // The single price shown beside it is the recommended option's.
    expect(portal.body.estimate.final_price * 100).toBeCloseTo(offer.options[1].totalCents, 6);
  });

  it('sends a proposal without options exactly as before', async () => {
    const estimate = await measuredEstimate(alice.token);
    const { proposalId, token } = await send(alice, estimate.id);
    const proposal = (await getProposal(alice.user.account_id, proposalId))!;
    expect(proposal.snapshot.offer).toBeUndefined();
    const portal = await api('GET', `/api/customer-portal/proposal/${token}`);
    expect(portal.status).toBe(200);
    expect('offer' in portal.body).toBe(false);
    expect(proposal.totalCents).toBe(Math.round(estimate.final_price * 100));
  });
});

describe('accepting a proposal with options', () => {
  const choice = {
    option_id: 'best',
    upgrade_ids: ['ridge-vent'],
    colour: 'Dark Bronze',
    plan_id: 'home-120',
  };

  it.each([
    [{ option_id: 'tile' }, 'choice.option_id: is not one of the options of this proposal'],
    [{ upgrade_ids: ['moss-guard'] }, 'choice.upgrade_ids[0]: is not one of the upgrades of this proposal'],
    [{ colour: 'Pink' }, 'choice.colour: is not a colour offered for Standing-seam metal'],
    [{ colour: null }, 'choice.colour: choose one of the colours of Standing-seam metal'],
    [{ plan_id: 'payday' }, 'choice.plan_id: is not one of the financing plans of this proposal'],
    [null, 'choice: choose an option to accept this proposal'],
  ])('refuses %j with 400 naming the field, recording nothing', async (change, detail) => {
    const estimate = await estimateWithOffer(alice);
    const { proposalId, token } = await send(alice, estimate.id);
    const answer = await api('POST', `/api/customer-portal/proposal/${token}/action`, {
      body: { action: 'accept', notes: null, ...(change && { choice: { ...choice, ...change } }) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(detail);
    const proposal = (await getProposal(alice.user.account_id, proposalId))!;
    expect(proposal.status).toBe('sent');
    expect(proposal.choice).toBeUndefined();
  });

  it('records the choice with the acceptance; the total is the chosen one and the offer can no longer change', async () => {
    const estimate = await estimateWithOffer(alice);
    const { proposalId, token, email } = await send(alice, estimate.id);
    const accept = await api('POST', `/api/customer-portal/proposal/${token}/action`, {
      body: { action: 'accept', notes: null, choice },
    });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    const proposal = (await getProposal(alice.user.account_id, proposalId))!;
    const best = proposal.snapshot.offer!.options[2];
    const ridge = proposal.snapshot.offer!.upgrades[0];
    expect(proposal.status).toBe('accepted');
    expect(proposal.choice).toMatchObject({
      optionId: 'best',
      colour: 'Dark Bronze',
      totalCents: best.totalCents + ridge.priceCents,
    });
    expect(proposal.choice!.plan?.plan.id).toBe('home-120');
    expect(proposal.totalCents).toBe(best.totalCents + ridge.priceCents);

    // The contract and the signing page follow the choice.
    const generated = await api('POST', `/api/estimates/${estimate.id}/generate-contract`, {
      token: alice.token,
    });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const mailed = await api('POST', `/api/estimates/${estimate.id}/send-for-signing`, {
      token: alice.token,
    });
    expect(mailed.status, JSON.stringify(mailed.body)).toBe(200);
    const signToken = await eventually(
      async () => mailedLinks(await sentMails(), email, 'sign').map(pathToken)[0],
    );
    const view = await api('GET', `/api/signing/${signToken}`);
    expect(view.status).toBe(200);
    expect(Math.round(view.body.total_price * 100)).toBe(best.totalCents + ridge.priceCents);
    expect(view.body.price_lines.at(-1)).toMatchObject({ label: 'Ridge vent' });
    expect(view.body.choice).toMatchObject({
      option_id: 'best',
      name: 'Standing-seam metal',
      tier: 'Best',
      colour: 'Dark Bronze',
      upgrades: [{ id: 'ridge-vent', quantity: ridge.quantity, price_cents: ridge.priceCents }],
      plan: { id: 'home-120', lender: PLAN.lender, term_months: 120 },
      total_cents: best.totalCents + ridge.priceCents,
    });

    const review = await api('GET', `/api/signing/${signToken}/pdf`);
    expect(review.status).toBe(302);
    const pdf = await fetch(review.headers.get('location')!);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Option: Standing-seam metal (Best), colour Dark Bronze.');
    expect(text).toContain(`Upgrade: Ridge vent, ${ridge.basisText}`);
    expect(text).toContain('Financing preference: Summit Credit Union, 120 months at 7.99% APR');

    const edit = await api('PUT', `/api/estimates/${estimate.id}/offer`, { token: alice.token, body: OFFER });
    expect(edit.status).toBe(409);
    expect(edit.body.detail).toMatch(/proposal options can no longer change/);
    const removed = await api('DELETE', `/api/estimates/${estimate.id}/offer`, { token: alice.token });
    expect(removed.status).toBe(409);
    expect(removed.body.detail).toMatch(/proposal options can no longer change/);
  });

  it('refuses a choice with a one-price proposal', async () => {
    const estimate = await measuredEstimate(alice.token);
    const { token } = await send(alice, estimate.id);
    const answer = await api('POST', `/api/customer-portal/proposal/${token}/action`, {
      body: { action: 'accept', notes: null, choice },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('choice: this proposal has one price, so there is nothing to choose');
  });

  it("orders the chosen line's material under its name and colour, with each chosen upgrade", async () => {
    const estimate = await estimateWithOffer(alice);
    const { proposalId, token, email } = await send(alice, estimate.id);
    const picked = { option_id: 'better', upgrade_ids: ['ridge-vent'], colour: 'Slate Gray', plan_id: null };
    const accept = await api('POST', `/api/customer-portal/proposal/${token}/action`, {
      body: { action: 'accept', notes: null, choice: picked },
    });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    const mailed = await api('POST', `/api/estimates/${estimate.id}/send-for-signing`, {
      token: alice.token,
    });
    expect(mailed.status, JSON.stringify(mailed.body)).toBe(200);
    const signToken = await eventually(
      async () => mailedLinks(await sentMails(), email, 'sign').map(pathToken)[0],
    );
    const signed = await signContract(signToken);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    const proposal = (await getProposal(alice.user.account_id, proposalId))!;
    const ridge = proposal.snapshot.offer!.upgrades.find((upgrade) => upgrade.id === 'ridge-vent')!;
    const project = await eventually(async () => {
      const list = await api('GET', '/api/projects', { token: alice.token });
      for (const { id } of list.body.projects as { id: string }[]) {
        const found = (await api('GET', `/api/projects/${id}`, { token: alice.token })).body;
        if (found.proposal_id === proposalId) return found;
      }
      return undefined;
    });
    const field = proposal.snapshot.measurement.materials.find((line) => line.item === 'Field shingles')!;
    expect(project.material_order[0]).toEqual({
      item: 'Field shingles — Impact-resistant designer shingles, Slate Gray',
      quantity: field.quantity,
      unit: 'bundles',
    });
    expect(project.material_order.filter((line: { item: string }) => line.item === 'Ridge vent')).toEqual([
      { item: 'Ridge vent', quantity: ridge.quantity, unit: 'ft' },
    ]);
  });
});

describe('reports of proposals with options', () => {
  it('counts an acceptance with a choice in the option mix, ticket, attach rate and financing share', async () => {
    const owner = await signUp({ first_name: 'Rhea', company: 'Rhea Roofing' });
    const estimate = await estimateWithOffer(owner);
    const { proposalId, token } = await send(owner, estimate.id);
    const accept = await api('POST', `/api/customer-portal/proposal/${token}/action`, {
      body: {
        action: 'accept',
        notes: null,
        choice: {
          option_id: 'best',
          upgrade_ids: ['ridge-vent'],
          colour: 'Dark Bronze',
          plan_id: 'home-120',
        },
      },
    });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    const total = (await getProposal(owner.user.account_id, proposalId))!.totalCents;
    const report = await eventually(async () => {
      const answer = await api('GET', '/api/reports', { token: owner.token });
      return answer.body.close_rate?.accepted === 1 ? answer.body : undefined;
    });
    expect(report).toMatchObject({
      option_mix: [{ tier: 'Best', accepted: 1 }],
      average_ticket_cents: total,
      upgrade_attach_rate: { with_offer: 1, with_upgrade: 1, rate: 1 },
      financing_share: { with_offer: 1, financed: 1, rate: 1 },
    });
    // Another account's report has none of it.
    const other = await api('GET', '/api/reports', { token: bob.token });
    expect(other.body.option_mix).toEqual([]);
  });
});
