import type { FormHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@shared/public-site/schemas/public-forms.js';
import { cn } from '../../lib/cn';
import { Alert } from './alert';
import { Button, type ButtonProps } from './button';
import { HoneypotField } from './honeypot-field';

/** Props of Form. */
export interface FormProps<T extends FieldValues, O> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid'
> {
  form: UseFormReturn<T, unknown, O>;
  /** Called with the checked values; not called while any field has a problem. */
  onSubmit: SubmitHandler<O>;
  onInvalid?: SubmitErrorHandler<T>;
  /** A failure reported by the owner of the form; by default the form's root error is shown. */
  failure?: string | null;
  /** The layout of the fields (default: stacked 20 px apart). */
  className?: string;
  /** A public form: adds the bot trap, registered as the schema's honeypot field. */
  honeypot?: boolean;
  children: ReactNode;
}

/**
 * A form checked by its schema instead of the browser's bubbles (which show one problem at a time):
 * each field shows its own problem, and why the last submit failed — `form.setError('root', …)`,
 * cleared by the next submit — shows above the fields.
 */
export function Form<T extends FieldValues, O>({
  form,
  onSubmit,
  onInvalid,
  failure,
  className,
  honeypot = false,
  children,
  ...rest
}: FormProps<T, O>) {
  // Relative, so a form's off-screen honeypot is placed against the form, not the page.
  const message = failure ?? form.formState.errors.root?.message;
  return (
    // POST, so a submit before the app has loaded (or with JavaScript off) never puts what was typed
    // (emails, phone numbers) into the page URL, its history or a server log.
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      className={cn('relative', className ?? 'space-y-5')}
      {...rest}
    >
      {message && <Alert variant="error">{message}</Alert>}
      {children}
      {honeypot && <HoneypotField {...form.register(HONEYPOT_FIELD as Path<T>)} />}
    </form>
  );
}

/** Props of SubmitButton. */
export interface SubmitButtonProps<T extends FieldValues, O> extends Omit<ButtonProps, 'type' | 'form'> {
  form: UseFormReturn<T, unknown, O>;
  /** What the button says while the submit is running, e.g. "Saving…". */
  pending?: string;
}

/** The submit button of a Form: busy (and saying so) while the submit runs. */
export function SubmitButton<T extends FieldValues, O>({
  form,
  pending,
  loading,
  children,
  ...rest
}: SubmitButtonProps<T, O>) {
  const busy = form.formState.isSubmitting;
  return (
    <Button type="submit" loading={busy || loading} {...rest}>
      {busy && pending ? pending : children}
    </Button>
  );
}
