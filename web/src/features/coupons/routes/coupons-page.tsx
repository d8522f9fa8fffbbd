import { useState } from 'react';
import { describeDuration, discountDuration, type CouponStatus } from '@shared/operations/coupons.js';
import { capitalize, formatDate, formatMoney } from '@shared/kernel/format.js';
import type { CouponView } from '@shared/operations/schemas/coupons.js';
import { Alert } from '../../../components/ui/alert';
import { AuditTrailDialog } from '../../../components/ui/audit-trail-dialog';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardLine } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { TableColumn } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { Stat } from '../../../components/ui/stat';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage } from '../../../lib/use-timed-message';
import {
  useCouponHistory,
  useCoupons,
  useCouponStats,
  useDeleteCoupon,
  useSetCouponStatus,
} from '../api/coupons';
import { COUPON_TYPE_LABELS, CreateCouponDialog } from '../components/create-coupon-dialog';
import { RedemptionsDialog } from '../components/redemptions-dialog';

/** Wording of the coupon screen (docs/product.md#operations). */
export const COUPON_MESSAGES = {
  loadFailed: 'Failed to load coupons',
  toggleFailed: 'Failed to update coupon status',
  deleteFailed: 'Failed to delete coupon',
  confirmDelete: 'Are you sure you want to delete this coupon?',
  created: 'Coupon created successfully',
  deleted: 'Coupon deleted successfully',
  enabled: 'Coupon enabled',
  disabled: 'Coupon disabled',
} as const;

const STATUS_TONES: Record<CouponStatus, BadgeTone> = {
  active: 'green',
  disabled: 'slate',
  expired: 'amber',
  depleted: 'red',
};

function StatusBadge({ status }: { status: CouponStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{capitalize(status)}</Badge>;
}

/** What a coupon gives, in one short line. */
function benefit(coupon: CouponView): string {
  const parts: string[] = [];
  if (coupon.discount_percent) parts.push(`${coupon.discount_percent}% off`);
  if (coupon.discount_fixed) parts.push(`${formatMoney(coupon.discount_fixed)} off`);
  if (coupon.discount_percent || coupon.discount_fixed)
    parts.push(describeDuration(discountDuration(coupon)));
  if (coupon.trial_days) parts.push(`+${coupon.trial_days} trial days`);
  if (coupon.grants_beta_access || coupon.coupon_type === 'free_beta') parts.push('beta access');
  return parts.join(' · ') || '—';
}

function uses(coupon: CouponView): string {
  const held = coupon.pending_uses ? ` (${coupon.pending_uses} in open checkouts)` : '';
  return `${coupon.current_uses} / ${coupon.max_uses ?? '∞'}${held}`;
}

function validity(coupon: CouponView): string {
  const from = coupon.valid_from ? formatDate(coupon.valid_from, { utc: true }) : null;
  const until = coupon.valid_until ? formatDate(coupon.valid_until, { utc: true }) : null;
  if (from && until) return `${from} – ${until}`;
  if (until) return `Until ${until}`;
  return from ? `From ${from}` : 'Always';
}

interface Actions {
  busyId: string | null;
  onToggle: (coupon: CouponView) => void;
  onDelete: (coupon: CouponView) => void;
  onHistory: (coupon: CouponView) => void;
  onRedemptions: (coupon: CouponView) => void;
}

function CouponActions({ coupon, busyId, onToggle, onDelete, onHistory }: Actions & { coupon: CouponView }) {
  const toggleable = coupon.status === 'active' || coupon.status === 'disabled';
  const on = coupon.status === 'active';
  return (
    <div className="flex items-center justify-end gap-1">
      <label className="mr-1 inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={on}
          disabled={!toggleable || busyId === coupon.id}
          onChange={() => onToggle(coupon)}
          aria-label={`${on ? 'Disable' : 'Enable'} ${coupon.code}`}
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-green-600 peer-disabled:opacity-40 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onHistory(coupon)}
        aria-label={`History of ${coupon.code}`}
      >
        History
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        disabled={busyId === coupon.id}
        onClick={() => onDelete(coupon)}
        aria-label={`Delete ${coupon.code}`}
      >
        Delete
      </Button>
    </div>
  );
}

/** The uses, as a link-like button to who redeemed the code. */
function UsesButton({
  coupon,
  onRedemptions,
}: {
  coupon: CouponView;
  onRedemptions: Actions['onRedemptions'];
}) {
  return (
    <button
      type="button"
      className="rounded text-left tabular-nums text-brand-800 underline decoration-dotted underline-offset-2 hover:text-brand-950 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      onClick={() => onRedemptions(coupon)}
      aria-label={`Redemptions of ${coupon.code}`}
      title="Who redeemed this code"
    >
      {uses(coupon)}
    </button>
  );
}

function CouponList({ coupons, ...actions }: Actions & { coupons: CouponView[] }) {
  const columns: TableColumn<CouponView>[] = [
    {
      header: 'Code',
      cell: (coupon) => (
        <div>
          <p className="font-mono font-semibold text-brand-950">{coupon.code}</p>
          {coupon.description && (
            <p className="max-w-44 truncate text-xs text-slate-500">{coupon.description}</p>
          )}
        </div>
      ),
    },
    { header: 'Type', cell: (coupon) => COUPON_TYPE_LABELS[coupon.coupon_type] },
    { header: 'Benefit', cellClassName: 'min-w-36 text-slate-700', cell: benefit },
    {
      header: 'Uses',
      cell: (coupon) => <UsesButton coupon={coupon} onRedemptions={actions.onRedemptions} />,
    },
    // Wraps at the dash, so that a date range does not push the row's actions out of a 1280 px screen.
    { header: 'Valid', cellClassName: 'min-w-28 text-slate-700', cell: validity },
    { header: 'Status', cell: (coupon) => <StatusBadge status={coupon.status} /> },
    {
      header: 'Actions',
      headerClassName: 'text-right',
      cell: (coupon) => <CouponActions coupon={coupon} {...actions} />,
    },
  ];
  return (
    <ResponsiveList
      rows={coupons}
      columns={columns}
      label="Coupons"
      card={(coupon) => (
        <>
          <CardLine>
            <div className="min-w-0">
              <p className="font-mono font-semibold text-brand-950">{coupon.code}</p>
              <p className="text-sm text-slate-600">{COUPON_TYPE_LABELS[coupon.coupon_type]}</p>
            </div>
            <StatusBadge status={coupon.status} />
          </CardLine>
          <p className="text-sm text-slate-700">{benefit(coupon)}</p>
          <p className="text-xs text-slate-500">
            Uses <UsesButton coupon={coupon} onRedemptions={actions.onRedemptions} /> · {validity(coupon)}
          </p>
          <CouponActions coupon={coupon} {...actions} />
        </>
      )}
    />
  );
}

/** /dashboard/admin/coupons (users.manage): stats cards, the coupon table and the create modal (docs/product.md#operations). */
export function CouponsPage() {
  usePageTitle('Coupon Management');
  const coupons = useCoupons();
  const stats = useCouponStats();
  const setStatus = useSetCouponStatus();
  const remove = useDeleteCoupon();
  const { message, show } = useTimedMessage();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CouponView | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [history, setHistory] = useState<CouponView | null>(null);
  const [redeemedBy, setRedeemedBy] = useState<CouponView | null>(null);
  const trail = useCouponHistory(history?.id);

  const onToggle = async (coupon: CouponView) => {
    setBusyId(coupon.id);
    try {
      const answer = await setStatus.mutateAsync({
        id: coupon.id,
        status: coupon.status === 'active' ? 'disabled' : 'active',
      });
      show('success', answer.message);
    } catch (failure) {
      show('error', errorMessage(failure, COUPON_MESSAGES.toggleFailed));
    } finally {
      setBusyId(null);
    }
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    setBusyId(deleting.id);
    try {
      const answer = await remove.mutateAsync(deleting.id);
      show(answer.deleted ? 'success' : 'info', answer.message);
    } catch (failure) {
      show('error', errorMessage(failure, COUPON_MESSAGES.deleteFailed));
    } finally {
      setBusyId(null);
      setDeleting(null);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Coupon Management"
        description="Beta, trial and discount codes, and how often they were redeemed"
        actions={
          <Button variant="accent" icon="plus" onClick={() => setCreating(true)}>
            Create Coupon
          </Button>
        }
      />

      {message && <Alert variant={message.variant}>{message.text}</Alert>}

      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat card size="2xl" label="Total coupons" value={stats.data?.total_coupons ?? '—'} />
        <Stat card size="2xl" label="Active coupons" value={stats.data?.active_coupons ?? '—'} />
        <Stat card size="2xl" label="Total redemptions" value={stats.data?.total_redemptions ?? '—'} />
      </dl>

      {coupons.isPending ? (
        <PageSpinner label="Loading coupons…" />
      ) : coupons.isError ? (
        <RetryAlert title={COUPON_MESSAGES.loadFailed} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No coupons yet. Create one to offer beta access, a longer trial or a discount.
        </p>
      ) : (
        <CouponList
          coupons={coupons.data}
          busyId={busyId}
          onToggle={(coupon) => void onToggle(coupon)}
          onDelete={setDeleting}
          onHistory={setHistory}
          onRedemptions={setRedeemedBy}
        />
      )}

      <CreateCouponDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          show('success', COUPON_MESSAGES.created);
        }}
      />
      <RedemptionsDialog coupon={redeemedBy} onClose={() => setRedeemedBy(null)} />
      <AuditTrailDialog
        open={history !== null}
        title={`History — ${history?.code ?? ''}`}
        onClose={() => setHistory(null)}
        pending={trail.isPending}
        failed={trail.isError}
        entries={trail.data?.entries ?? []}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete coupon"
        message={COUPON_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        busy={busyId !== null && busyId === deleting?.id}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
