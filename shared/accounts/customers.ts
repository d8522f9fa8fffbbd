// Customers are derived from estimates (docs/product.md#estimates): one customer per last name + first name +
// address, with the number of estimates, their total value and the latest one.

/** The estimate fields a customer is built from. */
export interface CustomerSource {
  id: string;
  address: string;
  customer_first_name: string | null;
  customer_last_name: string;
  final_price: number | null;
  created_at: string;
}

/** A customer aggregate (docs/product.md#estimates). */
export interface Customer {
  id: string;
  first_name: string | null;
  last_name: string;
  address: string;
  total_estimates: number;
  /** Sum of the priced estimates' final prices, dollars. */
  total_value: number;
  latest_estimate: { id: string; created_at: string; final_price: number | null };
}

const normal = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The grouping key: last name + first name + address, ignoring case and spacing. */
export function customerKey(
  source: Pick<CustomerSource, 'customer_last_name' | 'customer_first_name' | 'address'>,
): string {
  return [normal(source.customer_last_name), normal(source.customer_first_name), normal(source.address)].join(
    '|',
  );
}

/** Groups estimates into customers, sorted by last name, then first name. */
export function groupCustomers(estimates: readonly CustomerSource[]): Customer[] {
  const byKey = new Map<string, Customer>();
  for (const estimate of estimates) {
    const id = customerKey(estimate);
    const customer = byKey.get(id);
    const latest = { id: estimate.id, created_at: estimate.created_at, final_price: estimate.final_price };
    if (!customer) {
      byKey.set(id, {
        id,
        first_name: estimate.customer_first_name,
        last_name: estimate.customer_last_name,
        address: estimate.address,
        total_estimates: 1,
        total_value: estimate.final_price ?? 0,
        latest_estimate: latest,
      });
      continue;
    }
    customer.total_estimates += 1;
    customer.total_value = Math.round((customer.total_value + (estimate.final_price ?? 0)) * 100) / 100;
    if (estimate.created_at > customer.latest_estimate.created_at) customer.latest_estimate = latest;
  }
  return [...byKey.values()].sort(
    (a, b) =>
      a.last_name.localeCompare(b.last_name) ||
      (a.first_name ?? '').localeCompare(b.first_name ?? '') ||
      a.address.localeCompare(b.address),
  );
}

/** Customer search: case-insensitive substring of last name, first name or address. */
export function matchesCustomerSearch(
  customer: Pick<Customer, 'first_name' | 'last_name' | 'address'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [customer.last_name, customer.first_name ?? '', customer.address].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
