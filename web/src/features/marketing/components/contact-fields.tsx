import type { FieldValues } from 'react-hook-form';
import { EmailInput, Input } from '../../../components/ui/input';
import { NameFields } from '../../../components/ui/name-fields';
import type { FieldBinding } from '../../../lib/use-zod-form';

type Binding = FieldBinding<FieldValues>;

/** Name, email and phone of the person writing in (contact and partner forms), placed in the grid around them. */
export function ContactFields({
  first,
  last,
  email,
  phone,
}: Record<'first' | 'last' | 'email' | 'phone', Binding>) {
  return (
    <>
      <NameFields first={first} last={last} className="contents" />
      <EmailInput {...email} />
      <Input label="Phone" type="tel" required autoComplete="tel" {...phone} />
    </>
  );
}
