import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { CRM_STATUSES, CRM_TABS, type CrmTab } from '@shared/domain/crm.js';
import type { CrmStats } from '@shared/schemas/crm.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { TableColumn } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Select } from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { Stat } from '../../../components/ui/stat';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage } from '../../../lib/use-timed-message';
import {
  exportCsv,
  useCrmList,
  useCrmStats,
  useMarkResponded,
  useUpdateGdpr,
  useUpdateLead,
  useUpdatePartner,
  type CrmRow,
} from '../api/crm';
import { AuditDialog } from '../components/audit-dialog';
import { AUDIT_KIND, RowDates, RowDetails, rowBasics, StatusBadge } from '../components/crm-row';
import { FulfilGdprDialog } from '../components/fulfil-gdpr-dialog';

const TAB_LABELS: Record<CrmTab, string> = {
  leads: 'Leads',
  partners: 'Partners',
  contacts: 'Contacts',
  gdpr: 'GDPR',
};

function statCards(tab: CrmTab, stats: CrmStats | undefined): [string, number | string][] {
  if (!stats) return [['Total', '—']];
  switch (tab) {
    case 'leads':
      return [
        ['Total leads', stats.leads.total],
        ['Pending', stats.leads.pending],
        ['Contacted', stats.leads.by_status.contacted ?? 0],
        ['Converted', stats.leads.by_status.converted ?? 0],
      ];
    case 'partners':
      return [
        ['Applications', stats.partners.total],
        ['Pending', stats.partners.by_status.pending ?? 0],
        ['Under review', stats.partners.by_status.under_review ?? 0],
        ['Approved', stats.partners.by_status.approved ?? 0],
      ];
    case 'contacts':
      return [
        ['Messages', stats.contacts.total],
        ['Pending', stats.contacts.by_status.pending ?? 0],
        ['Responded', stats.contacts.by_status.responded ?? 0],
      ];
    case 'gdpr':
      return [
        ['Requests', stats.gdpr.total],
        ['Open', (stats.gdpr.by_status.received ?? 0) + (stats.gdpr.by_status.in_progress ?? 0)],
        ['Overdue', stats.gdpr.overdue],
        ['Fulfilled', stats.gdpr.by_status.completed ?? 0],
      ];
  }
}

interface RowActionsProps {
  item: CrmRow;
  busyId: string | null;
  act: (id: string, run: () => Promise<unknown>, done: string) => void;
  onHistory: (item: CrmRow) => void;
  onFulfil: (item: CrmRow) => void;
}

function RowActions({ item, busyId, act, onHistory, onFulfil }: RowActionsProps) {
  const updateLead = useUpdateLead();
  const markResponded = useMarkResponded();
  const updatePartner = useUpdatePartner();
  const updateGdpr = useUpdateGdpr();
  const { id, name, email, status } = rowBasics(item);
  const busy = busyId === id;
  const small = (label: string, onClick: () => void, variant: 'secondary' | 'ghost' = 'secondary') => (
    <Button
      key={label}
      size="sm"
      variant={variant}
      disabled={busy}
      onClick={onClick}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Button>
  );
  const buttons = [];
  if (item.tab === 'leads' && (status === 'new' || status === 'pending'))
    buttons.push(
      small('Mark Contacted', () =>
        act(id, () => updateLead.mutateAsync({ id, status: 'contacted' }), `${name} marked contacted`),
      ),
    );
  if (item.tab === 'contacts' && status === 'pending')
    buttons.push(
      small('Mark Responded', () => act(id, () => markResponded.mutateAsync(id), `${name} marked responded`)),
    );
  if (item.tab === 'partners' && status === 'pending')
    buttons.push(
      small('Start Review', () =>
        act(id, () => updatePartner.mutateAsync({ id, status: 'under_review' }), `${name}: review started`),
      ),
    );
  if (item.tab === 'partners' && status === 'under_review') {
    buttons.push(
      small('Approve', () =>
        act(id, () => updatePartner.mutateAsync({ id, status: 'approved' }), `${name} approved`),
      ),
      small('Reject', () =>
        act(id, () => updatePartner.mutateAsync({ id, status: 'rejected' }), `${name} rejected`),
      ),
    );
  }
  if (item.tab === 'gdpr' && status === 'received')
    buttons.push(
      small('Start', () =>
        act(id, () => updateGdpr.mutateAsync({ id, status: 'in_progress' }), `${name}: in progress`),
      ),
    );
  if (item.tab === 'gdpr' && status !== 'completed')
    buttons.push(small('Mark Fulfilled', () => onFulfil(item)));
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {buttons}
      <a
        href={`mailto:${email}`}
        className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        aria-label={`Email ${name}`}
      >
        Email
      </a>
      {small('History', () => onHistory(item), 'ghost')}
    </div>
  );
}

function NameCell({ item }: { item: CrmRow }) {
  const { name, email } = rowBasics(item);
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-brand-950">{name}</p>
      <p className="truncate text-xs text-slate-500">{email}</p>
    </div>
  );
}

function CrmList({ rows, ...actions }: Omit<RowActionsProps, 'item'> & { rows: CrmRow[] }) {
  const columns: TableColumn<CrmRow>[] = [
    { header: 'Name', cell: (item) => <NameCell item={item} /> },
    { header: 'Details', cell: (item) => <RowDetails item={item} /> },
    { header: 'Status', cell: (item) => <StatusBadge status={rowBasics(item).status} /> },
    { header: 'Received', cellClassName: 'text-slate-700', cell: (item) => <RowDates item={item} /> },
    {
      header: 'Actions',
      headerClassName: 'text-right',
      cell: (item) => <RowActions item={item} {...actions} />,
    },
  ];
  return (
    <ResponsiveList
      rows={rows}
      rowKey={(item) => item.row.id}
      columns={columns}
      label="Records"
      card={(item) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <NameCell item={item} />
            <StatusBadge status={rowBasics(item).status} />
          </div>
          <div className="text-sm">
            <RowDetails item={item} />
          </div>
          <div className="flex items-end justify-between gap-3 text-sm text-slate-700">
            <RowDates item={item} />
          </div>
          <RowActions item={item} {...actions} />
        </>
      )}
    />
  );
}

/** /dashboard/admin/crm (users.read): leads, partners, contacts and GDPR requests in one inbox. */
export function CrmPage() {
  usePageTitle('CRM Dashboard');
  const [params, setParams] = useSearchParams();
  const tab = (CRM_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as CrmTab)
    : 'leads';
  const status = params.get('status') ?? '';
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const list = useCrmList(tab, { status, search });
  const stats = useCrmStats();
  const { message, show } = useTimedMessage();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [history, setHistory] = useState<{ kind: string; id: string; name: string } | null>(null);
  const [fulfilling, setFulfilling] = useState<{ id: string; name: string } | null>(null);
  const [exporting, setExporting] = useState(false);

  const setFilter = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  const act = (id: string, run: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    run()
      .then(() => show('success', done))
      .catch((failure: unknown) => show('error', errorMessage(failure, 'Failed to update the record')))
      .finally(() => setBusyId(null));
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ q: typed.trim() });
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const file = await exportCsv(tab, { status, search });
      const link = document.createElement('a');
      link.href = file.url;
      link.download = file.file_name;
      document.body.append(link);
      link.click();
      link.remove();
      show('success', `Exported ${file.rows} ${file.rows === 1 ? 'row' : 'rows'}`);
    } catch (failure) {
      show('error', errorMessage(failure, 'Failed to export CSV'));
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="CRM Dashboard"
        description="Leads, partner applications, contact messages and GDPR requests"
        actions={
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                void list.refetch();
                void stats.refetch();
              }}
            >
              Refresh
            </Button>
            <Button variant="accent" icon="download" loading={exporting} onClick={() => void onExport()}>
              Export CSV
            </Button>
          </div>
        }
      />

      <div
        role="tablist"
        aria-label="CRM sections"
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {CRM_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => {
              setTyped('');
              setParams(new URLSearchParams({ tab: name }), { replace: true });
            }}
            className={cn(
              '-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold',
              tab === name
                ? 'border-accent-500 text-brand-950'
                : 'border-transparent text-slate-500 hover:text-slate-800',
            )}
          >
            {TAB_LABELS[name]}
          </button>
        ))}
      </div>

      {message && <Alert variant={message.variant}>{message.text}</Alert>}

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {statCards(tab, stats.data).map(([label, value]) => (
          <Stat key={label} card size="2xl" label={label} value={value} />
        ))}
      </dl>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form onSubmit={onSearch} className="flex flex-1 items-end gap-2" role="search">
          <Input
            label="Search"
            className="flex-1"
            type="search"
            placeholder="Name, email or company"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <Select
          label="Status"
          className="sm:w-48"
          placeholder="All statuses"
          options={CRM_STATUSES[tab].map((value) => ({ value, label: value.replaceAll('_', ' ') }))}
          value={status}
          onChange={(event) => setFilter({ status: event.target.value })}
        />
      </div>

      {list.isPending ? (
        <PageSpinner label="Loading…" />
      ) : list.isError ? (
        <RetryAlert title="Failed to load this list" onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          Nothing here{status || search ? ' for these filters' : ' yet'}.
        </p>
      ) : (
        <>
          <CrmList
            rows={rows}
            busyId={busyId}
            act={act}
            onHistory={(item) => setHistory({ kind: AUDIT_KIND[item.tab], ...rowBasics(item) })}
            onFulfil={(item) => setFulfilling(rowBasics(item))}
          />
          {list.hasNextPage && (
            <div className="text-center">
              <Button
                variant="secondary"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Show more
              </Button>
            </div>
          )}
        </>
      )}

      <AuditDialog target={history} onClose={() => setHistory(null)} />
      <FulfilGdprDialog
        target={fulfilling}
        onClose={() => setFulfilling(null)}
        onDone={() => {
          setFulfilling(null);
          show('success', 'Request marked fulfilled');
        }}
      />
    </div>
  );
}
