import { useRef } from 'react';
import type { WidgetSettings } from '@shared/widget/schemas/widget.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteWidgetLogo, useUploadWidgetLogo } from '../api/website-quote';

/** The widget's own logo: shown in the quote tool instead of the company logo while set. */
export function WidgetLogo({ settings }: { settings: WidgetSettings }) {
  const upload = useUploadWidgetLogo();
  const remove = useDeleteWidgetLogo();
  const input = useRef<HTMLInputElement>(null);
  const failed = upload.error ?? remove.error;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">Widget logo</h3>
      <p className="mt-1 text-sm text-slate-600">
        {settings.logo_url
          ? 'The quote tool shows this logo instead of your company logo.'
          : 'The quote tool shows your company logo. Upload another one for your website (PNG or JPG, up to 5 MB).'}
        {!settings.show_logo && ' Logos are hidden: tick "Show a logo" above and save to show it.'}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {settings.logo_url && (
          <img
            src={settings.logo_url}
            alt="Widget logo"
            className="h-12 max-w-40 rounded border border-slate-200 bg-white object-contain p-1"
          />
        )}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          aria-label="Widget logo file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {settings.logo_url ? 'Replace logo' : 'Upload logo'}
        </Button>
        {settings.logo_url && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Remove
          </Button>
        )}
      </div>
      {failed && (
        <Alert variant="error" className="mt-2">
          {errorMessage(failed, 'The logo could not be saved.')}
        </Alert>
      )}
    </div>
  );
}
