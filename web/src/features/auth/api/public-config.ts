import { useQuery } from '@tanstack/react-query';
import { publicConfigResponse, type PublicConfig } from '@shared/kernel/schemas/public-config.js';
import { publicRequest } from '../../../lib/public-fetch';

/** GET /api/public/config — what this deployment offers before sign-in (e.g. a demo account). */
export function getPublicConfig(): Promise<PublicConfig> {
  return publicRequest('/public/config', { schema: publicConfigResponse });
}

/** The deployment's public config, fetched once per visit. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: getPublicConfig,
    staleTime: Infinity,
    retry: 1,
  });
}
