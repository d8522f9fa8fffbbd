import type { MessagePreview } from '@shared/communications/schemas/communications.js';
import { Alert } from '../../../components/ui/alert';

/** Each recipient's mail as it will go out, with any field left blank named. */
export function MessagePreviewList({ previews }: { previews: readonly MessagePreview[] }) {
  const blank = previews.filter((preview) => preview.unresolved.length);
  return (
    <section aria-label="Preview" className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">
        {previews.length === 1
          ? 'Preview of the mail'
          : `Preview: ${previews.length} separate mails, one per recipient`}
      </h3>
      {blank.length > 0 && (
        <Alert variant="error">
          Not ready to send: some fields have no value. Link the message to the customer&apos;s estimate, or
          take the field out.
        </Alert>
      )}
      <ul className="space-y-3">
        {previews.map((preview) => (
          <li
            key={preview.recipient}
            className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
            data-testid="message-preview"
          >
            <p className="break-words text-slate-600 [overflow-wrap:anywhere]">
              To <span className="font-medium text-slate-900">{preview.recipient}</span>
            </p>
            <p className="mt-1 break-words font-medium text-slate-900 [overflow-wrap:anywhere]">
              {preview.subject}
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800 [overflow-wrap:anywhere]">
              {preview.body}
            </p>
            {preview.unresolved.length > 0 && (
              <p className="mt-2 font-medium text-red-700">
                No value for {preview.unresolved.map((name) => `{{${name}}}`).join(', ')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
