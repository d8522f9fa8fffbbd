import type { ReactNode } from 'react';

/** The label of a form field, with a red asterisk when it is required (a <p> for what no <label> can name). */
export function FieldLabel({
  htmlFor,
  id,
  required,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const Tag = htmlFor ? 'label' : 'p';
  return (
    <Tag htmlFor={htmlFor} id={id} className="mb-1.5 block text-sm font-medium text-slate-800">
      {children}
      {required && (
        <span className="ml-0.5 text-red-600" aria-hidden="true">
          *
        </span>
      )}
    </Tag>
  );
}

/** The id a field's aria-describedby points at: its error, else its hint. */
export function describedBy(fieldId: string, error?: string, hint?: ReactNode): string | undefined {
  return error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
}

/** What stands under a field: its error in red, else its hint. */
export function FieldNote({ fieldId, error, hint }: { fieldId: string; error?: string; hint?: ReactNode }) {
  if (error)
    return (
      <p id={`${fieldId}-error`} className="mt-1.5 text-sm text-red-700">
        {error}
      </p>
    );
  if (!hint) return null;
  return (
    <div id={`${fieldId}-hint`} className="mt-1.5 text-sm text-slate-600">
      {hint}
    </div>
  );
}
