import { useState } from 'react';
import { Link } from 'react-router';
import type { CrmTab } from '@shared/operations/crm.js';
import { operatorNotificationsForm } from '@shared/operations/schemas/crm.js';
import { formatDateTime } from '@shared/kernel/format.js';
import { ActionRow } from '../../../components/ui/action-row';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { EmailInput } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useZodForm } from '../../../lib/use-zod-form';
import { useOperatorNotifications, useOperatorToday, useSaveOperatorNotifications } from '../api/operator';
import { PresaleOrdersCard } from '../components/presale-orders-card';
import { RecentExportsCard } from '../components/recent-exports-card';
import { HOUR_MS } from '@shared/kernel/time.js';

const TODAY_CARDS: { tab: CrmTab; label: string; key: 'leads' | 'partners' | 'contacts' | 'gdpr' }[] = [
  { tab: 'leads', label: 'New leads', key: 'leads' },
  { tab: 'partners', label: 'Partner applications', key: 'partners' },
  { tab: 'contacts', label: 'Contact messages', key: 'contacts' },
  { tab: 'gdpr', label: 'GDPR requests', key: 'gdpr' },
];

const TAB_NOUNS: Record<CrmTab, string> = {
  leads: 'lead',
  partners: 'partner application',
  contacts: 'contact message',
  gdpr: 'GDPR request',
};

/** Hours (or days) something has waited, in words. */
function waitedFor(createdAt: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(createdAt)) / HOUR_MS));
  if (hours < 1) return 'less than an hour';
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `${Math.floor(hours / 24)} days`;
}

function NotificationSetting() {
  const setting = useOperatorNotifications();
  const save = useSaveOperatorNotifications();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useZodForm(operatorNotificationsForm, {
    // The saved address fills the box once it has loaded (and again whenever it changes).
    values: { email: setting.data?.email ?? '' },
  });
  const onSubmit = async ({ email }: { email: string | null }) => {
    try {
      await save.mutateAsync(email);
      form.reset({ email: email ?? '' });
      setNote({ ok: true, text: email ? `Notices go to ${email}` : 'Notices are off' });
    } catch (failure) {
      setNote({ ok: false, text: errorMessage(failure, 'Failed to save the address') });
    }
  };
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-brand-950">Notification address</h2>
      <p className="mt-1 text-sm text-slate-600">
        A mail goes here for every new partner application, contact message and GDPR request.
      </p>
      <Form form={form} onSubmit={onSubmit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <EmailInput
          required={false}
          className="flex-1"
          placeholder="Leave blank to turn notices off"
          {...form.field('email')}
        />
        <SubmitButton form={form} variant="secondary">
          Save
        </SubmitButton>
      </Form>
      {note && (
        <p className={note.ok ? 'mt-2 text-sm text-green-700' : 'mt-2 text-sm text-red-700'} role="status">
          {note.text}
        </p>
      )}
    </Card>
  );
}

/** /dashboard/admin: where operators land — today's new submissions, what waits longest, presale orders. */
export function OperatorHomePage() {
  usePageTitle('Operator Home');
  const { user } = useSession();
  const today = useOperatorToday();
  return (
    <div className="space-y-6">
      <PageHeader
        title={<>Good to see you{user ? `, ${user.first_name}` : ''}</>}
        description="What came in today, and what is still waiting for an answer."
      />
      {today.isPending ? (
        <PageSpinner label="Loading today…" />
      ) : today.isError ? (
        <RetryAlert title="Failed to load today's figures" onRetry={() => void today.refetch()} />
      ) : (
        <>
          <section aria-labelledby="today-heading">
            <h2 id="today-heading" className="sr-only">
              New today
            </h2>
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {TODAY_CARDS.map((card) => (
                <li key={card.tab}>
                  <Link
                    to={`/dashboard/admin/crm?tab=${card.tab}`}
                    className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
                  >
                    <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">
                      {card.label} today
                    </span>
                    <span className="mt-1 block text-2xl font-bold tabular-nums text-brand-950">
                      {today.data.new_today[card.key]}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <Card className="p-5">
            <h2 className="font-semibold text-brand-950">Oldest unanswered</h2>
            {today.data.waiting.length === 0 ? (
              <p className="mt-2 text-slate-600">Everything has been answered. Nice work.</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {today.data.waiting.map((item, index) => (
                  <ActionRow
                    key={item.id}
                    className="py-3"
                    action={
                      <Link
                        to={`/dashboard/admin/crm?tab=${item.tab}`}
                        className="text-sm font-semibold text-brand-700 hover:underline"
                      >
                        Open in CRM
                      </Link>
                    }
                  >
                    <p
                      className={index === 0 ? 'font-semibold text-brand-950' : 'font-medium text-slate-800'}
                    >
                      {item.name || item.email}{' '}
                      <span className="font-normal text-slate-500">· {TAB_NOUNS[item.tab]}</span>
                    </p>
                    <p className="text-xs text-slate-500">
                      Waiting {waitedFor(item.created_at)} · since {formatDateTime(item.created_at)}
                    </p>
                  </ActionRow>
                ))}
              </ul>
            )}
          </Card>
          <RecentExportsCard exports={today.data.recent_exports} />
        </>
      )}
      <PresaleOrdersCard />
      <NotificationSetting />
    </div>
  );
}
