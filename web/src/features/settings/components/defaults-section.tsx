import {
  defaultSettings,
  NOTIFICATION_PREFERENCES,
  type NotificationPreference,
  type SettingsResponse,
} from '@shared/accounts/schemas/settings.js';
import { PROPOSAL_VALID_DAYS } from '@shared/documents/proposals.js';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Form, SubmitButton } from '../../../components/ui/form';
import { CountInput } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveSettings } from '../api/settings';
import { StandardTermsEditor } from './standard-terms-editor';
import { PROPOSAL_TERMS } from '@shared/documents/proposal-document.js';
import { MAX_WARRANTY_YEARS } from '@shared/documents/payment-schedule.js';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { weekdayName, WEEKDAYS } from '@shared/jobs/working-days.js';

const PREFERENCES = Object.keys(NOTIFICATION_PREFERENCES) as NotificationPreference[];

const SCHEDULE_PARTS = [
  { name: 'deposit_percent', label: 'Deposit (%)', hint: 'On signing; 0 for none' },
  { name: 'progress_percent', label: 'Progress payment (%)', hint: 'When work starts' },
  { name: 'final_percent', label: 'Final payment (%)', hint: 'On completion' },
] as const;

/** The same terms in the same order (then the built-in list is kept as ours, not copied). */
const isBuiltIn = (terms: readonly string[]) =>
  terms.length === PROPOSAL_TERMS.length && terms.every((term, index) => term === PROPOSAL_TERMS[index]);

/**
 * Defaults: proposal validity, terms, payment schedule, workmanship warranty, signing after
 * acceptance, the crews' working days, and which events mail the team. A sent proposal keeps the
 * ones it was sent with.
 */
export function DefaultsSection({ settings }: { settings: SettingsResponse }) {
  const save = useSaveSettings();
  const { message, show } = useTimedMessage();
  const form = useZodForm(defaultSettings, {
    defaultValues: {
      proposal_validity_days: settings.defaults.proposal_validity_days,
      default_terms: settings.defaults.default_terms ?? '',
      standard_terms: settings.defaults.standard_terms ?? [...PROPOSAL_TERMS],
      payment_schedule: settings.defaults.payment_schedule,
      warranty_years: settings.defaults.warranty_years,
      sign_after_accept: settings.defaults.sign_after_accept,
      working_days: settings.defaults.working_days,
      notifications: Object.fromEntries(
        PREFERENCES.map((name) => [name, settings.defaults.notifications[name] ?? true]),
      ) as Record<NotificationPreference, boolean>,
    },
  });
  const disabled = !settings.can_manage;
  const onSubmit = async (defaults: ReturnType<typeof defaultSettings.parse>) => {
    try {
      const standard = defaults.standard_terms;
      await save.mutateAsync({
        defaults: { ...defaults, standard_terms: standard && isBuiltIn(standard) ? null : standard },
      });
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
            max={PROPOSAL_VALID_DAYS}
            className="max-w-48"
            {...form.field('proposal_validity_days')}
          />
          <StandardTermsEditor form={form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>} />
          <Textarea
            label="Your own terms"
            hint="One term per line, printed after the standard terms."
            rows={4}
            {...form.field('default_terms')}
          />
          <fieldset className="space-y-2" data-testid="payment-schedule-settings">
            <legend className="text-sm font-medium text-slate-900">Payment schedule</legend>
            <p className="text-sm text-slate-600">
              Shown on proposals and contracts as dollar amounts of the accepted total. The three parts add up
              to 100%.
            </p>
            <div className="grid gap-3 sm:grid-cols-3">
              {SCHEDULE_PARTS.map((part) => (
                <CountInput
                  key={part.name}
                  label={part.label}
                  hint={part.hint}
                  min={0}
                  max={100}
                  {...form.field(`payment_schedule.${part.name}`)}
                />
              ))}
            </div>
          </fieldset>
          <CountInput
            label="Workmanship warranty (years)"
            min={1}
            max={MAX_WARRANTY_YEARS}
            className="max-w-64"
            {...form.field('warranty_years')}
          />
          <Checkbox {...form.register('sign_after_accept')}>
            <span>
              After accepting a proposal, the homeowner can sign the contract straight away
              <span className="block text-slate-500">
                Otherwise you send the contract for signing yourself.
              </span>
            </span>
          </Checkbox>
          <fieldset className="space-y-2" data-testid="working-days-settings">
            <legend className="text-sm font-medium text-slate-900">Working days</legend>
            <p className="text-sm text-slate-600">
              A weather delay moves phases onto these days only, and the homeowner is mailed the new dates.
            </p>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((day) => (
                <label
                  key={day}
                  className="flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm text-slate-700 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-300"
                >
                  <input
                    type="checkbox"
                    value={day}
                    aria-label={weekdayName(day)}
                    className="size-4 rounded border-slate-300"
                    {...form.register('working_days')}
                  />
                  <span aria-hidden="true">{weekdayName(day, 'short')}</span>
                </label>
              ))}
            </div>
            {form.formState.errors.working_days && (
              <p role="alert" className="text-sm text-red-700">
                {form.formState.errors.working_days.message}
              </p>
            )}
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">Notifications</legend>
            {PREFERENCES.map((name) => (
              <Checkbox
                key={name}
                labelClassName="flex items-center gap-2 text-sm text-slate-700"
                className="size-4 rounded border-slate-300"
                {...form.register(`notifications.${name}`)}
              >
                {NOTIFICATION_PREFERENCES[name]}
              </Checkbox>
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
