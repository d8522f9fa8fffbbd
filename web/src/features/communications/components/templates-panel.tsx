import { useState } from 'react';
import {
  createTemplateRequest,
  type CreateTemplateRequest,
} from '@shared/communications/schemas/communications.js';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { blankFields, useZodForm } from '../../../lib/use-zod-form';
import { useCreateTemplate, useMessageTemplates } from '../api/communications';
import { templatePlaceholders } from './template-fields';

/** The account's message templates and a form to add one (unknown fields are refused by the server). */
export function TemplatesPanel() {
  const templates = useMessageTemplates();
  const create = useCreateTemplate();
  const form = useZodForm(createTemplateRequest, { defaultValues: blankFields('name', 'subject', 'body') });
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (values: CreateTemplateRequest) => {
    setSaved(null);
    try {
      await create.mutateAsync(values);
      setSaved(`Template “${values.name}” saved.`);
      form.reset();
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure, 'The template could not be saved.') });
    }
  };

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-brand-950">Templates</h2>
      <ul className="divide-y divide-slate-100">
        {(templates.data?.templates ?? []).map((template) => (
          <li key={template.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{template.name}</p>
              <p className="truncate text-sm text-slate-600">{template.subject}</p>
            </div>
            {template.builtin && <Badge tone="slate">Built in</Badge>}
          </li>
        ))}
      </ul>
      <section className="space-y-3 border-t border-slate-100 pt-4">
        <h3 className="font-semibold text-slate-900">New template</h3>
        <Form form={form} onSubmit={submit} className="space-y-3">
          {saved && <Alert variant="success">{saved}</Alert>}
          <Input label="Name" required {...form.field('name')} />
          <Input label="Subject" required {...form.field('subject')} />
          <Textarea
            label="Message"
            required
            rows={5}
            hint={`Fields you may use: ${templatePlaceholders(templates.data)}`}
            {...form.field('body')}
          />
          <SubmitButton form={form} loading={create.isPending}>
            Save template
          </SubmitButton>
        </Form>
      </section>
    </Card>
  );
}
