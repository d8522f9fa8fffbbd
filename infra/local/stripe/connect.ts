/**
 * Stripe Connect in the stand-in: Express connected accounts, account links to a hosted onboarding
 * page, and `account.updated` events (sent to the Connect endpoint, with the account's id on the
 * event). Shapes follow Stripe's `account` and `account_link` (test/fixtures/stripe-fixtures3.json).
 */
import type { Params } from './form.js';
import { invalid, newId, type EngineCore, type StripeObject } from './objects.js';

/** How long an account link works (Stripe: a few minutes, single use). */
const LINK_SECONDS = 300;

/** What an Express account must still give before it can take charges. */
const ONBOARDING_DUE = [
  'business_profile.mcc',
  'business_profile.url',
  'external_account',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

/** The outcomes the hosted onboarding page offers (a real onboarding ends in one of them). */
export const ONBOARDING_OUTCOMES = {
  complete: 'Everything submitted: charges and payouts enabled',
  'missing-bank': 'Submitted without a bank account: restricted, external_account due',
  pending: 'Submitted, identity verification pending',
} as const;
export type OnboardingOutcome = keyof typeof ONBOARDING_OUTCOMES;

function requirements(due: string[], pending: string[], disabled: string | null) {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: due,
    disabled_reason: disabled,
    errors: [],
    eventually_due: due,
    past_due: due.length ? due : [],
    pending_verification: pending,
  };
}

/** POST /v1/accounts: an Express account (`type=express`), nothing submitted yet. */
export function createAccount(engine: EngineCore, params: Params): StripeObject {
  if (params.type !== 'express')
    throw invalid('The stand-in makes Express accounts only (type=express).', 'type');
  const account = engine.base('acct', 'account');
  const profile = (params.business_profile as Params | undefined) ?? {};
  return engine.put({
    ...account,
    business_profile: {
      mcc: null,
      name: (profile.name as string | undefined) ?? null,
      product_description: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: (profile.url as string | undefined) ?? null,
    },
    business_type: (params.business_type as string | undefined) ?? null,
    capabilities: {
      card_payments: 'inactive',
      transfers: 'inactive',
      us_bank_account_ach_payments: 'inactive',
    },
    charges_enabled: false,
    controller: { type: 'application', is_controller: true, stripe_dashboard: { type: 'express' } },
    country: (params.country as string | undefined) ?? 'US',
    default_currency: 'usd',
    details_submitted: false,
    email: (params.email as string | undefined) ?? null,
    external_accounts: {
      object: 'list',
      data: [],
      has_more: false,
      url: `/v1/accounts/${account.id}/external_accounts`,
    },
    future_requirements: requirements([], [], null),
    metadata: (params.metadata as Params | undefined) ?? {},
    payouts_enabled: false,
    requirements: requirements(ONBOARDING_DUE, [], 'requirements.past_due'),
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type: 'express',
  });
}

/** POST /v1/accounts/:id: metadata and the business profile. */
export function updateAccount(engine: EngineCore, id: string, params: Params): StripeObject {
  const account = engine.get('account', id);
  if (params.metadata) account.metadata = { ...(account.metadata as object), ...(params.metadata as Params) };
  if (params.business_profile)
    account.business_profile = {
      ...(account.business_profile as object),
      ...(params.business_profile as Params),
    };
  return engine.put(account);
}

/**
 * POST /v1/account_links: a single-use link to the hosted onboarding page. Stripe's object has no
 * id; the stand-in keeps the link under its token to find it again.
 */
export function createAccountLink(engine: EngineCore, params: Params): Record<string, unknown> {
  if (params.type !== 'account_onboarding' && params.type !== 'account_update')
    throw invalid('type must be one of account_onboarding, account_update', 'type');
  if (!params.return_url) throw invalid('Missing required param: return_url.', 'return_url');
  if (!params.refresh_url) throw invalid('Missing required param: refresh_url.', 'refresh_url');
  const account = engine.get('account', params.account as string);
  const token = newId('link');
  const created = engine.now();
  const link = {
    object: 'account_link',
    created,
    expires_at: created + LINK_SECONDS,
    url: `${engine.baseUrl}/connect/onboarding/${token}`,
  };
  engine.put({
    ...link,
    id: token,
    object: 'stand_in.account_link',
    account: account.id,
    return_url: params.return_url,
    refresh_url: params.refresh_url,
    used: false,
  });
  return link;
}

/** The link behind an onboarding page, and where it leads when it cannot be used any more. */
export function onboardingLink(
  engine: EngineCore,
  token: string,
): { link: StripeObject; account: StripeObject; usable: boolean } {
  const link = engine.get('stand_in.account_link', token);
  const account = engine.get('account', link.account as string);
  return { link, account, usable: !link.used && Number(link.expires_at) > engine.now() };
}

/** The hosted onboarding page's submit: the account as the chosen outcome leaves it, then account.updated. */
export function completeOnboarding(engine: EngineCore, token: string, outcome: string): StripeObject {
  const { link, account, usable } = onboardingLink(engine, token);
  if (!usable) throw invalid('This account link has expired or was already used.');
  if (!(outcome in ONBOARDING_OUTCOMES)) throw invalid('Choose how onboarding ends.', 'outcome');
  link.used = true;
  engine.put(link);
  return setAccountOutcome(engine, account.id, outcome as OnboardingOutcome);
}

/** Puts an account in the state an onboarding outcome leaves (also `POST /__connect/accounts/:id`), then account.updated. */
export function setAccountOutcome(engine: EngineCore, id: string, outcome: OnboardingOutcome): StripeObject {
  if (!(outcome in ONBOARDING_OUTCOMES)) throw invalid('Choose how onboarding ends.', 'outcome');
  const account = engine.get('account', id);
  const previous = {
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.payouts_enabled,
    details_submitted: account.details_submitted,
    requirements: structuredClone(account.requirements),
    capabilities: structuredClone(account.capabilities),
  };
  const enabled = outcome === 'complete';
  const state = enabled ? 'active' : outcome === 'pending' ? 'pending' : 'inactive';
  Object.assign(account, {
    details_submitted: true,
    charges_enabled: enabled,
    payouts_enabled: enabled,
    capabilities: { card_payments: state, transfers: state, us_bank_account_ach_payments: state },
    tos_acceptance: { date: engine.now(), ip: '127.0.0.1', user_agent: 'stand-in' },
    requirements:
      outcome === 'complete'
        ? requirements([], [], null)
        : outcome === 'pending'
          ? requirements([], ['individual.verification.document'], 'requirements.pending_verification')
          : requirements(['external_account'], [], 'requirements.past_due'),
    external_accounts: {
      ...(account.external_accounts as object),
      data:
        outcome === 'missing-bank'
          ? []
          : [
              {
                id: newId('ba'),
                object: 'bank_account',
                bank_name: 'STRIPE TEST BANK',
                last4: '6789',
                currency: 'usd',
              },
            ],
    },
  });
  engine.put(account);
  engine.emit('account.updated', account, previous, account.id);
  return account;
}
