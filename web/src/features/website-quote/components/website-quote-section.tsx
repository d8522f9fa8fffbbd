import { useState } from 'react';
import type { z } from '@shared/kernel/zod.js';
import {
  widgetSettingsForm,
  type WidgetSettings,
  type WidgetSettingsForm,
} from '@shared/widget/schemas/widget.js';
import { DEFAULT_BRAND_COLOUR } from '@shared/kernel/brand-colour.js';
import { COMPANY_PLACEHOLDER } from '@shared/widget/widget.js';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FieldError } from '../../../components/ui/field';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { showFieldIssues } from '../../../lib/field-issues';
import { useSession } from '../../../lib/session-context';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  useCatalogueLines,
  useRotateWidgetKey,
  useSaveWidgetSettings,
  useWidgetFunnel,
  useWidgetSettings,
} from '../api/website-quote';
import { FunnelBars } from './widget-funnel';
import { WidgetLogo } from './widget-logo';

/** The snippet a contractor pastes into their website: inline, or a floating button in the widget's colour. */
export function snippetFor(key: string, mode: 'inline' | 'button', colour: string | null): string {
  const button = mode === 'button' ? ` data-mode="button"${colour ? ` data-colour="${colour}"` : ''}` : '';
  return `<script src="${window.location.origin}/widget.js" data-key="${key}"${button} async></script>`;
}

/**
 * Settings → Website quote (admins): the widget's settings, its embed snippet and key, a live preview
 * and this month's funnel (docs/product.md#widget).
 */
export function WebsiteQuoteSection() {
  const { hasPermission } = useSession();
  if (!hasPermission('integrations.manage')) return null;
  return <WebsiteQuote />;
}

const FLAG_LABEL = 'flex items-center gap-2 text-sm text-slate-800';
const FLAG_BOX = 'h-4 w-4';

function formOf(settings: WidgetSettings): WidgetSettingsForm {
  return {
    enabled: settings.enabled,
    origins: settings.origins.join('\n'),
    line_ids: settings.line_ids,
    price_display: settings.price_display,
    headline: settings.headline,
    brand_colour: settings.brand_colour ?? settings.company_brand_colour ?? DEFAULT_BRAND_COLOUR,
    use_company_colour: settings.brand_colour === null,
    show_logo: settings.show_logo,
    consent_text: settings.consent_text,
  };
}

function WebsiteQuote() {
  const settings = useWidgetSettings();
  if (settings.isPending) return <PageSpinner label="Loading the website quote…" />;
  if (settings.isError)
    return <Alert variant="error">{errorMessage(settings.error, 'Failed to load the website quote.')}</Alert>;
  return <WebsiteQuoteCard settings={settings.data} />;
}

function WebsiteQuoteCard({ settings }: { settings: WidgetSettings }) {
  const lines = useCatalogueLines();
  const save = useSaveWidgetSettings();
  const rotate = useRotateWidgetKey();
  const funnel = useWidgetFunnel(settings.key !== null);
  const form = useZodForm(widgetSettingsForm, { defaultValues: formOf(settings) });
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const { message, show } = useTimedMessage();
  const lineIds = form.watch('line_ids');
  const linesProblem =
    form.formState.errors.line_ids?.message ?? form.formState.errors.line_ids?.root?.message;

  const onSubmit = async (values: z.output<typeof widgetSettingsForm>) => {
    try {
      // The saved settings, as the server keeps them (e.g. the websites trimmed), are what the form shows.
      form.reset(formOf(await save.mutateAsync(values)));
      show('success', 'Saved.');
    } catch (failure) {
      if (!showFieldIssues(form, failure))
        show('error', errorMessage(failure, 'The website quote could not be saved.'));
    }
  };

  // The form's on/off settings, each bound to one box.
  const flag = (name: 'enabled' | 'use_company_colour' | 'show_logo') => ({
    labelClassName: FLAG_LABEL,
    className: FLAG_BOX,
    ...form.register(name),
  });

  // At most three price options: the others are greyed out once three are ticked.
  const toggleLine = (id: string, on: boolean) =>
    form.setValue('line_ids', on ? [...lineIds, id].slice(0, 3) : lineIds.filter((line) => line !== id), {
      shouldDirty: true,
      shouldValidate: true,
    });

  const copy = (text: string, label: string) =>
    void navigator.clipboard?.writeText(text).then(() => setCopied(label));

  return (
    <Card id="website-quote" className="p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-brand-950">Website quote</h2>
        <Badge tone={settings.enabled ? 'green' : 'muted'}>{settings.enabled ? 'On' : 'Off'}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        An instant roof quote on your own website: homeowners type their address, see your prices and leave
        their details. Each lead arrives here as a measured estimate.
      </p>

      <Form form={form} onSubmit={onSubmit} className="mt-4 space-y-4">
        <Checkbox {...flag('enabled')} labelClassName={`${FLAG_LABEL} font-medium`}>
          Show the quote tool on my website
        </Checkbox>
        <Textarea
          label="Allowed websites"
          rows={3}
          {...form.field('origins')}
          hint="One per line, exactly as https://www.yourcompany.com (http only for localhost). The tool shows nowhere else."
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            Price options shown (up to three)
          </legend>
          {lines.isPending ? (
            <p className="text-sm text-slate-500">Loading your catalogue…</p>
          ) : (
            <div className="grid gap-2 sm:grid-cols-3">
              {(lines.data ?? []).map((line) => (
                <Checkbox
                  key={line.id}
                  labelClassName={FLAG_LABEL}
                  className={FLAG_BOX}
                  checked={lineIds.includes(line.id)}
                  disabled={!lineIds.includes(line.id) && lineIds.length >= 3}
                  onCheckedChange={(on) => toggleLine(line.id, on)}
                >
                  {line.tier} · {line.name}
                </Checkbox>
              ))}
            </div>
          )}
          {linesProblem && <FieldError>{linesProblem}</FieldError>}
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Show each price as</legend>
          <div className="flex flex-wrap gap-4 text-sm text-slate-800">
            {(
              [
                ['range', 'A range ($11,100 – $13,600)'],
                ['from', 'From the lowest ("From $11,100")'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" value={value} {...form.register('price_display')} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Input label="Headline" {...form.field('headline')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Checkbox {...flag('use_company_colour')}>
              Use my company colour
              {settings.company_brand_colour ? ` (${settings.company_brand_colour})` : ''}
            </Checkbox>
            {!form.watch('use_company_colour') && (
              <Input className="mt-2" type="color" label="Widget colour" {...form.field('brand_colour')} />
            )}
          </div>
          <Checkbox {...flag('show_logo')} labelClassName={`${FLAG_LABEL} self-start`}>
            Show a logo
          </Checkbox>
        </div>
        <Textarea
          label="Consent text"
          rows={3}
          {...form.field('consent_text')}
          hint={`Shown next to the consent box and kept with each lead word for word. ${COMPANY_PLACEHOLDER} becomes ${settings.company_name}.`}
        />
        {message?.variant === 'error' && <Alert variant="error">{message.text}</Alert>}
        {message?.variant === 'success' && (
          <p role="status" className="text-sm text-green-800">
            {message.text}
          </p>
        )}
        <SubmitButton form={form} pending="Saving…">
          Save website quote
        </SubmitButton>
      </Form>

      {settings.key && (
        <div className="mt-6 space-y-4 border-t border-slate-200 pt-4">
          <div>
            <h3 className="font-semibold text-slate-900">Add it to your website</h3>
            <p className="mt-1 text-sm text-slate-600">
              Paste one of these where the quote should appear. A link to your page with{' '}
              <code>?address=12+Oak+St</code> fills in the address.
            </p>
            {(['inline', 'button'] as const).map((mode) => (
              <div key={mode} className="mt-2">
                <p className="text-sm font-medium text-slate-800">
                  {mode === 'inline' ? 'In the page' : 'As a floating button'}
                </p>
                <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
                  <code className="block flex-1 break-all rounded-lg bg-slate-100 p-3 font-mono text-xs text-slate-900">
                    {snippetFor(settings.key!, mode, settings.brand_colour ?? settings.company_brand_colour)}
                  </code>
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      copy(
                        snippetFor(
                          settings.key!,
                          mode,
                          settings.brand_colour ?? settings.company_brand_colour,
                        ),
                        mode,
                      )
                    }
                  >
                    {copied === mode ? 'Copied' : 'Copy'}
                  </Button>
                </div>
              </div>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <span>
              Widget key <code className="font-mono">{settings.key}</code>
            </span>
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirmRotate(true)}>
              Rotate key
            </Button>
          </div>
          {rotate.isError && (
            <Alert variant="error">{errorMessage(rotate.error, 'The key could not be rotated.')}</Alert>
          )}
          <WidgetLogo settings={settings} />
          <div>
            <h3 className="font-semibold text-slate-900">Preview</h3>
            {settings.enabled ? (
              <iframe
                key={`${settings.key}-${settings.updated_at}`}
                title="Preview of your website quote"
                src={`/api/widget/${settings.key}/frame?origin=${encodeURIComponent(window.location.origin)}`}
                sandbox="allow-scripts allow-same-origin allow-forms"
                className="mt-2 h-[28rem] w-full rounded-lg border border-slate-200"
              />
            ) : (
              <p className="mt-1 text-sm text-slate-600">Turn the quote tool on and save to preview it.</p>
            )}
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">This month</h3>
            {funnel.data ? (
              <FunnelBars funnel={funnel.data} />
            ) : funnel.isError ? (
              <Alert variant="error">{errorMessage(funnel.error, 'Failed to load the funnel.')}</Alert>
            ) : (
              <p className="text-sm text-slate-500">Loading…</p>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirmRotate}
        title="Rotate the widget key?"
        message="A new key is made. The snippet on your website stops working at once: paste the new snippet right away."
        confirmLabel="Rotate key"
        busy={rotate.isPending}
        onCancel={() => setConfirmRotate(false)}
        onConfirm={() => rotate.mutate(undefined, { onSettled: () => setConfirmRotate(false) })}
      />
    </Card>
  );
}
