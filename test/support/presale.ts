import { expect, inject } from 'vitest';
import { api, eventually, sentMails } from './api.js';
import { clientAddressHeader } from './client-address.js';
import { mailedLinks } from './mail.js';
import { payHostedCheckout } from './stripe.js';

/**
 * Buys a presale package as a visitor does: the public checkout, the Stripe stand-in's hosted page paid
 * with a good card, then the webhook's receipt. Answers the order's Checkout Session id, read from the
 * receipt's sign-up link (what `presale_order` of a sign-up takes).
 */
export async function buyPresale(buyer: {
  email: string;
  name: string;
  packageId?: string;
}): Promise<string> {
  const started = await api('POST', '/api/payments/checkout', {
    headers: clientAddressHeader(),
    body: {
      package_id: buyer.packageId ?? 'pro_presale',
      customer_name: buyer.name,
      customer_email: buyer.email,
      origin_url: new URL(inject('runtimeEnv').APP_URL).origin,
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(
    (await payHostedCheckout(started.body.checkout_url, '4242 4242 4242 4242', buyer.email)).status,
  ).toBe(303);
  const receipt = await eventually(
    async () => (await sentMails()).find((mail) => mail.to.includes(buyer.email)),
    20_000,
  );
  return mailedLinks([receipt], buyer.email, 'register')[0].searchParams.get('order')!;
}
