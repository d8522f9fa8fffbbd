/**
 * Stripe stand-in (see docs/decisions.md): Stripe's REST wire format on loopback for exactly the calls
 * Ridgeline makes, so the unchanged `stripe` client works through its host/port/protocol options.
 * Form-encoded requests, JSON objects with `object` and id prefixes, Stripe-shaped errors,
 * `Idempotency-Key`, list pagination and `expand[]`; hosted Checkout, portal and invoice pages;
 * signed webhooks with retries; Connect (./connect.ts: Express accounts, hosted onboarding) and
 * payment-mode Checkout with destination charges, bank debits and refunds (./payments.ts);
 * `POST /__clock/advance` moves time and `POST
 * /v1/checkout/sessions/:id/expire` ends an open session, as on Stripe. Test cards: ./cards.ts.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { decodeParams, type Params } from './form.js';
import { invalid, missing, StripeApiError, StripeEngine, type StripeObject } from './engine.js';
import { checkoutPage, invoicePage, onboardingPage, portalPage, receiptPage } from './pages.js';
import {
  completeOnboarding,
  createAccount,
  createAccountLink,
  onboardingLink,
  updateAccount,
  setAccountOutcome,
  type OnboardingOutcome,
} from './connect.js';
import { createRefund } from './payments.js';
import { WebhookSender } from './webhooks.js';

/** A running stand-in. */
export interface StripeStandIn {
  url: string;
  engine: StripeEngine;
  webhooks: WebhookSender;
  stop(): Promise<void>;
}

/**
 * Options: where events go and their signing secret (the platform endpoint; events of connected
 * accounts go to the Connect endpoint with its own secret), a port (0 = free) and a folder for state.
 */
export interface StripeStandInOptions {
  port?: number;
  webhookUrl?: string;
  webhookSecret: string;
  connectWebhookUrl?: string;
  connectWebhookSecret?: string;
  dataDir?: string;
}

/** Fields the engine keeps for itself; never serialised. */
const INTERNAL = new Set([
  'seq',
  'charge_fails',
  'line_items_summary',
  'subscription_data_metadata',
  'pending_prorations',
  'payment_intent_data',
  'settles_at',
  'settle_failure',
]);

function publicView(object: unknown): unknown {
  if (Array.isArray(object)) return object.map(publicView);
  if (typeof object !== 'object' || object === null) return object;
  return Object.fromEntries(
    Object.entries(object)
      .filter(([key]) => !INTERNAL.has(key))
      .map(([key, value]) => [key, publicView(value)]),
  );
}

type Handler = (match: RegExpMatchArray, params: Params) => unknown;

/** Starts the stand-in on 127.0.0.1. */
export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const engine = new StripeEngine(url, options.dataDir);
  const webhooks = new WebhookSender(options.webhookUrl, options.webhookSecret);
  const connectWebhooks = new WebhookSender(
    options.connectWebhookUrl,
    options.connectWebhookSecret ?? options.webhookSecret,
  );
  engine.onEvent((event) =>
    (event.account ? connectWebhooks : webhooks).send(publicView(event) as StripeObject),
  );
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  const expand = (object: unknown, paths: string[]): unknown => {
    const copy = structuredClone(object) as Record<string, unknown>;
    for (const path of paths) {
      const [head, ...rest] = path.split('.');
      if (head === 'data' && Array.isArray(copy.data)) {
        copy.data = copy.data.map((entry) => expand(entry, [rest.join('.')]));
        continue;
      }
      const value = copy[head];
      if (typeof value === 'string') {
        const found = engineObject(value);
        if (found) copy[head] = rest.length ? expand(found, [rest.join('.')]) : found;
      } else if (value && typeof value === 'object' && rest.length)
        copy[head] = expand(value, [rest.join('.')]);
    }
    return copy;
  };
  const engineObject = (id: string): StripeObject | undefined => {
    for (const kind of [
      'customer',
      'payment_method',
      'subscription',
      'invoice',
      'payment_intent',
      'checkout.session',
      'price',
      'product',
      'charge',
      'account',
    ])
      try {
        return engine.get(kind, id);
      } catch {
        // try the next kind
      }
    return undefined;
  };

  const list = (kind: string, params: Params, filter: (object: StripeObject) => boolean, path: string) => {
    const limit = Math.min(100, Math.max(1, Number(params.limit ?? 10)));
    let items = engine.all(kind, filter);
    if (params.starting_after) {
      const index = items.findIndex((item) => item.id === params.starting_after);
      if (index < 0) throw missing(kind, params.starting_after as string, 'starting_after');
      items = items.slice(index + 1);
    } else if (params.ending_before) {
      const index = items.findIndex((item) => item.id === params.ending_before);
      if (index < 0) throw missing(kind, params.ending_before as string, 'ending_before');
      items = items.slice(Math.max(0, index - limit), index);
    }
    return { object: 'list', url: path, has_more: items.length > limit, data: items.slice(0, limit) };
  };

  const api: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/customers$/, (_m, p) => engine.createCustomer(p)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (m) => engine.get('customer', m[1])],
    ['POST', /^\/v1\/customers\/([^/]+)$/, (m, p) => engine.updateCustomer(m[1], p)],
    [
      'GET',
      /^\/v1\/prices$/,
      (_m, p) => {
        const keys = (p.lookup_keys as string[] | undefined) ?? [];
        return list(
          'price',
          p,
          (price) => !keys.length || keys.includes(price.lookup_key as string),
          '/v1/prices',
        );
      },
    ],
    ['GET', /^\/v1\/prices\/([^/]+)$/, (m) => engine.get('price', m[1])],
    ['POST', /^\/v1\/coupons$/, (_m, p) => engine.createCoupon(p)],
    ['GET', /^\/v1\/coupons\/([^/]+)$/, (m) => engine.get('coupon', m[1])],
    ['POST', /^\/v1\/checkout\/sessions$/, (_m, p) => engine.createCheckoutSession(p)],
    [
      'GET',
      /^\/v1\/checkout\/sessions$/,
      (_m, p) =>
        list(
          'checkout.session',
          p,
          (session) =>
            (!p.status || session.status === p.status) && (!p.customer || session.customer === p.customer),
          '/v1/checkout/sessions',
        ),
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (m) => engine.get('checkout.session', m[1])],
    ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (m) => engine.expireCheckoutSession(m[1])],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (m) => engine.get('payment_intent', m[1])],
    ['GET', /^\/v1\/charges\/([^/]+)$/, (m) => engine.get('charge', m[1])],
    ['POST', /^\/v1\/refunds$/, (_m, p) => createRefund(engine, p)],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, (m) => engine.get('refund', m[1])],
    ['POST', /^\/v1\/accounts$/, (_m, p) => createAccount(engine, p)],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (m) => engine.get('account', m[1])],
    ['POST', /^\/v1\/accounts\/([^/]+)$/, (m, p) => updateAccount(engine, m[1], p)],
    ['POST', /^\/v1\/account_links$/, (_m, p) => createAccountLink(engine, p)],
    ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (m) => engine.get('payment_method', m[1])],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (m) => engine.get('subscription', m[1])],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (m, p) => engine.updateSubscription(m[1], p)],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (m) => engine.cancelSubscription(m[1])],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (_m, p) =>
        list(
          'subscription',
          p,
          (s) =>
            (!p.customer || s.customer === p.customer) && (p.status === 'all' || s.status !== 'canceled'),
          '/v1/subscriptions',
        ),
    ],
    [
      'GET',
      /^\/v1\/invoices$/,
      (_m, p) =>
        list(
          'invoice',
          p,
          (i) => (!p.customer || i.customer === p.customer) && (!p.status || i.status === p.status),
          '/v1/invoices',
        ),
    ],
    ['POST', /^\/v1\/invoices\/create_preview$/, (_m, p) => engine.previewInvoice(p)],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (m) => engine.get('invoice', m[1])],
    ['POST', /^\/v1\/billing_portal\/sessions$/, (_m, p) => engine.createPortalSession(p)],
    ['GET', /^\/v1\/events\/([^/]+)$/, (m) => engine.get('event', m[1])],
    ['GET', /^\/v1\/events$/, (_m, p) => list('event', p, (e) => !p.type || e.type === p.type, '/v1/events')],
  ];

  const sendJson = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${Date.now().toString(36)}`,
      ...headers,
    });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const sendHtml = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: string,
    body: string,
  ) {
    if (!/^Bearer sk_test_\S+$/.test(req.headers.authorization ?? ''))
      return sendJson(res, 401, {
        error: {
          type: 'invalid_request_error',
          message: 'You did not provide a valid API key (a sk_test_ key as a Bearer token).',
        },
      });
    const method = req.method ?? 'GET';
    const route = api.find(([verb, pattern]) => verb === method && pattern.test(path));
    if (!route)
      return sendJson(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      });
    const params = decodeParams(method === 'GET' || method === 'DELETE' ? query : body);
    const key = req.headers['idempotency-key'];
    const fingerprint = createHash('sha256').update(`${method} ${path} ${body}`).digest('hex');
    if (typeof key === 'string' && method === 'POST') {
      const seen = idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint)
        return sendJson(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      if (seen)
        return sendJson(res, seen.status, seen.body, {
          'idempotent-replayed': 'true',
          'idempotency-key': key,
        });
    }
    let status = 200;
    let answer: string;
    try {
      const result = route[2](path.match(route[1])!, params);
      const expanded = expand(result, (params.expand as string[] | undefined) ?? []);
      answer = JSON.stringify(publicView(expanded));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      answer = JSON.stringify({ error: error.body });
    }
    if (typeof key === 'string' && method === 'POST')
      idempotent.set(key, { fingerprint, status, body: answer });
    sendJson(res, status, answer, typeof key === 'string' ? { 'idempotency-key': key } : {});
  }

  async function handlePages(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const form = Object.fromEntries(new URLSearchParams(body));
    const method = req.method ?? 'GET';
    let match: RegExpMatchArray | null;
    if ((match = path.match(/^\/checkout\/([^/]+)$/))) {
      const session = engine.get('checkout.session', match[1]);
      // Like Stripe, a session of a known customer shows that customer's email.
      const email =
        (session.customer_email as string | null) ??
        (session.customer
          ? (engine.get('customer', session.customer as string).email as string | null)
          : null) ??
        '';
      if (method === 'GET') return sendHtml(res, 200, checkoutPage(session, email));
      try {
        const done = engine.completeCheckout(session.id, {
          email: form.email ?? '',
          name: form.name ?? '',
          card: form.card ?? '',
          method: form.method,
          routing: form.routing,
          account: form.account,
        });
        return redirect(res, String(done.success_url).replace('{CHECKOUT_SESSION_ID}', done.id));
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        return sendHtml(
          res,
          402,
          checkoutPage(engine.get('checkout.session', session.id), email, error.message),
        );
      }
    }
    if ((match = path.match(/^\/checkout\/([^/]+)\/cancel$/))) {
      const session = engine.get('checkout.session', match[1]);
      return redirect(res, String(session.cancel_url ?? session.success_url));
    }
    if ((match = path.match(/^\/portal\/([^/]+)(?:\/(card|cancel|plan))?$/))) {
      const session = engine.get('billing_portal.session', match[1]);
      const customerId = session.customer as string;
      let message: string | undefined;
      let error: string | undefined;
      if (method === 'POST' && match[2] === 'card')
        try {
          engine.updateCard(customerId, form.card ?? '');
          message = 'Your card was updated.';
        } catch (failure) {
          if (!(failure instanceof StripeApiError)) throw failure;
          error = failure.message;
        }
      if (method === 'POST' && match[2] === 'plan')
        try {
          engine.changePlan(customerId, form.price ?? '');
          message = 'Your plan was changed.';
        } catch (failure) {
          if (!(failure instanceof StripeApiError)) throw failure;
          error = failure.message;
        }
      if (method === 'POST' && match[2] === 'cancel') {
        engine.cancelAtPeriodEnd(customerId);
        message = 'Your plan will be canceled at the end of the billing period.';
      }
      const subscription = engine.all('subscription', (sub) => sub.customer === customerId)[0];
      const customer = engine.get('customer', customerId);
      const methodId = (customer.invoice_settings as { default_payment_method: string | null })
        .default_payment_method;
      const card = methodId
        ? (engine.get('payment_method', methodId).card as { brand: string; last4: string })
        : undefined;
      const prices = engine.planPrices();
      return sendHtml(res, 200, portalPage(session, { subscription, card, prices, message, error }));
    }
    if ((match = path.match(/^\/connect\/onboarding\/([^/]+)$/))) {
      const { link, account, usable } = onboardingLink(engine, match[1]);
      if (!usable) return redirect(res, String(link.refresh_url));
      if (method === 'GET') return sendHtml(res, 200, onboardingPage(link, account));
      completeOnboarding(engine, match[1], form.outcome ?? '');
      return redirect(res, String(link.return_url));
    }
    if ((match = path.match(/^\/receipts\/([^/]+)$/)))
      return sendHtml(res, 200, receiptPage(engine.get('charge', match[1])));
    if ((match = path.match(/^\/invoices\/([^/]+)(\/pdf)?$/))) {
      const invoice = engine.get('invoice', match[1]);
      if (!match[2]) return sendHtml(res, 200, invoicePage(invoice));
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(await invoicePdf(invoice));
    }
    sendJson(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
    });
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (path === '/__clock/advance' && req.method === 'POST') {
      const seconds = Number(input.seconds ?? 0) + Number(input.days ?? 0) * 86_400;
      if (!(seconds > 0)) throw invalid('Give seconds or days (> 0).');
      return sendJson(res, 200, { now: engine.advance(seconds) });
    }
    if (path === '/__clock/reset' && req.method === 'POST')
      return sendJson(res, 200, { now: engine.resetClock() });
    if (path === '/__clock' && req.method === 'GET') return sendJson(res, 200, { now: engine.now() });
    // Delivery switches apply to both endpoints (platform and Connect).
    if (path === '/__webhooks/config' && req.method === 'POST') {
      connectWebhooks.configure(input);
      return sendJson(res, 200, webhooks.configure(input));
    }
    if (path === '/__webhooks/attempts' && req.method === 'GET')
      return sendJson(res, 200, [...webhooks.attempts, ...connectWebhooks.attempts]);
    if (path === '/__webhooks/pending' && req.method === 'GET')
      return sendJson(res, 200, { pending: webhooks.pending() + connectWebhooks.pending() });
    const account = path.match(/^\/__connect\/accounts\/([^/]+)$/);
    if (account && req.method === 'POST')
      return sendJson(
        res,
        200,
        publicView(setAccountOutcome(engine, account[1], input.outcome as OnboardingOutcome)),
      );
    sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown control path' } });
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const [path, query = ''] = (req.url ?? '/').split('?');
      const body = Buffer.concat(chunks).toString('utf8');
      const work = path.startsWith('/v1/')
        ? handleApi(req, res, path, query, body)
        : path.startsWith('/__')
          ? handleControl(req, res, path, body)
          : handlePages(req, res, path, body);
      work.catch((error: unknown) => {
        if (error instanceof StripeApiError) return sendJson(res, error.status, { error: error.body });
        console.error('stripe stand-in:', error);
        if (!res.headersSent)
          sendJson(res, 500, { error: { type: 'api_error', message: 'Stand-in failure' } });
      });
    });
  });

  return {
    url,
    engine,
    webhooks,
    async stop() {
      await webhooks.stop();
      await connectWebhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function invoicePdf(invoice: StripeObject): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pageOfPdf = pdf.addPage([612, 792]);
  const rows = [
    `Invoice ${String(invoice.number)}`,
    `Status: ${String(invoice.status)}`,
    ...(invoice.lines as { data: { description: string; amount: number }[] }).data.map(
      (line) => `${line.description}: $${(line.amount / 100).toFixed(2)}`,
    ),
    `Total: $${(Number(invoice.total) / 100).toFixed(2)}`,
  ];
  rows.forEach((text, index) => pageOfPdf.drawText(text, { x: 56, y: 720 - index * 22, size: 12, font }));
  return pdf.save();
}
