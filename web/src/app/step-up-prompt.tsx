import { useEffect, useRef, useState } from 'react';
import { messageResponse, stepUpRequest } from '@shared/accounts/schemas/auth.js';
import { MFA_STEP_UP_MINUTES, STEP_UP_REQUIRED } from '@shared/kernel/constants.js';
import { DialogActions } from '../components/ui/dialog-actions';
import { Form, SubmitButton } from '../components/ui/form';
import { OneTimeCodeInput } from '../components/ui/input';
import { Modal } from '../components/ui/modal';
import { apiRequest, errorMessage, setStepUpHandler } from '../lib/api-client';
import { useZodForm } from '../lib/use-zod-form';

/**
 * Asks a platform operator for a fresh authenticator code when a route wants one (user administration,
 * exports), then lets the waiting calls go on; cancelling lets them fail with the route's message.
 */
export function StepUpPrompt() {
  const [open, setOpen] = useState(false);
  const waiting = useRef<Promise<boolean> | null>(null);
  const settle = useRef<(confirmed: boolean) => void>(() => undefined);

  useEffect(() => {
    setStepUpHandler(() => {
      // Calls refused together wait for one prompt.
      waiting.current ??= new Promise<boolean>((resolve) => {
        settle.current = (confirmed) => {
          waiting.current = null;
          setOpen(false);
          resolve(confirmed);
        };
        setOpen(true);
      });
      return waiting.current;
    });
    return () => setStepUpHandler(undefined);
  }, []);

  return (
    <Modal open={open} onClose={() => settle.current(false)} title="Confirm it is you">
      {open && <StepUpForm onDone={() => settle.current(true)} onCancel={() => settle.current(false)} />}
    </Modal>
  );
}

function StepUpForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const form = useZodForm(stepUpRequest, { defaultValues: { code: '' } });
  const submit = async (body: { code: string }) => {
    try {
      await apiRequest('/auth/step-up', { method: 'POST', body, schema: messageResponse });
      onDone();
    } catch (failure) {
      form.setError('root', {
        message: errorMessage(failure, 'That code could not be checked. Please try again.'),
      });
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      className="space-y-5 p-6"
      aria-label="Confirm with your authenticator"
    >
      <p className="text-sm text-slate-600">
        {STEP_UP_REQUIRED} User administration and exports ask again after {MFA_STEP_UP_MINUTES} minutes.
      </p>
      <OneTimeCodeInput {...form.field('code')} autoFocus />
      <DialogActions onCancel={onCancel}>
        <SubmitButton form={form} pending="Checking…">
          Confirm
        </SubmitButton>
      </DialogActions>
    </Form>
  );
}
