import type { FieldValues } from 'react-hook-form';
import type { NewEstimateForm } from '@shared/estimates/schemas/estimates.js';
import { EmailInput, Input } from '../../../components/ui/input';
import type { FieldBinding } from '../../../lib/use-zod-form';

/** The empty form. */
export const EMPTY_ESTIMATE_FIELDS: Required<NewEstimateForm> = {
  address: '',
  customer_first_name: '',
  customer_last_name: '',
  customer_email: '',
  customer_phone: '',
  scheduled_install_date: '',
};

/** Address, customer names, email, phone and install date of the new and edit screens (docs/product.md#estimates). */
export function EstimateFormFields({
  field,
}: {
  field: (name: keyof NewEstimateForm) => FieldBinding<FieldValues>;
}) {
  return (
    <div className="space-y-5">
      <Input
        label="Street address"
        required
        autoComplete="street-address"
        placeholder="1234 Main St, Springfield, IL 62704"
        hint="Include the city and state so the right building is measured."
        {...field('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Customer last name" required autoComplete="off" {...field('customer_last_name')} />
        <Input label="First name" autoComplete="off" {...field('customer_first_name')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailInput required={false} autoComplete="off" {...field('customer_email')} />
        <Input label="Phone" type="tel" autoComplete="off" {...field('customer_phone')} />
      </div>
      <Input label="Install date" type="date" className="sm:max-w-xs" {...field('scheduled_install_date')} />
    </div>
  );
}
