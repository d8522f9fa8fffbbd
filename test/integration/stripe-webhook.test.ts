import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';

const stripe = new Stripe('sk_test_unused');
const secret = 'whsec_ridgeline_local';
const payload = JSON.parse(readFileSync('events/api-post-webhooks-stripe.json', 'utf8')).body as string;

function signed(body: string, options: { secret?: string; timestamp?: number } = {}) {
  return stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? secret,
    timestamp: options.timestamp,
  });
}

describe('POST /api/webhooks/stripe', () => {
  it('acknowledges a correctly signed event with 200', async () => {
    const answer = await api('POST', '/api/webhooks/stripe', {
      raw: payload,
      headers: { 'stripe-signature': signed(payload) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.received).toBe(true);
  });

  it('refuses a missing or wrong signature, an altered or re-serialised body, and a stale timestamp with 400', async () => {
    const reserialised = JSON.stringify(JSON.parse(payload), null, 2);
    const cases = {
      missing: { raw: payload, headers: {} },
      wrongSecret: {
        raw: payload,
        headers: { 'stripe-signature': signed(payload, { secret: 'whsec_other' }) },
      },
      altered: {
        raw: payload.replace('"paid"', '"unpaid"'),
        headers: { 'stripe-signature': signed(payload) },
      },
      reserialised: { raw: reserialised, headers: { 'stripe-signature': signed(payload) } },
      stale: {
        raw: payload,
        headers: { 'stripe-signature': signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }) },
      },
    };
    for (const [name, request] of Object.entries(cases)) {
      const answer = await api('POST', '/api/webhooks/stripe', request);
      expect(answer.status, name).toBe(400);
    }
  });
});
