import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type {
  EstimateStatus,
  EstimateSummary,
  EstimatesSummary,
} from '@shared/estimates/schemas/estimates.js';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Input } from '../../../components/ui/input';
import type { TableColumn } from '../../../components/ui/data-table';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { Spinner } from '../../../components/ui/spinner';
import { Stat } from '../../../components/ui/stat';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { customerName } from '../../../lib/format';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useDeleteEstimate, useEstimates } from '../api/estimates';
import { formatDate, formatMoney, formatSqft } from '@shared/kernel/format.js';

/** Wording of the estimates list (docs/product.md#estimates). */
export const LIST_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this estimate?',
  deleteFailed: 'Failed to delete estimate',
  deleted: 'Estimate deleted.',
  loadFailed: 'Failed to load estimates. Please try again.',
} as const;

const FILTERS: { value: EstimateStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
  { value: 'accepted', label: 'Accepted' },
];

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function SummaryCards({ summary }: { summary: EstimatesSummary | null | undefined }) {
  const cards: [string, string][] = [
    ['Total Estimates', summary ? String(summary.total_estimates) : '—'],
    ['Proposals Sent', summary ? String(summary.proposals_sent) : '—'],
    ['Accepted', summary ? String(summary.accepted) : '—'],
    ['Total Value', summary ? formatMoney(summary.total_value) : '—'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <Stat key={label} card size="2xl" label={label} value={value} />
      ))}
    </dl>
  );
}

function EstimateValue({ row }: { row: EstimateSummary }) {
  if (row.measurement_status === 'queued' || row.measurement_status === 'measuring') {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
        <Spinner label="" className="[&_svg]:size-4" /> Measuring…
      </span>
    );
  }
  if (row.measurement_status === 'failed' || row.final_price === null)
    return <Badge tone="red">Measurement failed</Badge>;
  return (
    <div>
      <p className="font-semibold tabular-nums text-brand-950">{formatMoney(row.final_price)}</p>
      <p className="whitespace-nowrap text-xs text-slate-500">
        {row.square_footage !== null ? formatSqft(row.square_footage) : ''}
        {row.discount_percent ? ` · ${row.discount_percent}% off` : ''}
      </p>
      {row.simulated && <p className="text-[11px] font-medium text-violet-700">Simulated imagery</p>}
    </div>
  );
}

const yesNo = (value: boolean) => (
  <span className={value ? 'font-medium text-green-700' : 'text-slate-500'}>{value ? 'Yes' : 'No'}</span>
);

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-950';

// The row's links: icon, verb and the path below the estimate's own.
const LINK_ACTIONS = [
  ['eye', 'View', ''],
  ['edit', 'Edit', '/edit'],
] as const;

function RowActions({ row, onDelete }: { row: EstimateSummary; onDelete: (row: EstimateSummary) => void }) {
  const name = customerName(row.customer_last_name, row.customer_first_name);
  return (
    <div className="flex items-center justify-end gap-0.5">
      {LINK_ACTIONS.map(([icon, verb, suffix]) => (
        <Link
          key={verb}
          to={`/dashboard/estimates/${row.id}${suffix}`}
          className={iconButton}
          aria-label={`${verb} estimate for ${name}`}
          title={verb}
        >
          <Icon name={icon} className="size-[18px]" />
        </Link>
      ))}
      <button
        type="button"
        className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
        onClick={() => onDelete(row)}
        aria-label={`Delete estimate for ${name}`}
        title="Delete"
      >
        <Icon name="trash" className="size-[18px]" />
      </button>
    </div>
  );
}

const installDate = (row: EstimateSummary) =>
  row.scheduled_install_date ? formatDate(row.scheduled_install_date) : 'Not scheduled';

function EstimatesTable({
  rows,
  onDelete,
}: {
  rows: EstimateSummary[];
  onDelete: (row: EstimateSummary) => void;
}) {
  const columns: TableColumn<EstimateSummary>[] = [
    {
      header: 'Customer',
      cellClassName: 'font-medium text-brand-950',
      cell: (row) => (
        <Link to={`/dashboard/estimates/${row.id}`} className="hover:underline">
          {customerName(row.customer_last_name, row.customer_first_name)}
        </Link>
      ),
    },
    {
      header: 'Address',
      cellClassName: 'max-w-64 text-slate-700',
      cell: (row) => <span className="line-clamp-2">{row.address}</span>,
    },
    { header: 'Estimate', cell: (row) => <EstimateValue row={row} /> },
    { header: 'Proposal Sent', cell: (row) => yesNo(row.proposal_sent) },
    { header: 'Accepted', cell: (row) => yesNo(row.accepted) },
    {
      header: 'Install Date',
      headerClassName: 'whitespace-nowrap',
      cellClassName: 'whitespace-nowrap text-slate-700',
      cell: installDate,
    },
    {
      header: 'Actions',
      headerClassName: 'text-right',
      cell: (row) => <RowActions row={row} onDelete={onDelete} />,
    },
  ];
  return (
    <ResponsiveList
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      label="Estimates"
      card={(row) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link
                to={`/dashboard/estimates/${row.id}`}
                className="font-semibold text-brand-950 hover:underline"
              >
                {customerName(row.customer_last_name, row.customer_first_name)}
              </Link>
              <p className="text-sm text-slate-600">{row.address}</p>
            </div>
            <div className="shrink-0 text-right">
              <EstimateValue row={row} />
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-slate-500">Proposal sent</dt>
              <dd>{yesNo(row.proposal_sent)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Accepted</dt>
              <dd>{yesNo(row.accepted)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Install date</dt>
              <dd className="text-slate-700">{installDate(row)}</dd>
            </div>
          </dl>
          <div className="flex justify-end border-t border-slate-100 pt-2">
            <RowActions row={row} onDelete={onDelete} />
          </div>
        </>
      )}
    />
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="house" className="size-7" strokeWidth={1.6} />
      </div>
      <h3 className="mt-4 text-lg font-semibold text-brand-950">
        {filtered ? 'No estimates match' : 'No estimates yet'}
      </h3>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        {filtered
          ? 'Try another name or address, or show all estimates.'
          : 'Enter a property address and Ridgeline measures the roof from aerial imagery and prices it with your rates in seconds.'}
      </p>
      {!filtered && (
        <Link to="/dashboard/estimates/new" className={buttonClasses('accent', 'md', 'mt-6')}>
          New Estimate
        </Link>
      )}
    </Card>
  );
}

/** The estimates list: buttons, search, status filter, summary cards, table and delete. */
export function EstimatesSection({ headingLevel }: { headingLevel: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  const [params, setParams] = useSearchParams();
  const customer = params.get('customer') ?? '';
  const status = (params.get('status') as EstimateStatus | null) ?? undefined;
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const list = useEstimates({ status, search, customer });
  const remove = useDeleteEstimate();
  const { message, show } = useTimedMessage();
  const [deleting, setDeleting] = useState<EstimateSummary | null>(null);

  const rows = list.data?.pages.flatMap((page) => page.estimates) ?? [];
  const summary = list.data?.pages[0]?.summary;
  const filtered = Boolean(status || search || customer);

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      show('success', LIST_MESSAGES.deleted);
    } catch (failure) {
      show('error', errorMessage(failure, LIST_MESSAGES.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby="estimates-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Heading
            id="estimates-title"
            className={
              headingLevel === 'h1'
                ? 'text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl'
                : 'text-xl font-bold text-brand-950'
            }
          >
            Estimates
          </Heading>
          <p className="mt-1 text-sm text-slate-600">
            Measure a roof, price it with your rates and send the proposal.
          </p>
        </div>
        <div className="flex gap-2">
          <ButtonLink to="/dashboard/my-rates" variant="secondary" size="sm">
            My Rates
          </ButtonLink>
          <ButtonLink to="/dashboard/estimates/new" variant="accent" size="sm" icon="plus">
            New Estimate
          </ButtonLink>
        </div>
      </div>

      <SummaryCards summary={summary} />
      {message && <Alert variant={message.variant}>{message.text}</Alert>}

      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <Input
          label="Search estimates"
          type="search"
          placeholder="Search by last name or address"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="md:w-80"
        />
        <div
          role="group"
          aria-label="Filter by status"
          className="inline-flex self-start rounded-lg bg-slate-100 p-1 md:self-auto"
        >
          {FILTERS.map((filter) => {
            const active = (status ?? 'all') === filter.value;
            return (
              <button
                key={filter.value}
                type="button"
                aria-pressed={active}
                onClick={() => setParam('status', filter.value === 'all' ? undefined : filter.value)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                  active ? 'bg-white text-brand-950 shadow-sm' : 'text-slate-600 hover:text-brand-950',
                )}
              >
                {filter.label}
              </button>
            );
          })}
        </div>
      </div>

      {customer && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Showing estimates for customer <strong className="text-brand-950">{customer}</strong>
          <Button variant="ghost" size="sm" onClick={() => setParam('customer', undefined)}>
            Show all
          </Button>
        </p>
      )}

      {list.isPending ? (
        <Card className="flex justify-center py-14">
          <Spinner label="Loading estimates…" showLabel />
        </Card>
      ) : list.isError ? (
        <Alert variant="error">{errorMessage(list.error, LIST_MESSAGES.loadFailed)}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState filtered={filtered} />
      ) : (
        <>
          <EstimatesTable rows={rows} onDelete={setDeleting} />
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete estimate"
        message={LIST_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
