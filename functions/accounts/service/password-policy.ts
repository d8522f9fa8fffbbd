import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@shared/accounts/common-passwords.js';
import { ValidationError } from '../../platform/errors.js';

/** Refuses a new password on the common list with a 400 at its field (docs/decisions.md "Common passwords are refused"). */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new ValidationError(COMMON_PASSWORD_MESSAGE, {
      errors: [{ path: field, message: COMMON_PASSWORD_MESSAGE }],
    });
}
