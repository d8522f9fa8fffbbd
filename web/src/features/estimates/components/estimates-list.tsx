import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { EstimateStatus, EstimateSummary, EstimatesSummary } from '@shared/schemas/estimates.js';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useDeleteEstimate, useEstimates } from '../api/estimates';
import { formatDate, formatMoney, formatSqft } from '@shared/domain/format.js';
import { customerName } from './format';
import { Badge } from './status-badges';

/** Spec 001 §2.4 and §8 wording of the estimates list. */
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
        <Card key={label} className="px-4 py-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-brand-950 sm:text-2xl">{value}</dd>
        </Card>
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

const ACTION_ICONS = {
  view: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  edit: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Zm9.5-13.5 4 4',
  delete: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
} as const;

function ActionIcon({ name }: { name: keyof typeof ACTION_ICONS }) {
  return (
    <svg
      className="size-[18px]"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={ACTION_ICONS[name]} />
    </svg>
  );
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-950';

function RowActions({ row, onDelete }: { row: EstimateSummary; onDelete: (row: EstimateSummary) => void }) {
  const name = customerName(row.customer_last_name, row.customer_first_name);
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Link
        to={`/dashboard/estimates/${row.id}`}
        className={iconButton}
        aria-label={`View estimate for ${name}`}
        title="View"
      >
        <ActionIcon name="view" />
      </Link>
      <Link
        to={`/dashboard/estimates/${row.id}/edit`}
        className={iconButton}
        aria-label={`Edit estimate for ${name}`}
        title="Edit"
      >
        <ActionIcon name="edit" />
      </Link>
      <button
        type="button"
        className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
        onClick={() => onDelete(row)}
        aria-label={`Delete estimate for ${name}`}
        title="Delete"
      >
        <ActionIcon name="delete" />
      </button>
    </div>
  );
}

function EstimatesTable({
  rows,
  onDelete,
}: {
  rows: EstimateSummary[];
  onDelete: (row: EstimateSummary) => void;
}) {
  return (
    <>
      <Card className="overflow-x-auto max-lg:hidden">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                Customer
              </th>
              <th scope="col" className="px-4 py-3">
                Address
              </th>
              <th scope="col" className="px-4 py-3">
                Estimate
              </th>
              <th scope="col" className="px-4 py-3">
                Proposal Sent
              </th>
              <th scope="col" className="px-4 py-3">
                Accepted
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-3">
                Install Date
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50/60">
                <td className="px-4 py-3 font-medium text-brand-950">
                  <Link to={`/dashboard/estimates/${row.id}`} className="hover:underline">
                    {customerName(row.customer_last_name, row.customer_first_name)}
                  </Link>
                </td>
                <td className="max-w-64 px-4 py-3 text-slate-700">
                  <span className="line-clamp-2">{row.address}</span>
                </td>
                <td className="px-4 py-3">
                  <EstimateValue row={row} />
                </td>
                <td className="px-4 py-3">{yesNo(row.proposal_sent)}</td>
                <td className="px-4 py-3">{yesNo(row.accepted)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  {row.scheduled_install_date ? formatDate(row.scheduled_install_date) : 'Not scheduled'}
                </td>
                <td className="px-4 py-3">
                  <RowActions row={row} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="space-y-3 lg:hidden" aria-label="Estimates">
        {rows.map((row) => (
          <li key={row.id}>
            <Card className="space-y-3 p-4">
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
                  <dd className="text-slate-700">
                    {row.scheduled_install_date ? formatDate(row.scheduled_install_date) : 'Not scheduled'}
                  </dd>
                </div>
              </dl>
              <div className="flex justify-end border-t border-slate-100 pt-2">
                <RowActions row={row} onDelete={onDelete} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <svg
          className="size-7"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M3 11.5 12 4l9 7.5M5 10v10h14V10M10 20v-5h4v5" />
        </svg>
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

/** The estimates list of spec 001 §2.4: buttons, search, status filter, summary cards, table and delete. */
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
          <Link to="/dashboard/my-rates" className={buttonClasses('secondary', 'sm')}>
            My Rates
          </Link>
          <Link to="/dashboard/estimates/new" className={buttonClasses('accent', 'sm')}>
            <svg
              className="size-4"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
            New Estimate
          </Link>
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
