import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { fieldClasses } from './input';

/** Props of Select: a label is required so every field is named. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice (e.g. "Select…"). */
  placeholder?: string;
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
  ref,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <select
        ref={ref}
        id={selectId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={fieldClasses(Boolean(error), 'pr-8')}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
