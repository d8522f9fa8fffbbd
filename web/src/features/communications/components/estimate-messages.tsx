import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmailText } from '../../../components/ui/email-text';
import { useCommunications } from '../api/communications';
import { CommunicationsList } from './communications-list';
import { NewMessageDialog } from './new-message-dialog';

/** The messages of one estimate or project with their delivery status, and a way to write to the homeowner. */
function RecordMessages({
  estimateId,
  projectId,
  customerEmail,
}: {
  estimateId?: string;
  projectId?: string;
  customerEmail: string | null;
}) {
  const query = useCommunications({ estimateId, projectId });
  const [open, setOpen] = useState(false);
  const rows = query.data?.pages.flatMap((page) => page.communications) ?? [];
  const bounced = rows.filter((row) => row.delivery_status === 'bounced').flatMap((row) => row.recipients);
  return (
    <section aria-labelledby="estimate-messages" className="space-y-3" data-testid="estimate-messages">
      <div className="flex items-center justify-between gap-3">
        <h2 id="estimate-messages" className="text-lg font-semibold text-brand-950">
          Messages
        </h2>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          New message
        </Button>
      </div>
      {bounced.length > 0 && (
        <Alert variant="error" title="Email bounced">
          Mail to <EmailText emails={[...new Set(bounced)]} /> could not be delivered. Check the customer’s
          address.
        </Alert>
      )}
      {rows.length === 0 ? (
        <Card className="p-4 text-sm text-slate-600">
          {query.isPending ? 'Loading messages…' : 'No messages sent yet.'}
        </Card>
      ) : (
        <CommunicationsList rows={rows} showAbout={false} />
      )}
      {open && (
        <NewMessageDialog
          open={open}
          onClose={() => setOpen(false)}
          onSent={() => setOpen(false)}
          estimateId={estimateId}
          projectId={projectId}
          defaultTo={customerEmail ?? ''}
        />
      )}
    </section>
  );
}

/** The messages of one estimate (its Messages panel). */
export function EstimateMessages({
  estimateId,
  customerEmail,
}: {
  estimateId: string;
  customerEmail: string | null;
}) {
  return <RecordMessages estimateId={estimateId} customerEmail={customerEmail} />;
}

/** The messages of one project: status updates and anything written from it (docs/product.md#communications). */
export function ProjectMessages({
  projectId,
  customerEmail,
}: {
  projectId: string;
  customerEmail: string | null;
}) {
  return <RecordMessages projectId={projectId} customerEmail={customerEmail} />;
}
