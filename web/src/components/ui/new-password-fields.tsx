import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@shared/kernel/constants.js';
import { PASSWORDS_DO_NOT_MATCH } from '@shared/accounts/schemas/auth.js';
import { bindField } from '../../lib/use-zod-form';
import { cn } from '../../lib/cn';
import { Icon } from './icon';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The green "Passwords match" confirmation under a confirm-password field. */
function PasswordMatch() {
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-green-700">
      <Icon name="check" className="size-4" strokeWidth={2.4} />
      Passwords match
    </span>
  );
}

/** Props of NewPasswordFields. */
export interface NewPasswordFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  /** The field names of the password and its confirmation. */
  names: [Path<T>, Path<T>];
  labels?: [string, string];
  /** What the confirmation says while it differs (the schema's wording for the same rule). */
  mismatch?: string;
  /** Shows the minimum length and a strength meter under the password. */
  guidance?: boolean;
  className?: string;
}

/**
 * A new password and its confirmation (sign-up, reset, invite, account settings): while the
 * confirmation is typed it says live whether it matches; the schema's messages cover the submit.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  names: [name, confirmName],
  labels = ['New password', 'Confirm new password'],
  mismatch = PASSWORDS_DO_NOT_MATCH,
  guidance = true,
  className,
}: NewPasswordFieldsProps<T>) {
  const password = String(form.watch(name) ?? '');
  const confirm = String(form.watch(confirmName) ?? '');
  const confirmField = bindField(form, confirmName);
  const differs = confirm.length > 0 && confirm !== password;
  return (
    <div className={cn('grid gap-5', className)}>
      <div>
        <PasswordInput
          label={labels[0]}
          autoComplete="new-password"
          required
          hint={guidance ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` : undefined}
          {...bindField(form, name)}
        />
        {guidance && <PasswordStrengthMeter password={password} />}
      </div>
      <PasswordInput
        label={labels[1]}
        autoComplete="new-password"
        required
        {...confirmField}
        error={differs ? mismatch : confirmField.error}
        hint={confirm && !differs ? <PasswordMatch /> : undefined}
      />
    </div>
  );
}
