import type { FieldValues } from 'react-hook-form';
import { EmailInput, Input } from '../../../components/ui/input';
import { NameFields } from '../../../components/ui/name-fields';
import type { FieldBinding } from '../../../lib/use-zod-form';

/** The fields the contact and partner forms share, under the same names in both. */
type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';

/** Name, email and phone of the person writing in, placed in the grid around them. */
export function ContactFields({ field }: { field: (name: ContactField) => FieldBinding<FieldValues> }) {
  return (
    <>
      <NameFields first={field('firstName')} last={field('lastName')} className="contents" />
      <EmailInput {...field('email')} />
      <Input label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
    </>
  );
}
