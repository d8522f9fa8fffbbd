import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOGO_MESSAGES, logoUploadUrlResponse } from '@shared/accounts/schemas/profile.js';
import { catalogueResponse } from '@shared/estimates/schemas/catalogue.js';
import {
  widgetFunnel,
  widgetSettings,
  type SaveWidgetSettingsRequest,
} from '@shared/widget/schemas/widget.js';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { UploadRefusedError, uploadToPresignedPost } from '../../../lib/presigned-upload';

const WIDGET_KEY = ['widget-settings'] as const;

/** GET /api/widget-settings. */
export function useWidgetSettings() {
  return useQuery({
    queryKey: [...WIDGET_KEY, 'settings'],
    queryFn: ({ signal }) => apiRequest('/widget-settings', { schema: widgetSettings, signal }),
  });
}

/** GET /api/catalogue: the lines the widget's price options are chosen from. */
export function useCatalogueLines() {
  return useQuery({
    queryKey: ['catalogue'],
    queryFn: ({ signal }) => apiRequest('/catalogue', { schema: catalogueResponse, signal }),
    select: (answer) => answer.catalogue.lines,
  });
}

/** GET /api/widget-settings/funnel for this month. */
export function useWidgetFunnel(enabled = true) {
  return useQuery({
    queryKey: [...WIDGET_KEY, 'funnel'],
    queryFn: ({ signal }) => apiRequest('/widget-settings/funnel', { schema: widgetFunnel, signal }),
    enabled,
  });
}

function useStore() {
  const queryClient = useQueryClient();
  return (saved: unknown) => {
    queryClient.setQueryData([...WIDGET_KEY, 'settings'], saved);
    void queryClient.invalidateQueries({ queryKey: [...WIDGET_KEY, 'funnel'] });
  };
}

/** PUT /api/widget-settings. */
export function useSaveWidgetSettings() {
  const store = useStore();
  return useMutation({
    mutationFn: (body: SaveWidgetSettingsRequest) =>
      apiRequest('/widget-settings', { method: 'PUT', body, schema: widgetSettings }),
    onSuccess: store,
  });
}

/** POST /api/widget-settings/rotate-key: the old key stops working at once. */
export function useRotateWidgetKey() {
  const store = useStore();
  return useMutation({
    mutationFn: () => apiRequest('/widget-settings/rotate-key', { method: 'POST', schema: widgetSettings }),
    onSuccess: store,
  });
}

/**
 * The widget's own logo in two steps, like the company logo: a presigned S3 form, the file straight to
 * S3 (which refuses files outside 1..5 MB), then the API checks its bytes and shows it in the widget.
 */
export function useUploadWidgetLogo() {
  const store = useStore();
  return useMutation({
    mutationFn: async (file: File) => {
      const target = await apiRequest('/widget-settings/logo/upload-url', {
        method: 'POST',
        schema: logoUploadUrlResponse,
      });
      try {
        await uploadToPresignedPost({ url: target.upload_url, fields: target.fields }, file);
      } catch (error) {
        if (!(error instanceof UploadRefusedError)) throw error;
        const tooBig = ['EntityTooLarge', 'EntityTooSmall'].includes(error.code);
        throw new ApiError(error.status, tooBig ? LOGO_MESSAGES.size : error.message, [], tooBig);
      }
      return apiRequest('/widget-settings/logo/confirm', {
        method: 'POST',
        body: { key: target.key },
        schema: widgetSettings,
      });
    },
    onSuccess: store,
  });
}

/** DELETE /api/widget-settings/logo: the company logo shows again. */
export function useDeleteWidgetLogo() {
  const store = useStore();
  return useMutation({
    mutationFn: () => apiRequest('/widget-settings/logo', { method: 'DELETE', schema: widgetSettings }),
    onSuccess: store,
  });
}
