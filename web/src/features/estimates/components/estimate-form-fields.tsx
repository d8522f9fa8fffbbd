import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { Input } from '../../../components/ui/input';

/** The customer and property fields of the new and edit screens (spec 001 §2.6). */
export interface EstimateFieldValues {
  address: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string;
  customer_phone: string;
  scheduled_install_date: string;
}

/** The empty form. */
export const EMPTY_ESTIMATE_FIELDS: EstimateFieldValues = {
  address: '',
  customer_first_name: '',
  customer_last_name: '',
  customer_email: '',
  customer_phone: '',
  scheduled_install_date: '',
};

/** Address, customer names, email, phone and install date, labelled and wired to react-hook-form. */
export function EstimateFormFields<T extends FieldValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // The same six fields exist in every form that uses this component.
  const field = register as unknown as UseFormRegister<EstimateFieldValues>;
  const fieldErrors = errors as FieldErrors<EstimateFieldValues>;
  return (
    <div className="space-y-5">
      <Input
        label="Street address"
        required
        autoComplete="street-address"
        placeholder="1234 Main St, Springfield, IL 62704"
        hint="Include the city and state so the right building is measured."
        error={fieldErrors.address?.message}
        {...field('address')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Customer last name"
          required
          autoComplete="off"
          error={fieldErrors.customer_last_name?.message}
          {...field('customer_last_name')}
        />
        <Input
          label="First name"
          autoComplete="off"
          error={fieldErrors.customer_first_name?.message}
          {...field('customer_first_name')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={fieldErrors.customer_email?.message}
          {...field('customer_email')}
        />
        <Input
          label="Phone"
          type="tel"
          autoComplete="off"
          error={fieldErrors.customer_phone?.message}
          {...field('customer_phone')}
        />
      </div>
      <Input
        label="Install date"
        type="date"
        className="sm:max-w-xs"
        error={fieldErrors.scheduled_install_date?.message}
        {...field('scheduled_install_date')}
      />
    </div>
  );
}
