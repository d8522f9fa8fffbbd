import { updateGdprRequest } from '@shared/operations/schemas/crm.js';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Modal } from '../../../components/ui/modal';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateGdpr } from '../api/crm';

/** Marks a GDPR request fulfilled, with the operator's note of what was done. */
export function FulfilGdprDialog({
  target,
  onClose,
  onDone,
}: {
  target: { id: string; name: string } | null;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <Modal open={target !== null} onClose={onClose} title={`Fulfil request — ${target?.name ?? ''}`}>
      {/* Keyed by the request, so another request starts with an empty note. */}
      {target && <FulfilForm key={target.id} id={target.id} onCancel={onClose} onDone={onDone} />}
    </Modal>
  );
}

function FulfilForm({ id, onCancel, onDone }: { id: string; onCancel: () => void; onDone: () => void }) {
  const update = useUpdateGdpr();
  const form = useZodForm(updateGdprRequest, { defaultValues: { status: 'completed', note: '' } });
  const note = form.watch('note') ?? '';
  return (
    <Form
      form={form}
      className="space-y-4 p-6"
      onSubmit={async (values) => {
        try {
          await update.mutateAsync({ id, ...values });
          form.reset();
          onDone();
        } catch (failure) {
          form.setError('root', { message: errorMessage(failure, 'Failed to update the request') });
        }
      }}
    >
      <Textarea
        label="What was done"
        required
        rows={4}
        hint="Kept with the request and shown in its history."
        {...form.field('note')}
      />
      <DialogActions onCancel={onCancel}>
        <SubmitButton form={form} variant="accent" disabled={!note.trim()}>
          Mark Fulfilled
        </SubmitButton>
      </DialogActions>
    </Form>
  );
}
