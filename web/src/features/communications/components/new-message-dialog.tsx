import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useMessageTemplates, useSendMessage } from '../api/communications';

/** Writes a message (or picks a template) and sends it; the list shows its delivery as it happens. */
export function NewMessageDialog({
  open,
  onClose,
  onSent,
  estimateId,
  projectId,
  defaultTo = '',
}: {
  open: boolean;
  onClose: () => void;
  onSent: (to: string) => void;
  estimateId?: string;
  projectId?: string;
  defaultTo?: string;
}) {
  const templates = useMessageTemplates();
  const send = useSendMessage();
  const [to, setTo] = useState(defaultTo);
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const pick = (id: string) => {
    setTemplateId(id);
    const template = templates.data?.templates.find((item) => item.id === id);
    if (template) {
      setSubject(template.subject);
      setBody(template.body);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const recipients = to
      .split(/[,\s]+/)
      .map((item) => item.trim())
      .filter(Boolean);
    try {
      await send.mutateAsync({ recipients, subject, body, estimate_id: estimateId, project_id: projectId });
      onSent(recipients.join(', '));
    } catch (failure) {
      setError(errorMessage(failure, 'The message could not be sent.'));
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="New message">
      <form className="space-y-4" onSubmit={submit} noValidate>
        {error && <Alert variant="error">{error}</Alert>}
        <Input
          label="To"
          required
          value={to}
          onValueChange={setTo}
          hint="One or more email addresses, separated by commas"
        />
        <Select
          label="Template"
          value={templateId}
          onChange={(e) => pick(e.target.value)}
          placeholder="Write my own"
          options={(templates.data?.templates ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
        <Input label="Subject" required value={subject} onValueChange={setSubject} />
        <Textarea
          label="Message"
          required
          rows={6}
          value={body}
          onValueChange={setBody}
          hint={`Fields: ${(templates.data?.fields ?? []).map((field) => `{{${field.name}}}`).join(' ')}`}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </div>
      </form>
    </Modal>
  );
}
