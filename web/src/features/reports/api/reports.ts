import { useQuery } from '@tanstack/react-query';
import { reportResponse } from '@shared/jobs/schemas/reports.js';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/reports?from=&to= (months YYYY-MM; both absent: this month). */
export function useReport(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: ['reports', range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) =>
      apiRequest('/reports', { query: { from: range.from, to: range.to }, schema: reportResponse, signal }),
  });
}
