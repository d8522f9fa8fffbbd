import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dispute } from '@shared/insurance/schemas/disputes.js';
import { documentDownloadResponse, documentsResponse } from '@shared/documents/schemas/documents.js';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/documents — the account's library, to pick what a dispute attaches. */
export function useAccountDocuments() {
  return useQuery({
    queryKey: ['disputes', 'documents'],
    queryFn: ({ signal }) => apiRequest('/documents', { schema: documentsResponse, signal }),
  });
}

/** POST /api/disputes/{id}/add-document?document_id= */
export function useAddDisputeDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ disputeId, documentId }: { disputeId: string; documentId: string }) =>
      apiRequest(`/disputes/${encodeURIComponent(disputeId)}/add-document`, {
        method: 'POST',
        query: { document_id: documentId },
        schema: dispute,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['disputes'] }),
  });
}

/** GET /api/documents/{id}/download — opens the file through a short-lived link. */
export async function openLibraryDocument(id: string): Promise<void> {
  const { url } = await apiRequest(`/documents/${encodeURIComponent(id)}/download`, {
    schema: documentDownloadResponse,
  });
  window.location.assign(url);
}
