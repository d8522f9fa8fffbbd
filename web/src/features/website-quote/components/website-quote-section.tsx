import { useState, type FormEvent } from 'react';
import type { SaveWidgetSettingsRequest, WidgetSettings } from '@shared/widget/schemas/widget.js';
import { COMPANY_PLACEHOLDER, MAX_WIDGET_ORIGINS, originProblem } from '@shared/widget/widget.js';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
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

type Form = Omit<SaveWidgetSettingsRequest, 'origins'> & { origins: string; useCompanyColour: boolean };

function formOf(settings: WidgetSettings): Form {
  return {
    enabled: settings.enabled,
    origins: settings.origins.join('\n'),
    line_ids: settings.line_ids,
    price_display: settings.price_display,
    headline: settings.headline,
    brand_colour: settings.brand_colour,
    useCompanyColour: settings.brand_colour === null,
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
  const [form, setForm] = useState<Form>(() => formOf(settings));
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const [originError, setOriginError] = useState<string | undefined>();

  const fieldError = (path: string) =>
    save.error instanceof ApiError
      ? save.error.errors.find((issue) => issue.path.startsWith(path))?.message
      : undefined;
  const set = <K extends keyof Form>(name: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const origins = form.origins
      .split(/\s+/)
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean);
    const problem = origins.map(originProblem).find(Boolean);
    setOriginError(
      problem ??
        (origins.length > MAX_WIDGET_ORIGINS ? `List at most ${MAX_WIDGET_ORIGINS} websites` : undefined),
    );
    if (problem) return;
    const { useCompanyColour, ...rest } = form;
    save.mutate({
      ...rest,
      origins,
      brand_colour: useCompanyColour
        ? null
        : (form.brand_colour ?? settings.company_brand_colour ?? '#1d4ed8'),
    });
  };

  // The form's on/off settings, each bound to one box.
  const flag = (name: 'enabled' | 'useCompanyColour' | 'show_logo') => ({
    labelClassName: FLAG_LABEL,
    className: FLAG_BOX,
    checked: form[name],
    onCheckedChange: (on: boolean) => set(name, on),
  });

  const toggleLine = (id: string, on: boolean) =>
    set('line_ids', on ? [...form.line_ids, id].slice(0, 3) : form.line_ids.filter((line) => line !== id));

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

      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <Checkbox {...flag('enabled')} labelClassName={`${FLAG_LABEL} font-medium`}>
          Show the quote tool on my website
        </Checkbox>
        <Textarea
          label="Allowed websites"
          rows={3}
          value={form.origins}
          onValueChange={(value) => set('origins', value)}
          error={originError ?? fieldError('origins')}
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
                  checked={form.line_ids.includes(line.id)}
                  disabled={!form.line_ids.includes(line.id) && form.line_ids.length >= 3}
                  onCheckedChange={(on) => toggleLine(line.id, on)}
                >
                  {line.tier} · {line.name}
                </Checkbox>
              ))}
            </div>
          )}
          {fieldError('line_ids') && <p className="mt-1.5 text-sm text-red-700">{fieldError('line_ids')}</p>}
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
                <input
                  type="radio"
                  name="price_display"
                  checked={form.price_display === value}
                  onChange={() => set('price_display', value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Input
          label="Headline"
          value={form.headline}
          onValueChange={(value) => set('headline', value)}
          error={fieldError('headline')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Checkbox {...flag('useCompanyColour')}>
              Use my company colour
              {settings.company_brand_colour ? ` (${settings.company_brand_colour})` : ''}
            </Checkbox>
            {!form.useCompanyColour && (
              <Input
                className="mt-2"
                type="color"
                label="Widget colour"
                value={form.brand_colour ?? settings.company_brand_colour ?? '#1d4ed8'}
                onValueChange={(value) => set('brand_colour', value)}
                error={fieldError('brand_colour')}
              />
            )}
          </div>
          <Checkbox {...flag('show_logo')} labelClassName={`${FLAG_LABEL} self-start`}>
            Show a logo
          </Checkbox>
        </div>
        <Textarea
          label="Consent text"
          rows={3}
          value={form.consent_text}
          onValueChange={(value) => set('consent_text', value)}
          error={fieldError('consent_text')}
          hint={`Shown next to the consent box and kept with each lead word for word. ${COMPANY_PLACEHOLDER} becomes ${settings.company_name}.`}
        />
        {save.isError && !fieldError('') && (
          <Alert variant="error">{errorMessage(save.error, 'The website quote could not be saved.')}</Alert>
        )}
        {save.isSuccess && (
          <p role="status" className="text-sm text-green-800">
            Saved.
          </p>
        )}
        <Button type="submit" loading={save.isPending}>
          Save website quote
        </Button>
      </form>

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
