import type { FieldValues } from 'react-hook-form';
import type { FieldBinding } from '../../lib/use-zod-form';
import { Input } from './input';

/** Props of NameFields. */
export interface NameFieldsProps {
  first: FieldBinding<FieldValues>;
  last: FieldBinding<FieldValues>;
  /** Off for someone else's name (an invite), so the browser does not offer the user's own. */
  autoFill?: boolean;
  /** The layout of the pair; `contents` lets the fields join the grid around them. */
  className?: string;
}

/** A person's first and last name, both required, side by side from the small breakpoint up. */
export function NameFields({
  first,
  last,
  autoFill = true,
  className = 'grid gap-5 sm:grid-cols-2',
}: NameFieldsProps) {
  return (
    <div className={className}>
      <Input label="First name" autoComplete={autoFill ? 'given-name' : 'off'} required {...first} />
      <Input label="Last name" autoComplete={autoFill ? 'family-name' : 'off'} required {...last} />
    </div>
  );
}
