import { useState, type FormEvent } from 'react';
import { COUPON_TYPES, hasDiscount, hasTrialDays, type CouponType } from '@shared/operations/coupons.js';
import type { CreateCouponRequest } from '@shared/operations/schemas/coupons.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateCoupon } from '../api/coupons';

/** Labels of the coupon types. */
export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  free_beta: 'Free beta',
  discount: 'Discount',
  extended_trial: 'Extended trial',
  combo: 'Combo',
};

const TYPE_OPTIONS = COUPON_TYPES.map((type) => ({ value: type, label: COUPON_TYPE_LABELS[type] }));

interface Draft {
  code: string;
  coupon_type: CouponType | '';
  description: string;
  discount_percent: string;
  discount_fixed: string;
  trial_days: string;
  grants_beta_access: boolean;
  max_uses: string;
  max_uses_per_user: string;
  valid_from: string;
  valid_until: string;
}

const EMPTY: Draft = {
  code: '',
  coupon_type: '',
  description: '',
  discount_percent: '',
  discount_fixed: '',
  trial_days: '',
  grants_beta_access: true,
  max_uses: '',
  max_uses_per_user: '1',
  valid_from: '',
  valid_until: '',
};

const number = (value: string) => (value.trim() === '' ? null : Number(value));
// A date input gives YYYY-MM-DD; the coupon is valid from the start of that day and until its end (UTC).
const dayStart = (value: string) => (value ? `${value}T00:00:00.000Z` : null);
const dayEnd = (value: string) => (value ? `${value}T23:59:59.999Z` : null);

function requestOf(draft: Draft): CreateCouponRequest {
  return {
    code: draft.code,
    coupon_type: draft.coupon_type as CouponType,
    description: draft.description,
    discount_percent: number(draft.discount_percent),
    discount_fixed: number(draft.discount_fixed),
    trial_days: number(draft.trial_days),
    grants_beta_access: draft.grants_beta_access,
    max_uses: number(draft.max_uses),
    max_uses_per_user: number(draft.max_uses_per_user) ?? 1,
    valid_from: dayStart(draft.valid_from),
    valid_until: dayEnd(draft.valid_until),
  };
}

/** The create-coupon modal (docs/product.md#operations): the discount and trial fields show only for their types. */
export function CreateCouponDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Create Coupon">
      <CreateCouponForm onCancel={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function CreateCouponForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const create = useCreateCoupon();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: Exclude<keyof Draft, 'grants_beta_access' | 'coupon_type'>) => ({
    value: draft[key],
    error: fieldErrors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const type = draft.coupon_type || undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldErrors({});
    try {
      await create.mutateAsync(requestOf(draft));
      onCreated();
    } catch (error) {
      if (error instanceof ApiError)
        setFieldErrors(Object.fromEntries(error.errors.map((issue) => [issue.path, issue.message])));
      setFailure(errorMessage(error, 'Failed to create coupon'));
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4 p-6"
      aria-label="Create coupon"
      noValidate
    >
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Code"
          required
          autoComplete="off"
          {...text('code')}
          onChange={(event) => set('code', event.target.value.toUpperCase())}
        />
        <Select
          label="Coupon type"
          required
          placeholder="Select a type"
          options={TYPE_OPTIONS}
          value={draft.coupon_type}
          error={fieldErrors.coupon_type}
          onChange={(event) => set('coupon_type', event.target.value as CouponType)}
        />
      </div>
      <Textarea label="Description" rows={2} {...text('description')} />
      {type && hasDiscount(type) && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Discount percent"
            type="number"
            min={0}
            max={100}
            step="any"
            {...text('discount_percent')}
          />
          <Input label="Discount fixed ($)" type="number" min={0} step="0.01" {...text('discount_fixed')} />
        </div>
      )}
      {type && hasTrialDays(type) && (
        <Input label="Trial days" type="number" min={0} step={1} {...text('trial_days')} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Max total uses"
          type="number"
          min={0}
          step={1}
          hint="Blank means unlimited"
          {...text('max_uses')}
        />
        <Input
          label="Max uses per user"
          type="number"
          min={1}
          step={1}
          required
          {...text('max_uses_per_user')}
        />
        <Input label="Valid from" type="date" {...text('valid_from')} />
        <Input label="Valid until" type="date" {...text('valid_until')} />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300"
          checked={draft.grants_beta_access}
          onChange={(event) => set('grants_beta_access', event.target.checked)}
        />
        Grants beta access
      </label>
      <DialogActions onCancel={onCancel} className="pt-1">
        <Button type="submit" variant="accent" loading={create.isPending}>
          Create Coupon
        </Button>
      </DialogActions>
    </form>
  );
}
