import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Modal } from '../../../components/ui/modal';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
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
  const update = useUpdateGdpr();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    setFailure(null);
    try {
      await update.mutateAsync({ id: target.id, status: 'completed', note });
      setNote('');
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to update the request'));
    }
  };
  return (
    <Modal open={target !== null} onClose={onClose} title={`Fulfil request — ${target?.name ?? ''}`}>
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4 p-6">
        {failure && <Alert variant="error">{failure}</Alert>}
        <Textarea
          label="What was done"
          required
          rows={4}
          value={note}
          onValueChange={setNote}
          hint="Kept with the request and shown in its history."
        />
        <DialogActions onCancel={onClose}>
          <Button type="submit" variant="accent" loading={update.isPending} disabled={!note.trim()}>
            Mark Fulfilled
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}
