import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveProjectInsuranceRequest } from '@shared/insurance/schemas/insurance.js';
import { project } from '@shared/jobs/schemas/projects.js';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/projects/{id}/insurance — the claim details; the project screens and the insurance home reload. */
export function useSaveProjectInsurance(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProjectInsuranceRequest) =>
      apiRequest(`/projects/${encodeURIComponent(projectId)}/insurance`, {
        method: 'PUT',
        body,
        schema: project,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['projects'] }),
        client.invalidateQueries({ queryKey: ['disputes'] }),
        client.invalidateQueries({ queryKey: ['supplement'] }),
      ]),
  });
}
