import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponStatus } from '@shared/operations/coupons.js';
import {
  couponListResponse,
  couponRedemptionsResponse,
  couponStatsResponse,
  couponStatusResponse,
  couponView,
  deleteCouponResponse,
  type CreateCouponRequest,
} from '@shared/operations/schemas/coupons.js';
import { auditListResponse } from '@shared/operations/schemas/crm.js';
import { apiRequest } from '../../../lib/api-client';

const COUPONS_KEY = ['coupons'] as const;

/** GET /api/coupons/ — every coupon. */
export function useCoupons() {
  return useQuery({
    queryKey: [...COUPONS_KEY, 'list'],
    queryFn: () => apiRequest('/coupons/', { schema: couponListResponse }),
  });
}

/** GET /api/coupons/stats/usage — the stats cards. */
export function useCouponStats() {
  return useQuery({
    queryKey: [...COUPONS_KEY, 'stats'],
    queryFn: () => apiRequest('/coupons/stats/usage', { schema: couponStatsResponse }),
  });
}

function useCouponMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}

/** POST /api/coupons/ — create a coupon. */
export function useCreateCoupon() {
  return useCouponMutation((body: CreateCouponRequest) =>
    apiRequest('/coupons/', { method: 'POST', body, schema: couponView }),
  );
}

/** PUT /api/coupons/{id}/status?new_status= — the active ↔ disabled toggle. */
export function useSetCouponStatus() {
  return useCouponMutation(({ id, status }: { id: string; status: CouponStatus }) =>
    apiRequest(`/coupons/${encodeURIComponent(id)}/status`, {
      method: 'PUT',
      query: { new_status: status },
      schema: couponStatusResponse,
    }),
  );
}

/** DELETE /api/coupons/{id} — delete, or disable when it has redemptions. */
export function useDeleteCoupon() {
  return useCouponMutation((id: string) =>
    apiRequest(`/coupons/${encodeURIComponent(id)}`, { method: 'DELETE', schema: deleteCouponResponse }),
  );
}

/** GET /api/crm/audit/coupon/{id} — who created, toggled or deleted a coupon. */
export function useCouponHistory(id: string | undefined) {
  return useQuery({
    queryKey: [...COUPONS_KEY, 'history', id],
    enabled: Boolean(id),
    queryFn: () =>
      apiRequest(`/crm/audit/coupon/${encodeURIComponent(id ?? '')}`, { schema: auditListResponse }),
  });
}

/** GET /api/coupons/{id}/redemptions — who redeemed a coupon and when. */
export function useCouponRedemptions(id: string | undefined) {
  return useQuery({
    queryKey: [...COUPONS_KEY, 'redemptions', id],
    enabled: Boolean(id),
    queryFn: () =>
      apiRequest(`/coupons/${encodeURIComponent(id ?? '')}/redemptions`, {
        schema: couponRedemptionsResponse,
      }),
  });
}
