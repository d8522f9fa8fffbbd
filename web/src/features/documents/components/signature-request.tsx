import { useState, type FormEvent } from 'react';
import type { SignatureStatus } from '@shared/documents/document-signing.js';
import type { LibraryDocument } from '@shared/documents/schemas/documents.js';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
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
  const [name, setName] = useState(doc.customer_name ?? '');
  const [email, setEmail] = useState(doc.customer_email ?? '');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const answer = await send.mutateAsync({ id: doc.id, signerName: name, signerEmail: email });
      setResult({ ok: true, text: `Sent to ${answer.sent_to}.` });
    } catch (failure) {
      setResult({ ok: false, text: errorMessage(failure, 'The request could not be sent.') });
    }
  };
  return (
    <Card className="p-4 sm:p-5">
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
        <h2 className="break-words text-lg font-semibold text-brand-950 sm:col-span-2">
          Send “{doc.title}” for signature
        </h2>
        {result && (
          <div className="sm:col-span-2">
            <Alert variant={result.ok ? 'success' : 'error'}>{result.text}</Alert>
          </div>
        )}
        <Input label="Signer name" value={name} onValueChange={setName} />
        <Input label="Signer email" type="email" value={email} onValueChange={setEmail} />
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
    </Card>
  );
}
