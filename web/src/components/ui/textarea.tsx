import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { describedBy, Field } from './field';
import { fieldClasses } from './input';

/** Props of Textarea: a label is required so every field is named. */
export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Called with the new text on every change, for fields kept in plain state. */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field with hint and error bound through aria-describedby. */
export function Textarea({
  label,
  error,
  hint,
  id,
  className,
  required,
  rows = 4,
  onValueChange,
  ref,
  ...rest
}: TextareaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <Field id={fieldId} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={cn(fieldClasses(Boolean(error)), 'h-auto py-2.5')}
        {...rest}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : rest.onChange}
      />
    </Field>
  );
}
