import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CRM_TABS, type CrmTab } from '@shared/operations/crm.js';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { exportCsv, useCrmList, useCrmStats, useEraseGdpr } from '../api/crm';
import { AuditDialog } from '../components/audit-dialog';
import { AUDIT_KIND, rowBasics } from '../components/crm-row';
import { FulfilGdprDialog } from '../components/fulfil-gdpr-dialog';
import { CrmFilters } from '../components/crm-filters';
import { CrmList } from '../components/crm-list';
import { CrmStatCards } from '../components/crm-stat-cards';
import { CrmHeader } from '../components/crm-header';
import { CrmTabs, ORDERS_TAB, type CrmView } from '../components/crm-tabs';
import { PresaleOrdersTab } from '../components/presale-orders-tab';
import { ShowMoreButton } from '../../../components/ui/show-more-button';

/** /dashboard/admin/crm (users.read): leads, partners, contacts and GDPR requests in one inbox, and the presale orders. */
export function CrmPage() {
  const [params, setParams] = useSearchParams();
  const select = (tab: CrmView) => setParams(new URLSearchParams({ tab }), { replace: true });
  return params.get('tab') === ORDERS_TAB ? <PresaleOrdersTab onSelect={select} /> : <CrmInbox />;
}

/** The submission tabs: stat cards, filters, the list and its actions. */
function CrmInbox() {
  const [params, setParams] = useSearchParams();
  const tab = (CRM_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as CrmTab)
    : 'leads';
  const status = params.get('status') ?? '';
  const search = params.get('q') ?? '';
  const list = useCrmList(tab, { status, search });
  const stats = useCrmStats();
  const { message, show } = useTimedMessage();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [history, setHistory] = useState<{ kind: string; id: string; name: string } | null>(null);
  const [fulfilling, setFulfilling] = useState<{ id: string; name: string } | null>(null);
  const [erasing, setErasing] = useState<{ id: string; name: string; email: string } | null>(null);
  const erase = useEraseGdpr();
  const [tabChoices, setTabChoices] = useState(0);

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

  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <div className="space-y-6">
      <CrmHeader
        onRefresh={() => {
          void list.refetch();
          void stats.refetch();
        }}
        exportFile={() => exportCsv(tab, { status, search })}
        rowNoun={['row', 'rows']}
        show={show}
      />

      <CrmTabs
        tab={tab}
        onSelect={(name) => {
          setTabChoices((count) => count + 1);
          setParams(new URLSearchParams({ tab: name }), { replace: true });
        }}
      />

      {message && <Alert variant={message.variant}>{message.text}</Alert>}

      <CrmStatCards tab={tab} stats={stats.data} />

      {/* Choosing a tab starts the search box empty again. */}
      <CrmFilters key={tabChoices} tab={tab} status={status} search={search} onFilter={setFilter} />

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
            onErase={(item) => setErasing(rowBasics(item))}
          />
          <ShowMoreButton query={list} />
        </>
      )}

      <AuditDialog target={history} onClose={() => setHistory(null)} />
      <ConfirmDialog
        open={erasing !== null}
        title="Erase this person's data?"
        message={`Everything the public forms stored under ${erasing?.email ?? ''} (leads, contact messages, partner applications) is deleted, and contractors' estimates and proposals for this address are anonymised. The request keeps a record of what was done. This cannot be undone.`}
        confirmLabel="Erase Data"
        busy={erase.isPending}
        onCancel={() => setErasing(null)}
        onConfirm={() => {
          const target = erasing!;
          setErasing(null);
          act(target.id, () => erase.mutateAsync(target.id), `${target.name}: data erased`);
        }}
      />
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
