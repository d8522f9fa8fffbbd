import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunicationFilters } from '@shared/mail/communications.js';
import {
  communicationsPage,
  messageTemplate,
  previewResponse,
  sendCommunicationResponse,
  templatesResponse,
  type CreateTemplateRequest,
  type SendCommunicationRequest,
} from '@shared/communications/schemas/communications.js';
import { mailHealthResponse } from '@shared/mail/schemas/mail-health.js';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/communications/mail-health — the delivery health of the account's mail, and any pause. */
export function useMailHealth() {
  return useQuery({
    queryKey: ['communications', 'mail-health'],
    queryFn: () => apiRequest('/communications/mail-health', { schema: mailHealthResponse }),
  });
}

const COMMUNICATIONS_KEY = ['communications'] as const;

/**
 * GET /api/communications — page by page, newest first. While a message is still on its way the
 * list refreshes every 2 s (an empty one every 4 s), so delivered or bounced shows up without a reload.
 */
export function useCommunications(filters: CommunicationFilters) {
  return useInfiniteQuery({
    queryKey: [...COMMUNICATIONS_KEY, filters],
    queryFn: ({ pageParam }) =>
      apiRequest('/communications', {
        query: {
          type: filters.type,
          status: filters.status,
          audience: filters.audience,
          customer: filters.customer || undefined,
          estimate_id: filters.estimateId,
          project_id: filters.projectId,
          limit: 25,
          cursor: pageParam,
        },
        schema: communicationsPage,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    refetchInterval: (query) => {
      const pages = query.state.data?.pages ?? [];
      const inFlight = pages.some((page) =>
        page.communications.some(
          (item) => item.delivery_status === 'queued' || item.delivery_status === 'sent',
        ),
      );
      // Messages on their way refresh fast; an empty list (e.g. an estimate whose proposal is about to go out) slowly.
      if (inFlight) return 2000;
      return pages.every((page) => page.communications.length === 0) ? 4000 : false;
    },
  });
}

/** GET /api/communications/templates — built-in and own templates, and the fields they may use. */
export function useMessageTemplates() {
  return useQuery({
    queryKey: [...COMMUNICATIONS_KEY, 'templates'],
    queryFn: () => apiRequest('/communications/templates', { schema: templatesResponse }),
  });
}

/** POST /api/communications/send — a message, recorded and tracked. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendCommunicationRequest) =>
      apiRequest('/communications/send', { method: 'POST', body, schema: sendCommunicationResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMUNICATIONS_KEY }),
  });
}

/** POST /api/communications/preview — each recipient's filled subject and text, and the fields left blank. */
export function usePreviewMessage() {
  return useMutation({
    mutationFn: (body: SendCommunicationRequest) =>
      apiRequest('/communications/preview', { method: 'POST', body, schema: previewResponse }),
  });
}

/** POST /api/communications/templates — save a template. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplateRequest) =>
      apiRequest('/communications/templates', { method: 'POST', body, schema: messageTemplate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMUNICATIONS_KEY }),
  });
}
