import {
  profileForm,
  type Profile,
  type ProfileFormOutput,
  type UpdateProfileRequest,
} from '@shared/accounts/schemas/profile.js';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NameFields } from '../../../components/ui/name-fields';
import { useZodForm } from '../../../lib/use-zod-form';
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

/** What a page calls the form and says after a save (each page has its own spec wording). */
export interface ProfileFormWording {
  formLabel: string;
  submitLabel: string;
  saved: string;
  saveFailed: string;
}

/** Name, email (read-only), phone and company of the signed-in user, used by Account Settings and Profile. */
export function ProfileDetailsForm({
  profile,
  wording,
  onResult,
}: {
  profile: Profile;
  wording: ProfileFormWording;
  onResult: (variant: 'success' | 'error', text: string) => void;
}) {
  const update = useUpdateProfile();
  const form = useZodForm(profileForm, {
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone ?? '',
      company: profile.company ?? '',
    },
  });
  const { field } = form;

  const onSubmit = async (values: ProfileFormOutput) => {
    try {
      await update.mutateAsync(toProfileUpdate(values, profile.can_edit_company));
      onResult('success', wording.saved);
    } catch {
      onResult('error', wording.saveFailed);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={wording.formLabel}>
      <NameFields first={field('first_name')} last={field('last_name')} />
      <Input
        label="Email"
        type="email"
        value={profile.email}
        disabled
        readOnly
        hint="Email cannot be changed"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...field('phone')} />
        {profile.can_edit_company ? (
          <Input label="Company" autoComplete="organization" {...field('company')} />
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
        <SubmitButton form={form} pending="Saving…" className="max-sm:w-full">
          {wording.submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
