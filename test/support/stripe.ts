import Stripe from 'stripe';
import { inject } from 'vitest';

/** The Stripe stand-in's base URL of the runtime under test. */
export function stripeUrl(): string {
  return inject('runtimeEnv').STRIPE_API_BASE_URL;
}

/** The Stripe SDK pointed at the stand-in, as a test reads or changes what Stripe holds. */
export function standInStripe(): Stripe {
  const url = new URL(stripeUrl());
  return new Stripe('sk_test_tests', { host: url.hostname, port: Number(url.port), protocol: 'http' });
}

/** Submits the stand-in's hosted Checkout form the way a browser does; answers the status and redirect. */
export async function payHostedCheckout(
  checkoutUrl: string,
  card = '4242 4242 4242 4242',
  email = 'buyer@example.com',
): Promise<{ status: number; location: string | null; html: string }> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, card, name: 'Test Buyer' }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** Calls one of the stand-in's control endpoints (`/__clock/advance`, `/__webhooks/config`). */
export async function stripeControl(path: string, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${stripeUrl()}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** How many webhook events the stand-in has not had answered yet (held, in flight or waiting for a retry). */
export async function pendingWebhooks(): Promise<number> {
  const answer = (await (await fetch(`${stripeUrl()}/__webhooks/pending`)).json()) as { pending: number };
  return answer.pending;
}

/** Every delivery attempt the stand-in has had answered, oldest first. */
export async function webhookAttempts(): Promise<{ event: string; status: number }[]> {
  return (await (await fetch(`${stripeUrl()}/__webhooks/attempts`)).json()) as {
    event: string;
    status: number;
  }[];
}

/** Moves the stand-in's clock forward (renewals, failed renewals, period ends happen). */
export function advanceStripeClock(days: number): Promise<unknown> {
  return stripeControl('/__clock/advance', { days });
}

/** A portal form post (update card, change plan to a price id, or cancel) on the stand-in's hosted portal page. */
export async function postPortal(
  portalUrl: string,
  action: 'card' | 'cancel' | 'plan',
  value?: string,
): Promise<string> {
  const field = action === 'plan' ? 'price' : 'card';
  const response = await fetch(`${portalUrl}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(value ? { [field]: value } : {}),
  });
  return response.text();
}

/** The webhook signing secret the local runtime and its stand-in share. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_ridgeline_local';

/** Posts a Stripe event body to the app's webhook, signed as the stand-in signs it (a redelivery by hand). */
export async function postSignedEvent(body: string): Promise<{ status: number }> {
  const header = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload: body,
    secret: LOCAL_WEBHOOK_SECRET,
  });
  const response = await fetch(`${inject('baseUrl')}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body,
  });
  await response.text();
  return { status: response.status };
}

/** Completes the stand-in's hosted Connect onboarding behind an onboarding URL; answers where it returns to. */
export async function completeStandInOnboarding(
  onboardingUrl: string,
  outcome: 'complete' | 'missing-bank' | 'pending' = 'complete',
): Promise<string | null> {
  const response = await fetch(onboardingUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });
  await response.text();
  return response.headers.get('location');
}

/** Pays the stand-in's hosted Checkout with a test US bank account (the debit settles when the clock moves). */
export async function payHostedCheckoutByBank(
  checkoutUrl: string,
  account = '000123456789',
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'homeowner@example.com',
      name: 'Maria Lopez',
      method: 'us_bank_account',
      routing: '110000000',
      account,
    }),
    redirect: 'manual',
  });
  await response.text();
  return { status: response.status, location: response.headers.get('location') };
}

/**
 * Moves a trial account's trial end to `ms` from now: an hour, so that Checkout keeps no trial (under 48
 * hours) and subscribing charges at once (billing-trial-kept.test.ts covers the kept trial); or weeks, so
 * that jobs run on later days still find the trial running. Needs `useRuntimeEnvironment()`.
 */
export async function trialEndsIn(accountId: string, ms: number): Promise<void> {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb } = await import('../../functions/platform/clients/dynamodb.js');
  const { TABLE } = await import('../../functions/platform/data/table.js');
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: { PK: `ACCOUNT#${accountId}`, SK: 'ACCOUNT' },
      UpdateExpression: 'SET trialEndsAt = :soon',
      ExpressionAttributeValues: { ':soon': new Date(Date.now() + ms).toISOString() },
    }),
  );
}
