import { useState } from 'react';
import {
  COMMUNICATION_TYPES,
  DELIVERY_STATUSES,
  type CommunicationType,
  type DeliveryStatus,
  type MailAudience,
} from '@shared/mail/communications.js';
import { capitalize } from '@shared/kernel/format.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { filteredListWording, QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { TabList } from '../../../components/ui/tab-list';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useCommunications } from '../api/communications';
import { CommunicationsList, TYPE_LABELS } from '../components/communications-list';
import { MailHealthPanel } from '../components/mail-health-panel';
import { NewMessageDialog } from '../components/new-message-dialog';
import { TemplatesPanel } from '../components/templates-panel';
import { ShowMoreButton } from '../../../components/ui/show-more-button';

/** The two views of the log: mail to customers, and the account's own receipts and notices. */
const AUDIENCE_TABS = [
  { key: 'customers', label: 'Customer mail' },
  { key: 'account', label: 'Account notices' },
] as const satisfies readonly { key: MailAudience; label: string }[];

/**
 * /dashboard/communications — every message sent on the account's behalf and whether it arrived, one
 * row per recipient; the account's own receipts and notices are kept under their own tab.
 */
export function CommunicationsPage() {
  usePageTitle('Communications');
  const [audience, setAudience] = useState<MailAudience>('customers');
  const [type, setType] = useState<CommunicationType | ''>('');
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [customer, setCustomer] = useState('');
  const [open, setOpen] = useState(false);
  const { message, show } = useTimedMessage();
  const query = useCommunications({
    audience,
    type: type || undefined,
    status: status || undefined,
    customer: customer.trim(),
  });
  const rows = query.data?.pages.flatMap((page) => page.communications) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Communications"
        description="Every message sent to your customers, and whether it arrived."
        actions={<Button onClick={() => setOpen(true)}>New message</Button>}
      />
      {message && <Alert variant={message.variant}>{message.text}</Alert>}
      <MailHealthPanel />
      <TabList
        label="Which mail"
        tabs={AUDIENCE_TABS}
        selected={audience}
        onSelect={(key) => {
          setAudience(key);
          setType('');
        }}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
        tabClassName={[
          'shrink-0 border-b-2 px-3 py-2 text-sm font-medium',
          'border-brand-700 text-brand-900',
          'border-transparent text-slate-600',
        ]}
      />
      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <Select
          label="Type"
          value={type}
          placeholder="All types"
          onChange={(e) => setType(e.target.value as CommunicationType | '')}
          options={COMMUNICATION_TYPES.filter(
            (value) => (value === 'account') === (audience === 'account'),
          ).map((value) => ({ value, label: TYPE_LABELS[value] }))}
        />
        <Select
          label="Status"
          value={status}
          placeholder="All statuses"
          onChange={(e) => setStatus(e.target.value as DeliveryStatus | '')}
          options={DELIVERY_STATUSES.map((value) => ({
            value,
            label: capitalize(value),
          }))}
        />
        <Input
          label={audience === 'account' ? 'Recipient email' : 'Customer email'}
          type="search"
          value={customer}
          onValueChange={setCustomer}
        />
      </Card>
      <QueryState query={query} {...filteredListWording('communications', rows.length)}>
        {() => (
          <>
            <CommunicationsList rows={rows} />
            <ShowMoreButton query={query} label="Load more" />
          </>
        )}
      </QueryState>
      <TemplatesPanel />
      {open && (
        <NewMessageDialog
          open={open}
          onClose={() => setOpen(false)}
          onSent={(to) => {
            setOpen(false);
            show('success', `Message sent to ${to}.`);
          }}
        />
      )}
    </div>
  );
}
