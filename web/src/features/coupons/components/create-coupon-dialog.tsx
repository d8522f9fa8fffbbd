import {
  COUPON_TYPES,
  hasDiscount,
  hasTrialDays,
  type CouponDuration,
  type CouponType,
} from '@shared/operations/coupons.js';
import {
  createCouponForm,
  type CouponDraft,
  type CreateCouponInput,
} from '@shared/operations/schemas/coupons.js';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Checkbox } from '../../../components/ui/checkbox';
import { Form, SubmitButton } from '../../../components/ui/form';
import { CountInput, Input, MoneyInput } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { blankFields, useZodForm } from '../../../lib/use-zod-form';
import { useCreateCoupon } from '../api/coupons';

/** Labels of the coupon types. */
export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  free_beta: 'Free beta',
  discount: 'Discount',
  extended_trial: 'Extended trial',
  combo: 'Combo',
};

const TYPE_OPTIONS = COUPON_TYPES.map((type) => ({ value: type, label: COUPON_TYPE_LABELS[type] }));

/** How long a discount lasts on a subscription (Stripe's coupon duration). */
const DURATION_OPTIONS: { value: CouponDuration; label: string }[] = [
  { value: 'once', label: 'First payment only' },
  { value: 'repeating', label: 'A number of months' },
  { value: 'forever', label: 'Every payment (forever)' },
];

const EMPTY: CouponDraft = {
  ...blankFields('code', 'description', 'valid_from', 'valid_until', 'duration_in_months'),
  ...blankFields('discount_percent', 'discount_fixed', 'trial_days', 'max_uses'),
  coupon_type: '',
  duration: 'once',
  // Off by default: beta access is a deliberate choice, not a side effect of a discount code.
  grants_beta_access: false,
  max_uses_per_user: '1',
};

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
  const form = useZodForm(createCouponForm, { defaultValues: EMPTY });
  const type = form.watch('coupon_type') || undefined;
  const duration = form.watch('duration');
  const code = form.field('code');

  const onSubmit = async (values: CreateCouponInput) => {
    try {
      // The API reads a missing description, not null, as none.
      await create.mutateAsync({ ...values, description: values.description ?? undefined });
      onCreated();
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure, 'Failed to create coupon') });
      // A refusal names the fields it rejected (a code already taken); show each next to its input.
      if (failure instanceof ApiError)
        for (const issue of failure.errors)
          if (issue.path in EMPTY) form.setError(issue.path as keyof CouponDraft, { message: issue.message });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4 p-6" aria-label="Create coupon">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Code"
          required
          autoComplete="off"
          {...code}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            return code.onChange(event);
          }}
        />
        <Select
          label="Coupon type"
          required
          placeholder="Select a type"
          options={TYPE_OPTIONS}
          {...form.field('coupon_type')}
        />
      </div>
      <Textarea label="Description" rows={2} {...form.field('description')} />
      {type && hasDiscount(type) && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Discount percent"
            type="number"
            min={0}
            max={100}
            step="any"
            {...form.field('discount_percent')}
          />
          <MoneyInput label="Discount fixed ($)" {...form.field('discount_fixed')} />
          <Select label="Discount lasts" options={DURATION_OPTIONS} {...form.field('duration')} />
          {duration === 'repeating' && (
            <CountInput label="Months" min={1} max={36} required {...form.field('duration_in_months')} />
          )}
        </div>
      )}
      {type && hasTrialDays(type) && <CountInput label="Trial days" {...form.field('trial_days')} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <CountInput label="Max total uses" hint="Blank means unlimited" {...form.field('max_uses')} />
        <CountInput label="Max uses per user" min={1} required {...form.field('max_uses_per_user')} />
        <Input label="Valid from" type="date" {...form.field('valid_from')} />
        <Input label="Valid until" type="date" {...form.field('valid_until')} />
      </div>
      {type === 'free_beta' ? (
        <p className="text-sm text-slate-600">A free beta code always grants beta access.</p>
      ) : (
        <Checkbox
          labelClassName="flex items-center gap-2 text-sm text-slate-800"
          className="size-4 rounded border-slate-300"
          {...form.register('grants_beta_access')}
        >
          Grants beta access
        </Checkbox>
      )}
      <DialogActions onCancel={onCancel} className="pt-1">
        <SubmitButton form={form} variant="accent" loading={create.isPending}>
          Create Coupon
        </SubmitButton>
      </DialogActions>
    </Form>
  );
}
