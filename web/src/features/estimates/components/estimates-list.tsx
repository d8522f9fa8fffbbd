import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { EstimateStatus, EstimateSummary } from '@shared/estimates/schemas/estimates.js';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDebounced } from '../../../lib/use-debounced';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useDeleteEstimate, useEstimates } from '../api/estimates';
import { EstimatesEmptyState } from './estimates-empty-state';
import { EstimatesSummaryCards } from './estimates-summary-cards';
import { EstimatesTable } from './estimates-table';
import { ShowMoreButton } from '../../../components/ui/show-more-button';

/** The estimates list's wording (docs/product.md#estimates). */
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

      <EstimatesSummaryCards summary={summary} />
      {message && <Alert variant={message.variant}>{message.text}</Alert>}

      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <Input
          label="Search estimates"
          type="search"
          placeholder="Search by last name or address"
          value={searchText}
          onValueChange={setSearchText}
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
        <EstimatesEmptyState filtered={filtered} />
      ) : (
        <>
          <EstimatesTable rows={rows} onDelete={setDeleting} />
          <ShowMoreButton query={list} label="Load more" />
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
