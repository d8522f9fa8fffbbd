import type { ReactNode } from 'react';

/** The ids a control points at with aria-describedby: its error when it has one, else its hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A field's problem in red under it, with the id its control is described by. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {children}
    </p>
  );
}

/** The red asterisk of a required field (hidden from screen readers, which read `required`). */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-600" aria-hidden="true">
      *
    </span>
  );
}

/** Props of Field. */
export interface FieldProps {
  /** The id of the control inside; the label and messages hang off it. */
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Shown in red under the control; replaces the hint. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * One form field: its label, the control, and under it the field's problem (or its hint), so every
 * form shows each problem where it belongs.
 */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
