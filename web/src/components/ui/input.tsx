import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { describedBy, Field } from './field';

/** Props of Input: a label is required so every field is named. */
export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown in red and announced; replaces the hint. */
  error?: string;
  hint?: ReactNode;
  /** Content placed inside the field on the right (e.g. a show-password toggle). */
  trailing?: ReactNode;
  /** Called with the new text on every change, for fields kept in plain state. */
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** The class list of a text field. */
export function fieldClasses(invalid: boolean, className?: string): string {
  return cn(
    'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 sm:text-sm',
    'focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-offset-0',
    invalid
      ? 'border-red-500 focus:ring-red-500/40'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/30',
    'disabled:bg-slate-100 disabled:text-slate-500',
    className,
  );
}

/** A labelled text input with hint and error text bound through aria-describedby. */
export function Input(props: InputProps) {
  const { label, error, hint, trailing, id, className, required, onValueChange, ref, ...rest } = props;
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field id={inputId} label={label} required={required} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={fieldClasses(Boolean(error), trailing ? 'pr-12' : undefined)}
          {...rest}
          onChange={onValueChange ? (event) => onValueChange(event.target.value) : rest.onChange}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
    </Field>
  );
}

/** The required "Email" field: the email keyboard and the browser's saved address. */
export function EmailInput({
  label = 'Email',
  ...props
}: Omit<InputProps, 'label' | 'type'> & { label?: ReactNode }) {
  return <Input label={label} type="email" inputMode="email" autoComplete="email" required {...props} />;
}

/** The 6-digit code of an authenticator app: the number keyboard and the phone's code autofill. */
export function OneTimeCodeInput({
  label = 'Authenticator code',
  ...props
}: Omit<InputProps, 'label' | 'type'> & { label?: ReactNode }) {
  return (
    <Input
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="123 456"
      required
      {...props}
    />
  );
}

/** A field for a whole count (0 or more unless `min` says otherwise), with the number keyboard. */
export function CountInput(props: Omit<InputProps, 'type'>) {
  return <Input type="number" inputMode="numeric" min={0} step={1} {...props} />;
}

/** A field for a number with decimals (a percentage, a rate), with the decimal keyboard. */
export function DecimalInput(props: Omit<InputProps, 'type' | 'inputMode'>) {
  return <Input type="number" inputMode="decimal" {...props} />;
}

/** A field for an amount of dollars and cents, 0 or more. */
export function MoneyInput(props: Omit<InputProps, 'type'>) {
  return <Input type="number" step="0.01" min="0" {...props} />;
}
