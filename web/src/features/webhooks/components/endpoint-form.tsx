import { EVENT_DESCRIPTIONS, EVENT_TYPES } from '@shared/integrations/events.js';
import { createEndpointRequest, type WebhookEndpoint } from '@shared/integrations/schemas/webhooks.js';
import type { z } from '@shared/kernel/zod.js';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showFieldIssues } from '../../../lib/field-issues';
import { useZodForm } from '../../../lib/use-zod-form';

/** What the add/edit form gives back. */
export type EndpointFormValues = z.output<typeof createEndpointRequest>;

/** The add and edit form of an endpoint: URL, description and the events it receives. */
export function EndpointForm({
  endpoint,
  error,
  onSubmit,
  onCancel,
}: {
  endpoint?: WebhookEndpoint;
  /** The last refused save: shown under its field when the API names one, else above the form. */
  error?: unknown;
  onSubmit: (values: EndpointFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(createEndpointRequest, {
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? ['proposal.accepted', 'contract.signed'],
    },
  });
  const fieldIssues = error instanceof ApiError && error.errors.length > 0;
  const failure = error && !fieldIssues ? errorMessage(error, 'The endpoint could not be saved.') : null;
  const eventsProblem = form.formState.errors.events?.message ?? form.formState.errors.events?.root?.message;
  return (
    <Form
      form={form}
      failure={failure}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={async (values) => {
        // A refused save is shown by `failure` and under its field; the form keeps what was typed.
        await onSubmit(values).catch((error: unknown) => showFieldIssues(form, error));
      }}
    >
      <Input
        label="Endpoint URL"
        type="url"
        inputMode="url"
        placeholder="https://crm.example.com/ridgeline-webhook"
        hint="Must start with https://. We POST JSON to it."
        required
        {...form.field('url')}
      />
      <Input label="Description (optional)" placeholder="e.g. Our CRM" {...form.field('description')} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Events to send</legend>
        <div className="mt-2 space-y-2">
          {EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type} {...form.register('events')}>
              <span>
                <code className="font-mono text-xs text-slate-900">{type}</code>
                <span className="block text-slate-500">{EVENT_DESCRIPTIONS[type]}</span>
              </span>
            </Checkbox>
          ))}
        </div>
        {eventsProblem && <FieldError>{eventsProblem}</FieldError>}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <SubmitButton form={form} size="sm" pending="Saving…">
          {endpoint ? 'Save endpoint' : 'Add endpoint'}
        </SubmitButton>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
