import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueResponse } from '@shared/estimates/schemas/catalogue.js';
import {
  widgetFunnel,
  widgetSettings,
  type SaveWidgetSettingsRequest,
} from '@shared/widget/schemas/widget.js';
import { apiRequest } from '../../../lib/api-client';

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
