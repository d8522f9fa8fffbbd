import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { groupCustomers, matchesCustomerSearch, type Customer } from '@shared/accounts/customers.js';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { Stat } from '../../../components/ui/stat';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useAllEstimates } from '../api/customers';
import { formatDate, formatMoney } from '@shared/kernel/format.js';

/** Wording of the Customers page. */
export const CUSTOMER_MESSAGES = {
  subtitle: 'Manage your customer relationships',
  loading: 'Loading customers...',
  empty: 'No customers found',
  emptySearching: 'Try adjusting your search',
  emptyNew: 'Create your first estimate to add a customer',
  loadFailed: 'Failed to load customers. Please try again.',
} as const;

function initials(customer: Customer): string {
  return `${customer.first_name?.charAt(0) ?? ''}${customer.last_name.charAt(0)}`.toUpperCase();
}

function CustomerCard({ customer }: { customer: Customer }) {
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start gap-3">
        <Avatar initials={initials(customer)} className="size-10" />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-brand-950">{name}</h2>
          <p className="text-sm text-slate-600">{customer.address}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Estimates</dt>
          <dd className="font-semibold tabular-nums text-brand-950">{customer.total_estimates}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Total value</dt>
          <dd className="font-semibold tabular-nums text-brand-950">{formatMoney(customer.total_value)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="sr-only">Latest estimate</dt>
          <dd className="text-xs text-slate-500">
            Latest estimate {formatDate(customer.latest_estimate.created_at)}
          </dd>
        </div>
      </dl>
      <Link
        to={`/dashboard/estimates?customer=${encodeURIComponent(customer.last_name)}`}
        className={buttonClasses('secondary', 'sm', 'mt-4 self-start')}
        aria-label={`View Estimates for ${name}`}
      >
        View Estimates
      </Link>
    </Card>
  );
}

/** /dashboard/customers: customers grouped from the account's estimates (last name + first name + address). */
export function CustomersPage() {
  usePageTitle('Customers');
  const estimates = useAllEstimates();
  const [search, setSearch] = useState('');
  const customers = useMemo(() => groupCustomers(estimates.data ?? []), [estimates.data]);
  const shown = customers.filter((customer) => matchesCustomerSearch(customer, search));
  const totals = {
    customers: customers.length,
    estimates: customers.reduce((sum, customer) => sum + customer.total_estimates, 0),
    value: customers.reduce((sum, customer) => sum + customer.total_value, 0),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Customers"
        description={CUSTOMER_MESSAGES.subtitle}
        actions={
          <Link
            to="/dashboard/estimates/new"
            className={buttonClasses('accent', 'sm', 'self-start sm:self-auto')}
          >
            Add Customer
          </Link>
        }
      />
      <Input
        label="Search customers"
        type="search"
        placeholder="Search by name or address..."
        value={search}
        onValueChange={setSearch}
        className="sm:max-w-sm"
      />

      {estimates.isPending ? (
        <p className="py-10 text-center text-slate-600" role="status">
          {CUSTOMER_MESSAGES.loading}
        </p>
      ) : estimates.isError ? (
        <Alert variant="error">{errorMessage(estimates.error, CUSTOMER_MESSAGES.loadFailed)}</Alert>
      ) : shown.length === 0 ? (
        <Card className="px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-brand-950">{CUSTOMER_MESSAGES.empty}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {search.trim() ? CUSTOMER_MESSAGES.emptySearching : CUSTOMER_MESSAGES.emptyNew}
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Customers">
          {shown.map((customer) => (
            <li key={customer.id}>
              <CustomerCard customer={customer} />
            </li>
          ))}
        </ul>
      )}

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {(
          [
            ['Total Customers', String(totals.customers)],
            ['Total Estimates', String(totals.estimates)],
            ['Total Value', formatMoney(totals.value)],
          ] as const
        ).map(([label, value]) => (
          <Stat key={label} card size="xl" label={label} value={value} />
        ))}
      </dl>
    </div>
  );
}
