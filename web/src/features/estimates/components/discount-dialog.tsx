import { formatMoney } from '@shared/kernel/format.js';
import { discountedCents } from '@shared/estimates/pricing.js';
import { applyDiscountForm } from '@shared/estimates/schemas/estimates.js';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Form } from '../../../components/ui/form';
import { DecimalInput } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useZodForm } from '../../../lib/use-zod-form';

/** The fallback when applying a discount fails. */
export const DISCOUNT_FAILED = 'Failed to apply discount';

/** Props of DiscountDialog. */
export interface DiscountDialogProps {
  open: boolean;
  /** The estimate's total before any discount, dollars. */
  total: number;
  current: number | null;
  busy: boolean;
  error: string | null;
  onApply: (percent: number) => void;
  onClose: () => void;
}

/** Apply Discount with a live preview of the new price (docs/product.md#estimates); (0, 100] in steps of 0.1. */
export function DiscountDialog({ open, total, current, busy, error, onApply, onClose }: DiscountDialogProps) {
  const form = useZodForm(applyDiscountForm, {
    defaultValues: { discount_percent: current ? String(current) : '' },
  });
  const typed = applyDiscountForm.safeParse({ discount_percent: form.watch('discount_percent') });
  const totalCents = Math.round(total * 100);
  const previewCents = typed.success ? discountedCents(totalCents, typed.data.discount_percent) : null;

  return (
    <Modal open={open} onClose={onClose} title="Apply Discount">
      <Form
        form={form}
        onSubmit={(values) => onApply(values.discount_percent)}
        failure={error}
        className="space-y-5 p-6"
      >
        <DecimalInput
          label="Discount percentage"
          min={0.1}
          max={100}
          step={0.1}
          autoFocus
          hint="Between 0.1 and 100 %, in steps of 0.1."
          {...form.field('discount_percent')}
        />
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" aria-live="polite">
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">Estimate total</dt>
              <dd className="tabular-nums text-slate-900">{formatMoney(total)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-600">Discount</dt>
              <dd className="tabular-nums text-slate-900">
                {previewCents === null ? '—' : `−${formatMoney((totalCents - previewCents) / 100)}`}
              </dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
              <dt className="text-brand-950">New price</dt>
              <dd className="tabular-nums text-brand-950" data-testid="discount-preview">
                {previewCents === null ? '—' : formatMoney(previewCents / 100)}
              </dd>
            </div>
          </dl>
        </div>
        <DialogActions onCancel={onClose} cancelDisabled={busy}>
          <Button type="submit" variant="accent" loading={busy}>
            Apply Discount
          </Button>
        </DialogActions>
      </Form>
    </Modal>
  );
}
