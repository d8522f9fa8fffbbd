import { formatDateTime } from '@shared/kernel/format.js';
import type { CouponRedemptionView } from '@shared/operations/schemas/coupons.js';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { CardLine } from '../../../components/ui/card';
import { EmailText } from '../../../components/ui/email-text';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner } from '../../../components/ui/spinner';
import { useCouponRedemptions } from '../api/coupons';

const STATE_LABELS: Record<CouponRedemptionView['state'], { label: string; tone: BadgeTone }> = {
  final: { label: 'Redeemed', tone: 'green' },
  pending: { label: 'Checkout open', tone: 'amber' },
  released: { label: 'Checkout expired', tone: 'slate' },
};

/** Who redeemed a coupon and when (docs/product.md#operations): address, date, sign-up or checkout. */
export function RedemptionsDialog({
  coupon,
  onClose,
}: {
  coupon: { id: string; code: string } | null;
  onClose: () => void;
}) {
  const redemptions = useCouponRedemptions(coupon?.id);
  const rows = redemptions.data?.redemptions ?? [];
  return (
    <Modal open={coupon !== null} onClose={onClose} title={`Redemptions — ${coupon?.code ?? ''}`}>
      <div className="p-6">
        {redemptions.isPending ? (
          <PageSpinner label="Loading redemptions…" />
        ) : redemptions.isError ? (
          <Alert variant="error">Failed to load the redemptions.</Alert>
        ) : rows.length === 0 ? (
          <p className="text-slate-600">Nobody has redeemed this code yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Redemptions">
            {rows.map((row) => (
              <li key={row.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <CardLine>
                  <p className="min-w-0 font-medium text-brand-950">
                    <EmailText emails={row.email} />
                  </p>
                  <Badge tone={STATE_LABELS[row.state].tone}>{STATE_LABELS[row.state].label}</Badge>
                </CardLine>
                <p className="text-slate-600">
                  {formatDateTime(row.redeemed_at)} · {row.source === 'signup' ? 'at sign-up' : 'at checkout'}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Modal>
  );
}
