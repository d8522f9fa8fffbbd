import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrmTab, GdprStatus, LeadStatus, PartnerStatus } from '@shared/operations/crm.js';
import {
  auditListResponse,
  contactListResponse,
  contactView,
  crmExportResponse,
  crmStatsResponse,
  gdprListResponse,
  gdprView,
  leadListResponse,
  leadView,
  partnerListResponse,
  partnerView,
  type ContactView,
  type GdprView,
  type LeadView,
  type PartnerView,
} from '@shared/operations/schemas/crm.js';
import { apiRequest } from '../../../lib/api-client';

const CRM_KEY = ['crm'] as const;

/** A row of any tab. */
export type CrmRow =
  | { tab: 'leads'; row: LeadView }
  | { tab: 'partners'; row: PartnerView }
  | { tab: 'contacts'; row: ContactView }
  | { tab: 'gdpr'; row: GdprView };

/** The filters of a tab's list. */
export interface CrmFilters {
  status?: string;
  search?: string;
}

async function fetchPage(
  tab: CrmTab,
  filters: CrmFilters,
  cursor?: string,
): Promise<{ rows: CrmRow[]; next: string | null }> {
  const query = {
    status: filters.status || undefined,
    search: filters.search || undefined,
    limit: 50,
    cursor,
  };
  switch (tab) {
    case 'leads': {
      const page = await apiRequest('/leads/', { query, schema: leadListResponse });
      return { rows: page.leads.map((row) => ({ tab, row })), next: page.next_cursor };
    }
    case 'partners': {
      const page = await apiRequest('/partners/applications', { query, schema: partnerListResponse });
      return { rows: page.applications.map((row) => ({ tab, row })), next: page.next_cursor };
    }
    case 'contacts': {
      const page = await apiRequest('/contact/submissions', { query, schema: contactListResponse });
      return { rows: page.submissions.map((row) => ({ tab, row })), next: page.next_cursor };
    }
    case 'gdpr': {
      const page = await apiRequest('/gdpr/requests', { query, schema: gdprListResponse });
      return { rows: page.requests.map((row) => ({ tab, row })), next: page.next_cursor };
    }
  }
}

/** One tab's list, page by page, with its filters. */
export function useCrmList(tab: CrmTab, filters: CrmFilters) {
  return useInfiniteQuery({
    queryKey: [...CRM_KEY, 'list', tab, filters.status ?? '', filters.search ?? ''],
    queryFn: ({ pageParam }) => fetchPage(tab, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

/** GET /api/crm/stats — every tab's counts. */
export function useCrmStats() {
  return useQuery({
    queryKey: [...CRM_KEY, 'stats'],
    queryFn: () => apiRequest('/crm/stats', { schema: crmStatsResponse }),
  });
}

/** GET /api/crm/audit/{kind}/{id} — one record's history. */
export function useAuditTrail(kind: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: [...CRM_KEY, 'audit', kind, id],
    enabled: Boolean(kind && id),
    queryFn: () =>
      apiRequest(`/crm/audit/${kind}/${encodeURIComponent(id ?? '')}`, { schema: auditListResponse }),
  });
}

function useCrmMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CRM_KEY }),
  });
}

/** PUT /api/leads/{id} — e.g. Mark Contacted. */
export function useUpdateLead() {
  return useCrmMutation(({ id, status }: { id: string; status: LeadStatus }) =>
    apiRequest(`/leads/${encodeURIComponent(id)}`, { method: 'PUT', body: { status }, schema: leadView }),
  );
}

/** PUT /api/contact/submissions/{id} — Mark Responded. */
export function useMarkResponded() {
  return useCrmMutation((id: string) =>
    apiRequest(`/contact/submissions/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { responded: true },
      schema: contactView,
    }),
  );
}

/** PUT /api/partners/applications/{id}/status — the review steps. */
export function useUpdatePartner() {
  return useCrmMutation(({ id, status }: { id: string; status: PartnerStatus }) =>
    apiRequest(`/partners/applications/${encodeURIComponent(id)}/status`, {
      method: 'PUT',
      body: { status },
      schema: partnerView,
    }),
  );
}

/** PUT /api/gdpr/requests/{id} — progress or fulfil (with a note). */
export function useUpdateGdpr() {
  return useCrmMutation(({ id, status, note }: { id: string; status: GdprStatus; note?: string }) =>
    apiRequest(`/gdpr/requests/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { status, note },
      schema: gdprView,
    }),
  );
}

/** POST /api/gdpr/requests/{id}/erase — deletes or anonymises the requester's data; answers the record. */
export function useEraseGdpr() {
  return useCrmMutation((id: string) =>
    apiRequest(`/gdpr/requests/${encodeURIComponent(id)}/erase`, { method: 'POST', schema: gdprView }),
  );
}

/** GET /api/crm/export — a link to the filtered set as CSV. */
export function exportCsv(tab: CrmTab, filters: CrmFilters) {
  return apiRequest('/crm/export', {
    query: { tab, status: filters.status || undefined, search: filters.search || undefined },
    schema: crmExportResponse,
  });
}
