import { describe, expect, it } from 'vitest';
import { groupCustomers, matchesCustomerSearch } from '../../../shared/accounts/customers.js';

const estimate = (
  id: string,
  last: string,
  first: string | null,
  address: string,
  price: number | null,
  created: string,
) => ({
  id,
  customer_last_name: last,
  customer_first_name: first,
  address,
  final_price: price,
  created_at: created,
});

describe('customers derived from estimates (docs/product.md#estimates)', () => {
  const customers = groupCustomers([
    estimate('1', 'Lopez', 'Maria', '12 Oak St, Cary, NC', 18_000.5, '2026-05-01T10:00:00Z'),
    estimate('2', 'lopez ', 'maria', '12  Oak St, Cary, NC', 2_000.25, '2026-05-03T10:00:00Z'),
    estimate('3', 'Lopez', 'Maria', '99 Elm Rd, Cary, NC', null, '2026-05-02T10:00:00Z'),
    estimate('4', 'Abbott', null, '5 Pine Ct, Plano, TX', 9_999.99, '2026-04-01T10:00:00Z'),
  ]);

  it('groups by last name + first name + address, ignoring case and spacing, sorted by name', () => {
    expect(
      customers.map((customer) => [customer.last_name, customer.address, customer.total_estimates]),
    ).toEqual([
      ['Abbott', '5 Pine Ct, Plano, TX', 1],
      ['Lopez', '12 Oak St, Cary, NC', 2],
      ['Lopez', '99 Elm Rd, Cary, NC', 1],
    ]);
  });

  it('adds up the priced values and keeps the latest estimate', () => {
    const maria = customers[1];
    expect(maria.total_value).toBe(20_000.75);
    expect(maria.latest_estimate).toEqual({
      id: '2',
      created_at: '2026-05-03T10:00:00Z',
      final_price: 2_000.25,
    });
    expect(customers[2].total_value).toBe(0);
  });

  it('searches last name, first name or address, case-insensitive', () => {
    expect(
      customers.filter((customer) => matchesCustomerSearch(customer, 'MAR')).map((customer) => customer.id),
    ).toHaveLength(2);
    expect(
      customers
        .filter((customer) => matchesCustomerSearch(customer, 'plano'))
        .map((customer) => customer.last_name),
    ).toEqual(['Abbott']);
    expect(customers.filter((customer) => matchesCustomerSearch(customer, '  ')).length).toBe(3);
    expect(customers.filter((customer) => matchesCustomerSearch(customer, 'zzz')).length).toBe(0);
  });
});
