import type Stripe from 'stripe';
import { connectState, requirementWords, type ConnectFacts } from '@shared/payments/payments.js';
import type { PaymentsAccountView } from '@shared/payments/schemas/payments.js';
import { getAccount } from '../../accounts/index.js';
import { stripeClient } from '../../platform/clients/stripe.js';
import { config } from '../../platform/config.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { conditionalTransact } from '../../platform/data/table.js';
import { NotFoundError } from '../../platform/errors.js';
import {
  connectUpdate,
  getConnect,
  getPaymentFees,
  putNewConnect,
  type ConnectRecord,
} from '../data/payments.js';

/** Metadata on the connected account naming its Ridgeline account (account.updated finds it by this). */
export const ACCOUNT_METADATA_KEY = 'ridgeline_account';

/** Where Stripe's hosted onboarding returns to, and where an expired link is refreshed from. */
const SETTINGS_PATH = '/dashboard/settings/payments';

/** What we keep of a Stripe account, as read at `readAt`. */
export function connectRecordOf(accountId: string, account: Stripe.Account, readAt: number): ConnectRecord {
  return {
    accountId,
    stripeAccountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    currentlyDue: account.requirements?.currently_due ?? [],
    pendingVerification: account.requirements?.pending_verification ?? [],
    disabledReason: account.requirements?.disabled_reason ?? null,
    readAt,
    updatedAt: new Date(readAt).toISOString(),
  };
}

/** The state facts of a stored connected account (none before onboarding starts). */
export function factsOf(record: ConnectRecord | undefined): ConnectFacts | null {
  return record ?? null;
}

/** The platform fee of an account's plan, in basis points (0 unless operators set one). */
export async function feeBasisPointsOf(accountId: string): Promise<number> {
  const [account, fees] = await Promise.all([getAccount(accountId), getPaymentFees()]);
  return account ? (fees[account.tier] ?? 0) : 0;
}

/** The Payments settings view of a stored state. */
export async function accountView(
  accountId: string,
  record: ConnectRecord | undefined,
): Promise<PaymentsAccountView> {
  const facts = factsOf(record);
  const state = connectState(facts);
  return {
    state,
    requirements: state === 'enabled' ? [] : requirementWords(record?.currentlyDue ?? []),
    fee_percent: (await feeBasisPointsOf(accountId)) / 100,
    updated_at: record?.updatedAt ?? null,
  };
}

/** GET /api/payments/account */
export async function paymentsAccountFor(caller: Caller): Promise<PaymentsAccountView> {
  return accountView(caller.accountId, await getConnect(caller.accountId));
}

/**
 * POST /api/payments/account/onboarding: the account's Express account (made once; the idempotency
 * key keeps a retried request from making a second) and a fresh single-use onboarding link.
 */
export async function startOnboarding(caller: Caller, now = new Date()): Promise<{ url: string }> {
  const stripe = await stripeClient();
  let record = await getConnect(caller.accountId);
  if (!record) {
    const account = await getAccount(caller.accountId);
    if (!account) throw new NotFoundError('Account not found');
    const made = await stripe.accounts.create(
      {
        type: 'express',
        country: 'US',
        email: caller.user.email,
        business_profile: { name: account.name },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { [ACCOUNT_METADATA_KEY]: caller.accountId },
      },
      { idempotencyKey: `connect-account-${caller.accountId}` },
    );
    await putNewConnect(connectRecordOf(caller.accountId, made, now.getTime()));
    record = (await getConnect(caller.accountId))!;
  }
  const link = await stripe.accountLinks.create({
    account: record.stripeAccountId,
    type: 'account_onboarding',
    return_url: `${config.APP_URL}${SETTINGS_PATH}?onboarding=return`,
    refresh_url: `${config.APP_URL}${SETTINGS_PATH}?onboarding=refresh`,
  });
  return { url: link.url };
}

/**
 * POST /api/payments/account/refresh: re-reads the connected account from Stripe (on return from
 * onboarding, before its account.updated arrives). Only a newer read replaces the stored state.
 */
export async function refreshConnect(caller: Caller, now = new Date()): Promise<PaymentsAccountView> {
  const record = await getConnect(caller.accountId);
  if (!record) return accountView(caller.accountId, undefined);
  const stripe = await stripeClient();
  const account = await stripe.accounts.retrieve(record.stripeAccountId);
  await conditionalTransact([connectUpdate(connectRecordOf(caller.accountId, account, now.getTime()))]);
  return accountView(caller.accountId, await getConnect(caller.accountId));
}

/** Whether an account can take homeowner payments now, and its Stripe account. */
export async function payableAccount(accountId: string): Promise<ConnectRecord | undefined> {
  const record = await getConnect(accountId);
  return record && connectState(record) === 'enabled' ? record : undefined;
}
