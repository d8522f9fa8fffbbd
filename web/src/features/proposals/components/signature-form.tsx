import { useEffect, useId, type ReactNode } from 'react';
import type { z } from '@shared/kernel/zod.js';
import { signForm } from '@shared/documents/schemas/proposals.js';
import { Card } from '../../../components/ui/card';
import { FieldError, RequiredMark } from '../../../components/ui/field';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { SignaturePad } from './signature-pad';

/**
 * The signer's form shared by the contract and the any-document signing pages: typed full name,
 * drawn signature, the agreement box and the submit button (plus the page's own extra actions).
 * A refused signing shows as the form's error and clears as soon as anything is changed.
 */
export function SignatureForm({
  title,
  nameHint,
  agreement,
  submitLabel,
  failMessage,
  onSign,
  extraActions,
}: {
  title: string;
  nameHint: string;
  agreement: string;
  submitLabel: string;
  failMessage: string;
  /** Signs with the typed name and the drawn signature; a thrown error is shown on the form. */
  onSign: (values: { full_name: string; signature_png: string }) => Promise<void>;
  /** Buttons beside Sign (e.g. Decline); `fail` shows their error on the form. */
  extraActions?: (fail: (message: string) => void) => ReactNode;
}) {
  const form = useZodForm(signForm, { defaultValues: { full_name: '', signature_png: '', agree: false } });
  const { errors, isSubmitted } = form.formState;
  const hint = useId();
  useEffect(() => {
    const subscription = form.watch(() => {
      if (form.formState.errors.root) form.clearErrors('root');
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const fail = (message: string) => form.setError('root', { message });
  const submit = async ({ full_name, signature_png }: z.output<typeof signForm>) => {
    try {
      await onSign({ full_name, signature_png });
    } catch (error) {
      fail(errorMessage(error, failMessage));
    }
  };
  const signButton = (
    <SubmitButton form={form} variant="accent" size="lg" className="w-full sm:w-auto">
      {submitLabel}
    </SubmitButton>
  );
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-950">{title}</h2>
      <Form form={form} onSubmit={submit} className="mt-4 space-y-5">
        <Input
          label="Type your full name"
          autoComplete="name"
          required
          hint={nameHint}
          {...form.field('full_name')}
        />
        <div>
          <p className="mb-1.5 block text-sm font-medium text-slate-800" id={`${hint}-label`}>
            Draw your signature
            <RequiredMark />
          </p>
          <SignaturePad
            onChange={(dataUrl) =>
              form.setValue('signature_png', dataUrl ?? '', {
                shouldValidate: isSubmitted || Boolean(errors.signature_png),
              })
            }
            typedName={form.watch('full_name')}
            invalid={Boolean(errors.signature_png)}
            describedBy={errors.signature_png ? `${hint}-error` : `${hint}-label`}
          />
          {errors.signature_png?.message && (
            <FieldError id={`${hint}-error`}>{errors.signature_png.message}</FieldError>
          )}
        </div>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              {...form.register('agree')}
              className="mt-0.5 size-5 shrink-0 accent-brand-900"
              aria-invalid={errors.agree ? true : undefined}
            />
            <span>{agreement}</span>
          </label>
          {errors.agree?.message && <FieldError>{errors.agree.message}</FieldError>}
        </div>
        {extraActions ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            {signButton}
            {extraActions(fail)}
          </div>
        ) : (
          signButton
        )}
      </Form>
    </Card>
  );
}
