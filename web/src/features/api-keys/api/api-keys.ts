import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeysResponse,
  createdApiKey,
  revokedApiKey,
  type CreateApiKeyRequest,
} from '@shared/public-api/schemas/api-keys.js';
import { apiRequest } from '../../../lib/api-client';
import { useSessionReady } from '../../../lib/session-context';

const KEYS = ['api-keys'] as const;

/** GET /api/api-keys: the account's keys, this month's calls and whether the plan includes the API. */
export function useApiKeys() {
  const ready = useSessionReady();
  return useQuery({
    enabled: ready,
    queryKey: KEYS,
    queryFn: ({ signal }) => apiRequest('/api-keys', { schema: apiKeysResponse, signal }),
  });
}

/** POST /api/api-keys: the answer holds the secret, shown once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) =>
      apiRequest('/api-keys', { method: 'POST', body, schema: createdApiKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

/** POST /api/api-keys/{id}/rotate: a replacement key (secret shown once); the old one works for the overlap. */
export function useRotateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api-keys/${encodeURIComponent(id)}/rotate`, { method: 'POST', schema: createdApiKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}

/** DELETE /api/api-keys/{id}: refused from the next request on. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE', schema: revokedApiKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS }),
  });
}
