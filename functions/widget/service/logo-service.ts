import { LOGO_MAX_BYTES } from '@shared/kernel/constants.js';
import { detectLogoType } from '@shared/kernel/image-type.js';
import { LOGO_MESSAGES, type LogoUploadUrl } from '@shared/accounts/schemas/profile.js';
import type { WidgetSettings } from '@shared/widget/schemas/widget.js';
import {
  deleteLogoObject,
  entitlementsOf,
  getAccount,
  isStagedLogoKey,
  presignLogoUpload,
  putLogoFromStaging,
  stagedLogo,
} from '../../accounts/index.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  ValidationError,
} from '../../platform/errors.js';
import { errorFields, log } from '../../platform/log.js';
import { getWidgetSettings, replaceWidgetLogo } from '../data/widget.js';
import { getWidgetSettingsFor } from './settings-service.js';

// The widget's own logo (docs/product.md#widget): uploaded like the company logo (a presigned POST
// to the account's staging folder, then checked by its bytes), shown in the frame instead of the
// company logo while set.

const SAVE_FIRST = 'Save the website quote settings first, then add its logo.';

/** Logo upload needs saved settings and a plan that allows logos (as the company logo does). */
async function assertMayChangeLogo(caller: Caller, now: Date): Promise<void> {
  const [account, settings] = await Promise.all([
    getAccount(caller.accountId),
    getWidgetSettings(caller.accountId),
  ]);
  if (!account || !entitlementsOf(account, now).canUploadLogo) throw new ForbiddenError(LOGO_MESSAGES.plan);
  if (!settings) throw new ConflictError(SAVE_FIRST);
}

/** A logo the account no longer points at: a failed delete only leaves an orphan, so it is logged. */
async function removeObject(accountId: string, key: string): Promise<void> {
  await deleteLogoObject(accountId, key).catch((error: unknown) =>
    log('error', 'old widget logo not deleted', { accountId, key, ...errorFields(error) }),
  );
}

/** POST /api/widget-settings/logo/upload-url: a presigned POST for a logo of up to 5 MB (step 1 of 2). */
export async function requestWidgetLogoUpload(caller: Caller, now = new Date()): Promise<LogoUploadUrl> {
  await assertMayChangeLogo(caller, now);
  const { url, fields, key } = await presignLogoUpload(caller.accountId, now);
  return { upload_url: url, fields, key, max_bytes: LOGO_MAX_BYTES };
}

/**
 * POST /api/widget-settings/logo/confirm: checks the staged upload by its bytes (PNG or JPEG, 1 byte to
 * 5 MB) and makes it the widget's logo; the staged object and the previous widget logo are deleted. A
 * key outside the caller's own staging folder is 404 and touches nothing.
 */
export async function confirmWidgetLogo(
  caller: Caller,
  key: string,
  now = new Date(),
): Promise<WidgetSettings> {
  await assertMayChangeLogo(caller, now);
  if (!isStagedLogoKey(caller.accountId, key)) throw new NotFoundError('Upload not found');
  const staged = await stagedLogo(key);
  if (!staged) throw new NotFoundError('Upload not found');
  try {
    if (staged.size === 0) throw new ValidationError(LOGO_MESSAGES.missing);
    if (staged.size > LOGO_MAX_BYTES) throw new PayloadTooLargeError(LOGO_MESSAGES.size);
    const type = detectLogoType(await staged.head());
    if (!type) throw new ValidationError(LOGO_MESSAGES.type);
    const stored = await putLogoFromStaging(caller.accountId, key, type, now);
    const previous = await replaceWidgetLogo(caller.accountId, stored);
    if (previous && previous !== stored) await removeObject(caller.accountId, previous);
  } finally {
    await removeObject(caller.accountId, key);
  }
  return getWidgetSettingsFor(caller);
}

/** DELETE /api/widget-settings/logo: the frame shows the company logo again. */
export async function deleteWidgetLogo(caller: Caller): Promise<WidgetSettings> {
  if (!(await getWidgetSettings(caller.accountId))) throw new ConflictError(SAVE_FIRST);
  const previous = await replaceWidgetLogo(caller.accountId, null);
  if (previous) await removeObject(caller.accountId, previous);
  return getWidgetSettingsFor(caller);
}
