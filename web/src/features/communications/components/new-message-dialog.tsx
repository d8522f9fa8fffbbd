import { sendMessageForm } from '@shared/communications/schemas/communications.js';
import type { z } from '@shared/kernel/zod.js';
import { Button } from '../../../components/ui/button';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useMessageTemplates, useSendMessage } from '../api/communications';
import { templatePlaceholders } from './template-fields';

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
  const form = useZodForm(sendMessageForm, { defaultValues: { to: defaultTo, subject: '', body: '' } });

  // A template only fills in the subject and message, which stay editable.
  const pick = (id: string) => {
    const template = templates.data?.templates.find((item) => item.id === id);
    if (!template) return;
    form.setValue('subject', template.subject, { shouldValidate: form.formState.isSubmitted });
    form.setValue('body', template.body, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = async ({ to, subject, body }: z.output<typeof sendMessageForm>) => {
    try {
      await send.mutateAsync({
        recipients: to,
        subject,
        body,
        estimate_id: estimateId,
        project_id: projectId,
      });
      onSent(to.join(', '));
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure, 'The message could not be sent.') });
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="New message">
      <Form form={form} onSubmit={submit} className="space-y-4 p-6">
        <Input
          label="To"
          required
          hint="One or more email addresses, separated by commas"
          {...form.field('to')}
        />
        <Select
          label="Template"
          onChange={(e) => pick(e.target.value)}
          placeholder="Write my own"
          options={(templates.data?.templates ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
        <Input label="Subject" required {...form.field('subject')} />
        <Textarea
          label="Message"
          required
          rows={6}
          hint={`Fields: ${templatePlaceholders(templates.data)}`}
          {...form.field('body')}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton form={form} loading={send.isPending}>
            Send
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
