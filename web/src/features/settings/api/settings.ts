import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountExportResponse,
  deleteAccountResponse,
  settingsResponse,
  type SaveSettingsRequest,
} from '@shared/accounts/schemas/settings.js';
import { apiRequest } from '../../../lib/api-client';

const SETTINGS_KEY = ['settings'] as const;

/** GET /api/settings — company details, defaults and notification preferences. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiRequest('/settings', { schema: settingsResponse }),
  });
}

/** PUT /api/settings — save the company details or the defaults (team.manage). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSettingsRequest) =>
      apiRequest('/settings', { method: 'PUT', body, schema: settingsResponse }),
    onSuccess: (data) => queryClient.setQueryData(SETTINGS_KEY, data),
  });
}

/** POST /api/settings/export — start a whole-account export. */
export function useStartExport() {
  return useMutation({
    mutationFn: () => apiRequest('/settings/export', { method: 'POST', schema: accountExportResponse }),
  });
}

/** GET /api/settings/export/{id} — the export's progress, polled each second until it is done or failed. */
export function useExport(id: string | null) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, 'export', id],
    queryFn: () =>
      apiRequest(`/settings/export/${encodeURIComponent(id!)}`, { schema: accountExportResponse }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });
}

/** POST /api/settings/delete-request — ask for the account to be deleted (a stored GDPR request). */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest('/settings/delete-request', {
        method: 'POST',
        body: { confirm: 'DELETE', reason: reason || null },
        schema: deleteAccountResponse,
      }),
  });
}
