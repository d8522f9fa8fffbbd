import {
  defaultSettings,
  NOTIFICATION_PREFERENCES,
  type NotificationPreference,
  type SettingsResponse,
} from '@shared/accounts/schemas/settings.js';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { CountInput } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveSettings } from '../api/settings';

const PREFERENCES = Object.keys(NOTIFICATION_PREFERENCES) as NotificationPreference[];

/** Defaults: proposal validity, default terms, and which events mail the team. */
export function DefaultsSection({ settings }: { settings: SettingsResponse }) {
  const save = useSaveSettings();
  const { message, show } = useTimedMessage();
  const form = useZodForm(defaultSettings, {
    defaultValues: {
      proposal_validity_days: settings.defaults.proposal_validity_days,
      default_terms: settings.defaults.default_terms ?? '',
      notifications: Object.fromEntries(
        PREFERENCES.map((name) => [name, settings.defaults.notifications[name] ?? true]),
      ) as Record<NotificationPreference, boolean>,
    },
  });
  const disabled = !settings.can_manage;
  const onSubmit = async (defaults: ReturnType<typeof defaultSettings.parse>) => {
    try {
      await save.mutateAsync({ defaults });
      show('success', 'Defaults saved.');
    } catch (failure) {
      show('error', errorMessage(failure, 'Defaults could not be saved.'));
    }
  };
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-brand-950">Defaults</h2>
      {message && <Alert variant={message.variant}>{message.text}</Alert>}
      <Form form={form} onSubmit={onSubmit}>
        <fieldset disabled={disabled} className="space-y-4">
          <CountInput
            label="Proposal validity (days)"
            min={1}
            max={30}
            className="max-w-48"
            {...form.field('proposal_validity_days')}
          />
          <Textarea label="Default terms" rows={4} {...form.field('default_terms')} />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">Notifications</legend>
            {PREFERENCES.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300"
                  {...form.register(`notifications.${name}`)}
                />
                {NOTIFICATION_PREFERENCES[name]}
              </label>
            ))}
          </fieldset>
          <SubmitButton form={form} pending="Saving…">
            Save defaults
          </SubmitButton>
        </fieldset>
      </Form>
    </Card>
  );
}
