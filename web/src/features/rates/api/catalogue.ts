import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Catalogue } from '@shared/estimates/catalogue.js';
import { catalogueResponse } from '@shared/estimates/schemas/catalogue.js';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY } from '../../../lib/catalogue-queries';

/** PUT /api/catalogue: the whole catalogue (the last save wins). */
export function useSaveCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (catalogue: Catalogue) =>
      apiRequest('/catalogue', { method: 'PUT', body: { catalogue }, schema: catalogueResponse }),
    onSuccess: (saved) => queryClient.setQueryData(CATALOGUE_KEY, saved),
  });
}
