import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  profileForm,
  type Profile,
  type ProfileFormInput,
  type ProfileFormOutput,
  type UpdateProfileRequest,
} from '@shared/schemas/profile.js';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useUpdateProfile } from '../api/profile';

/** The request body of a saved form: company only when the caller may rename the account. */
export function toProfileUpdate(form: ProfileFormOutput, canEditCompany: boolean): UpdateProfileRequest {
  const body: UpdateProfileRequest = {
    first_name: form.first_name,
    last_name: form.last_name,
    phone: form.phone,
  };
  if (canEditCompany && form.company) body.company = form.company;
  return body;
}

/**
 * Name, email (read-only), phone and company of the signed-in user, used by Account Settings and
 * Profile; each page passes its own spec messages.
 */
export function ProfileDetailsForm({
  profile,
  label,
  submitLabel,
  messages,
  onResult,
}: {
  profile: Profile;
  label: string;
  submitLabel: string;
  messages: { success: string; failure: string };
  onResult: (variant: 'success' | 'error', text: string) => void;
}) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileForm),
    mode: 'onTouched',
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone ?? '',
      company: profile.company ?? '',
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await update.mutateAsync(toProfileUpdate(form, profile.can_edit_company));
      onResult('success', messages.success);
    } catch {
      onResult('error', messages.failure);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="First name"
          autoComplete="given-name"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <Input
          label="Last name"
          autoComplete="family-name"
          required
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <Input
        label="Email"
        type="email"
        value={profile.email}
        disabled
        readOnly
        hint="Email cannot be changed"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {profile.can_edit_company ? (
          <Input
            label="Company"
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
        ) : (
          // Not registered: the form's company keeps its loaded value and is not sent.
          <Input
            label="Company"
            value={profile.company ?? ''}
            disabled
            readOnly
            hint="Only an account admin can change the company name."
          />
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} className="max-sm:w-full">
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
