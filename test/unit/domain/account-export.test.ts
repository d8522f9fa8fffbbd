import { describe, expect, it } from 'vitest';
import { exportFiles } from '../../../shared/accounts/account-export.js';

// The account export's CSVs are for people (docs/product.md#accounts): readable headings, amounts in
// dollars, no storage bookkeeping; the customers file has each customer's email and phone.

const header = (csv: string | undefined) => (csv ?? '').split('\r\n')[0].split(',');
const rows = (csv: string | undefined) =>
  (csv ?? '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(','));

const estimate = (overrides: Record<string, unknown>) => ({
  type: 'estimate',
  accountId: '01JACCOUNT',
  version: 4,
  searchText: 'lopez ana 1 main',
  customerKey: 'lopez|ana|1 main',
  estimateId: 'e1',
  customerFirstName: 'Ana',
  customerLastName: 'Lopez',
  customerEmail: 'ana@old.example',
  customerPhone: null,
  address: '1 Main St',
  finalCents: 1_234_567,
  createdAt: '2026-11-01T10:00:00Z',
  ...overrides,
});

describe('account export CSVs', () => {
  const files = exportFiles(
    [
      estimate({}),
      estimate({
        estimateId: 'e2',
        customerEmail: 'ana@new.example',
        customerPhone: '512 555 0101',
        finalCents: 100_000,
        createdAt: '2026-11-20T10:00:00Z',
      }),
      // An even newer estimate of hers without contact details keeps the last ones known.
      estimate({
        estimateId: 'e3',
        customerEmail: null,
        finalCents: null,
        createdAt: '2026-11-25T10:00:00Z',
      }),
    ],
    '2026-11-27T00:00:00Z',
  );

  it('head the estimates in words, show cents in dollars and leave out the bookkeeping', () => {
    const columns = header(files['estimates.csv']);
    expect(columns).toEqual([
      'Estimate ID',
      'Customer first name',
      'Customer last name',
      'Customer email',
      'Customer phone',
      'Address',
      'Final ($)',
      'Created at',
    ]);
    for (const internal of ['searchText', 'accountId', 'version', 'customerKey', 'finalCents'])
      expect(files['estimates.csv']).not.toContain(internal);
    expect(rows(files['estimates.csv'])[0][6]).toBe('12345.67');
    // The JSON keeps the stored fields as they are.
    expect(JSON.parse(files['estimates.json']!)[0]).toMatchObject({ finalCents: 1_234_567, version: 4 });
  });

  it('give each customer their newest email and phone', () => {
    expect(header(files['customers.csv'])).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Address',
      'Total estimates',
      'Total value ($)',
      'Latest estimate ID',
    ]);
    expect(rows(files['customers.csv'])).toEqual([
      ['Ana', 'Lopez', 'ana@new.example', '512 555 0101', '1 Main St', '3', '13345.67', 'e3'],
    ]);
  });
});
