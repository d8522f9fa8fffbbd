import { companySettings, type SettingsResponse } from '@shared/accounts/schemas/settings.js';
import { BRAND_COLOUR_PATTERN, DEFAULT_BRAND_COLOUR } from '@shared/kernel/brand-colour.js';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveSettings } from '../api/settings';

/** The hex field's colour as the native picker needs it (lower-case `#rrggbb`). */
function pickerValue(hex: string | null | undefined): string {
  return hex && BRAND_COLOUR_PATTERN.test(hex) ? hex.toLowerCase() : DEFAULT_BRAND_COLOUR;
}

/** Company: the account's own phone, email, address, license number and brand colour. */
export function CompanySection({ settings }: { settings: SettingsResponse }) {
  const save = useSaveSettings();
  const { message, show } = useTimedMessage();
  const form = useZodForm(companySettings, {
    defaultValues: {
      phone: settings.company.phone ?? '',
      email: settings.company.email ?? '',
      address: settings.company.address ?? '',
      license_number: settings.company.license_number ?? '',
      brand_colour: settings.company.brand_colour ?? '',
    },
  });
  const disabled = !settings.can_manage;
  const colour = form.watch('brand_colour');
  const onSubmit = async (company: ReturnType<typeof companySettings.parse>) => {
    try {
      await save.mutateAsync({ company });
      show('success', 'Company details saved.');
    } catch (failure) {
      show('error', errorMessage(failure, 'Company details could not be saved.'));
    }
  };
  return (
    <Card className="space-y-4 p-4 sm:p-5" aria-labelledby="settings-company">
      <div>
        <h2 id="settings-company" className="text-lg font-semibold text-brand-950">
          Company
        </h2>
        <p className="text-sm text-slate-600">
          Shown to homeowners on the proposal page, in PDFs and in mails instead of your own details.
        </p>
      </div>
      {disabled && <Alert variant="info">Only account admins can change the company details.</Alert>}
      {message && <Alert variant={message.variant}>{message.text}</Alert>}
      <Form form={form} onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <fieldset disabled={disabled} className="contents">
          <Input label="Company phone" type="tel" autoComplete="tel" {...form.field('phone')} />
          <Input label="Company email" type="email" autoComplete="email" {...form.field('email')} />
          <Input
            label="Address"
            className="sm:col-span-2"
            autoComplete="street-address"
            {...form.field('address')}
          />
          <Input label="License number" {...form.field('license_number')} />
          <Input
            label="Brand colour"
            placeholder={DEFAULT_BRAND_COLOUR}
            hint="For your documents: type a #rrggbb or pick it"
            {...form.field('brand_colour')}
            trailing={
              // The native picker and the hex field edit the same value.
              <input
                type="color"
                aria-label="Pick a colour"
                className="h-8 w-9 cursor-pointer rounded border border-slate-300 bg-white p-0.5 disabled:cursor-not-allowed"
                value={pickerValue(colour)}
                onChange={(event) =>
                  form.setValue('brand_colour', event.target.value, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              />
            }
          />
          <div className="sm:col-span-2">
            <SubmitButton form={form} pending="Saving…">
              Save company details
            </SubmitButton>
          </div>
        </fieldset>
      </Form>
    </Card>
  );
}
