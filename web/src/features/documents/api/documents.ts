import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '@shared/documents/document-type.js';
import {
  createDocumentResponse,
  documentDownloadResponse,
  documentsResponse,
  libraryDocument,
} from '@shared/documents/schemas/documents.js';
import { sendDocumentForSignatureResponse } from '@shared/documents/schemas/document-signing.js';
import { apiRequest } from '../../../lib/api-client';
import { UploadRefusedError, uploadToPresignedPost } from '../../../lib/presigned-upload';

const DOCUMENTS_KEY = ['documents'] as const;

/** The library's filters (each optional). */
export interface DocumentFilters {
  kind?: DocumentKind;
  customer?: string;
  from?: string;
  to?: string;
}

/** GET /api/documents — every document of the account, newest first. */
export function useDocuments(filters: DocumentFilters) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, filters],
    queryFn: () =>
      apiRequest('/documents', {
        query: {
          kind: filters.kind,
          customer: filters.customer || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
        },
        schema: documentsResponse,
      }),
  });
}

/** Uploads a file: a presigned POST from the API, the file straight to storage, then the byte check. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      title,
      customerName,
    }: {
      file: File;
      title: string;
      customerName: string;
    }) => {
      const body = { title, customer_name: customerName || null };
      const step = await apiRequest('/documents', { method: 'POST', body, schema: createDocumentResponse });
      if (!step.upload) throw new Error('No upload form was given');
      if (file.size > step.upload.max_bytes) throw new Error('File size must be less than 20MB');
      try {
        await uploadToPresignedPost(step.upload, file);
      } catch (error) {
        // A refusal reads as this screen's own failure; a network failure keeps fetch's message.
        if (error instanceof UploadRefusedError)
          throw new Error('The file could not be uploaded', { cause: error });
        throw error;
      }
      return apiRequest('/documents', {
        method: 'POST',
        body: { ...body, upload_key: step.upload.key },
        schema: createDocumentResponse,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

/** GET /api/documents/{id}/download — opens the latest file (or an earlier `version`) through a short-lived link. */
export async function openDocument(id: string, version?: number): Promise<void> {
  const { url } = await apiRequest(`/documents/${encodeURIComponent(id)}/download`, {
    query: { version },
    schema: documentDownloadResponse,
  });
  window.location.assign(url);
}

/** POST /api/documents/regenerate/{id} — renders a generated document again as a new version. */
export function useRegenerateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/documents/regenerate/${encodeURIComponent(id)}`, {
        method: 'POST',
        schema: libraryDocument,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

/** POST /api/documents/{id}/send-for-signature — mails the signer a single-use signing link. */
export function useSendForSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, signerName, signerEmail }: { id: string; signerName: string; signerEmail: string }) =>
      apiRequest(`/documents/${encodeURIComponent(id)}/send-for-signature`, {
        method: 'POST',
        body: { signer_name: signerName, signer_email: signerEmail },
        schema: sendDocumentForSignatureResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
