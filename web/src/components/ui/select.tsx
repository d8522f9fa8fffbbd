import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedBy, Field } from './field';
import { fieldClasses } from './input';

/** Props of Select: a label is required so every field is named. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice (e.g. "Select…"). */
  placeholder?: string;
  /** Called with the new text on every change, for fields kept in plain state. */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with its error bound through aria-describedby. */
export function Select({
  label,
  error,
  options,
  placeholder,
  id,
  className,
  required,
  onValueChange,
  ref,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field id={selectId} label={label} required={required} error={error} className={className}>
      <select
        ref={ref}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error)}
        className={fieldClasses(Boolean(error), 'pr-8')}
        {...rest}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : rest.onChange}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
