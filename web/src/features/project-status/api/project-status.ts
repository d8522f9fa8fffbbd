import { useQuery } from '@tanstack/react-query';
import { homeownerProjectView } from '@shared/jobs/schemas/projects.js';
import { publicRequest } from '../../../lib/public-fetch';

/** GET /api/project-status/{token}: the homeowner's read-only view (no retries: 404 and 410 are answers). */
export function useProjectStatus(token: string) {
  return useQuery({
    queryKey: ['project-status', token],
    retry: false,
    gcTime: 0,
    queryFn: ({ signal }) =>
      publicRequest(`/project-status/${encodeURIComponent(token)}`, { schema: homeownerProjectView, signal }),
  });
}
