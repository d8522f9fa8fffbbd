import { useState } from 'react';
import type { SignatureStatus } from '@shared/documents/document-signing.js';
import { sendDocumentForSignatureRequest } from '@shared/documents/schemas/document-signing.js';
import type { LibraryDocument } from '@shared/documents/schemas/documents.js';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSendForSignature } from '../api/documents';

const STATUS: Record<SignatureStatus, { label: string; tone: BadgeTone }> = {
  sent: { label: 'Sent for signature', tone: 'blue' },
  viewed: { label: 'Viewed', tone: 'violet' },
  signed: { label: 'Signed', tone: 'green' },
  declined: { label: 'Declined', tone: 'red' },
  expired: { label: 'Expired', tone: 'amber' },
};

/** Where a document's signature request stands, or nothing when it was never sent. */
export function SignatureBadge({ doc }: { doc: LibraryDocument }) {
  if (!doc.signature_status) return null;
  const { label, tone } = STATUS[doc.signature_status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** Whether a document can go out for signature now: a PDF not yet signed (nor itself a signed copy). */
export function canSendForSignature(doc: LibraryDocument): boolean {
  return doc.content_type === 'application/pdf' && doc.kind !== 'signed' && doc.signature_status !== 'signed';
}

/** The signer's name and email for one document, then the request is mailed. */
export function SendForSignatureForm({ doc, onClose }: { doc: LibraryDocument; onClose: () => void }) {
  const send = useSendForSignature();
  const form = useZodForm(sendDocumentForSignatureRequest, {
    defaultValues: { signer_name: doc.customer_name ?? '', signer_email: doc.customer_email ?? '' },
  });
  // What the last send came to, success or not: shown where the form's heading is, above the fields.
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (values: { signer_name: string; signer_email: string }) => {
    try {
      const answer = await send.mutateAsync({
        id: doc.id,
        signerName: values.signer_name,
        signerEmail: values.signer_email,
      });
      setResult({ ok: true, text: `Sent to ${answer.sent_to}.` });
    } catch (failure) {
      setResult({ ok: false, text: errorMessage(failure, 'The request could not be sent.') });
    }
  };
  return (
    <Card className="p-4 sm:p-5">
      <Form form={form} className="grid gap-3 sm:grid-cols-2" onSubmit={submit}>
        <h2 className="break-words text-lg font-semibold text-brand-950 sm:col-span-2">
          Send “{doc.title}” for signature
        </h2>
        {result && (
          <div className="sm:col-span-2">
            <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert>
          </div>
        )}
        <Input label="Signer name" {...form.field('signer_name')} />
        <Input label="Signer email" type="email" {...form.field('signer_email')} />
        <div className="flex gap-3 sm:col-span-2">
          <SubmitButton form={form}>Send</SubmitButton>
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </Form>
    </Card>
  );
}
