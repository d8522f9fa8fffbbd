import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { estimateSchema } from '@shared/estimates/schemas/estimates.js';
import { project } from '@shared/jobs/schemas/projects.js';
import { supplementResponse, type CreateSupplementRequest } from '@shared/insurance/schemas/supplement.js';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/projects/{id} — the insurance project the supplement is for (its claim and estimate). */
export function useSupplementProject(id: string) {
  return useQuery({
    queryKey: ['supplement', 'project', id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => apiRequest(`/projects/${encodeURIComponent(id)}`, { schema: project, signal }),
  });
}

/** GET /api/estimates/{id} — the measured roof the scope is compared with. */
export function useMeasuredEstimate(id: string | null) {
  return useQuery({
    queryKey: ['supplement', 'estimate', id],
    enabled: Boolean(id),
    queryFn: ({ signal }) =>
      apiRequest(`/estimates/${encodeURIComponent(id ?? '')}`, { schema: estimateSchema, signal }),
  });
}

/** POST /api/projects/{id}/supplement — renders and stores the supplement request PDF. */
export function useCreateSupplement(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupplementRequest) =>
      apiRequest(`/projects/${encodeURIComponent(projectId)}/supplement`, {
        method: 'POST',
        body,
        schema: supplementResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['disputes', 'documents'] }),
  });
}
