import { LOGO_MAX_BYTES } from '@shared/kernel/constants.js';
import { detectLogoType, type LogoImageType } from '@shared/kernel/image-type.js';
import { subscriptionStatusAt } from '@shared/accounts/team.js';
import {
  LOGO_MESSAGES,
  type LogoUploadUrl,
  type Profile,
  type SubscriptionView,
  type UpdateProfileRequest,
} from '@shared/accounts/schemas/profile.js';
import { entitlementsOf } from './plan-gate.js';
import {
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
} from '../../platform/errors.js';
import {
  deleteAccountLogo,
  getAccount,
  saveAccountLogo,
  saveAccountName,
  type AccountRecord,
} from '../data/accounts.js';
import { saveUserDetails } from '../../platform/data/users.js';
import {
  deleteLogo as deleteLogoObject,
  isStagedLogoKey,
  logoUrl,
  presignLogoUpload,
  putLogoFromStaging,
  putLogo,
  stagedLogo,
} from '../data/logos.js';
import { callerCan, type Caller } from '../../platform/middleware/authenticate.js';
import type { FormFile } from '../../platform/multipart.js';
import { errorFields, log } from '../../platform/log.js';
import { toUserView } from './user-view.js';

async function accountOf(caller: Caller): Promise<AccountRecord> {
  const account = await getAccount(caller.accountId);
  if (!account) throw new Error(`account ${caller.accountId} of user ${caller.userId} is missing`);
  return account;
}

/** Company name and logo belong to the whole account: only its admins (team.manage) change them. */
function canEditCompany(caller: Caller): boolean {
  return callerCan(caller, 'team.manage');
}

/** The caller's profile; the logo comes as a fresh link valid for 15 minutes. */
export async function getProfile(caller: Caller, now = new Date()): Promise<Profile> {
  const account = await accountOf(caller);
  const { id, first_name, last_name, email, phone, company, role } = toUserView(caller.user, account.name);
  return {
    id,
    first_name,
    last_name,
    email,
    phone,
    company,
    company_logo: account.logoKey ? await logoUrl(account.logoKey, now) : null,
    role,
    can_edit_company: canEditCompany(caller),
  };
}

/** Update the caller's name and phone; a changed company name renames the account (admins only). */
export async function updateProfile(
  caller: Caller,
  input: UpdateProfileRequest,
  now = new Date(),
): Promise<Profile> {
  const account = await accountOf(caller);
  const renames = input.company !== undefined && input.company !== account.name;
  if (renames && !canEditCompany(caller)) throw new ForbiddenError(LOGO_MESSAGES.companyOnly);
  const user = await saveUserDetails(
    caller.userId,
    { firstName: input.first_name, lastName: input.last_name, phone: input.phone },
    now,
  );
  if (renames && input.company) await saveAccountName(account.accountId, input.company);
  return getProfile({ ...caller, user }, now);
}

/** The subscription as the profile shows it: active, trial (until it ends) or free. */
export async function getSubscriptionView(caller: Caller, now = new Date()): Promise<SubscriptionView> {
  const account = await accountOf(caller);
  return {
    subscription_status: subscriptionStatusAt(account, now),
    subscription_tier: account.tier,
    trial_ends_at: account.trialEndsAt,
    beta_access: account.betaAccess ?? false,
  };
}

/** The logo rules before any byte is looked at: admins only, and only on an active or trial plan. */
async function assertMayChangeLogo(caller: Caller, now: Date): Promise<AccountRecord> {
  if (!canEditCompany(caller)) throw new ForbiddenError(LOGO_MESSAGES.companyOnly);
  const account = await accountOf(caller);
  if (!entitlementsOf(account, now).canUploadLogo) throw new ForbiddenError(LOGO_MESSAGES.plan);
  return account;
}

/**
 * Replace the company logo (multipart, the spec's route). The bytes decide the type (PNG or JPEG
 * signature), never the name or declared type; at most 5,242,880 bytes. Nothing is stored unless
 * every check passes; the old logo is deleted once the account points at the new one.
 */
export async function uploadLogo(
  caller: Caller,
  file: FormFile | undefined,
  now = new Date(),
): Promise<{ logo_url: string; message: string }> {
  const account = await assertMayChangeLogo(caller, now);
  const data = file?.data ?? Buffer.alloc(0);
  return acceptLogo(
    account.accountId,
    { size: data.length, head: async () => data },
    (type) => putLogo(account.accountId, data, type, now),
    now,
  );
}

/**
 * First step of the two-step upload: a presigned S3 POST form for a fresh staging key, so the file
 * goes straight to S3 (Lambda's 6 MB request cap does not apply) and S3 enforces 1..5,242,880 bytes.
 */
export async function requestLogoUpload(caller: Caller, now = new Date()): Promise<LogoUploadUrl> {
  const account = await assertMayChangeLogo(caller, now);
  const { url, fields, key } = await presignLogoUpload(account.accountId, now);
  return { upload_url: url, fields, key, max_bytes: LOGO_MAX_BYTES };
}

/**
 * Second step: check the staged upload exactly like a multipart one and, if it passes, make it the
 * logo. The staged object is deleted either way; a key outside the caller's staging folder is 404.
 */
export async function confirmLogoUpload(
  caller: Caller,
  key: string,
  now = new Date(),
): Promise<{ logo_url: string; message: string }> {
  const account = await assertMayChangeLogo(caller, now);
  if (!isStagedLogoKey(account.accountId, key)) throw new NotFoundError('Upload not found');
  const staged = await stagedLogo(key);
  if (!staged) throw new NotFoundError('Upload not found');
  try {
    return await acceptLogo(
      account.accountId,
      staged,
      (type) => putLogoFromStaging(account.accountId, key, type, now),
      now,
    );
  } finally {
    await removeObject(account.accountId, key);
  }
}

/**
 * The one gate every logo passes, whichever way its bytes arrived: not empty, at most 5,242,880
 * bytes, PNG or JPEG by signature; then `store` writes it and the account points at it.
 */
async function acceptLogo(
  accountId: string,
  file: { size: number; head: () => Promise<Uint8Array> },
  store: (type: LogoImageType) => Promise<string>,
  now: Date,
): Promise<{ logo_url: string; message: string }> {
  if (file.size === 0) throw new ValidationError(LOGO_MESSAGES.missing);
  if (file.size > LOGO_MAX_BYTES) throw new PayloadTooLargeError(LOGO_MESSAGES.size);
  const type = detectLogoType(await file.head());
  if (!type) throw new ValidationError(LOGO_MESSAGES.type);
  const key = await store(type);
  const previous = await saveAccountLogo(accountId, key);
  if (previous && previous !== key) await removeObject(accountId, previous);
  return { logo_url: await logoUrl(key, now), message: LOGO_MESSAGES.uploaded };
}

/** Delete the company logo (the profile returns to "no logo"). */
export async function deleteLogo(caller: Caller, now = new Date()): Promise<{ message: string }> {
  const account = await assertMayChangeLogo(caller, now);
  const previous = await deleteAccountLogo(account.accountId);
  if (previous) await removeObject(account.accountId, previous);
  return { message: LOGO_MESSAGES.deleted };
}

/** The account no longer points at the object, so a failed delete only leaves an orphan: log it, do not fail the request. */
async function removeObject(accountId: string, key: string): Promise<void> {
  await deleteLogoObject(accountId, key).catch((error: unknown) =>
    log('error', 'old logo not deleted', { accountId, key, ...errorFields(error) }),
  );
}
