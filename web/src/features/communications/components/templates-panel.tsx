import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useCreateTemplate, useMessageTemplates } from '../api/communications';

/** The account's message templates and a form to add one (unknown fields are refused by the server). */
export function TemplatesPanel() {
  const templates = useMessageTemplates();
  const create = useCreateTemplate();
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync({ name, subject, body, communication_type: 'message' });
      setResult({ ok: true, text: `Template “${name}” saved.` });
      setName('');
      setSubject('');
      setBody('');
    } catch (failure) {
      setResult({ ok: false, text: errorMessage(failure, 'The template could not be saved.') });
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
      <form className="space-y-3 border-t border-slate-100 pt-4" onSubmit={submit} noValidate>
        <h3 className="font-semibold text-slate-900">New template</h3>
        {result && <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
        <Input label="Name" required value={name} onValueChange={setName} />
        <Input label="Subject" required value={subject} onValueChange={setSubject} />
        <Textarea
          label="Message"
          required
          rows={5}
          value={body}
          onValueChange={setBody}
          hint={`Fields you may use: ${(templates.data?.fields ?? []).map((field) => `{{${field.name}}}`).join(' ')}`}
        />
        <Button type="submit" loading={create.isPending}>
          Save template
        </Button>
      </form>
    </Card>
  );
}
