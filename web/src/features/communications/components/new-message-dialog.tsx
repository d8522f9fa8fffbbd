import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { sendMessageForm, type MessagePreview } from '@shared/communications/schemas/communications.js';
import type { z } from '@shared/kernel/zod.js';
import { Button } from '../../../components/ui/button';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useMessageTemplates, usePreviewMessage, useSendMessage } from '../api/communications';
import { MessagePreviewList } from './message-preview';
import { templatePlaceholders } from './template-fields';

/** What a preview was made of: the recipients and the text as typed. */
const textOf = (values: { to?: unknown; subject?: string; body?: string }) =>
  JSON.stringify([values.to, values.subject, values.body]);

/**
 * Writes a message (or picks a template), shows each recipient's filled mail, then sends one mail per
 * recipient; the list shows each delivery as it happens. Any change asks for a new preview.
 */
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
  const previewMessage = usePreviewMessage();
  const form = useZodForm(sendMessageForm, { defaultValues: { to: defaultTo, subject: '', body: '' } });
  const watched = useWatch({ control: form.control });
  const [preview, setPreview] = useState<{ of: string; previews: MessagePreview[] } | null>(null);
  // The preview shown belongs to the text it was made of; an edit since makes it stale.
  const shown = preview?.of === textOf(watched) ? preview.previews : null;
  const ready = shown !== null && shown.every((item) => !item.unresolved.length);

  // A template only fills in the subject and message, which stay editable.
  const pick = (id: string) => {
    const template = templates.data?.templates.find((item) => item.id === id);
    if (!template) return;
    form.setValue('subject', template.subject, { shouldValidate: form.formState.isSubmitted });
    form.setValue('body', template.body, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = async ({ to, subject, body }: z.output<typeof sendMessageForm>) => {
    const request = { recipients: to, subject, body, estimate_id: estimateId, project_id: projectId };
    try {
      if (!ready) {
        const answer = await previewMessage.mutateAsync(request);
        setPreview({ of: textOf(form.getValues()), previews: answer.previews });
        return;
      }
      await send.mutateAsync(request);
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
        {shown && <MessagePreviewList previews={shown} />}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton form={form} loading={send.isPending || previewMessage.isPending}>
            {ready ? `Send ${shown.length} ${shown.length === 1 ? 'mail' : 'mails'}` : 'Preview'}
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
