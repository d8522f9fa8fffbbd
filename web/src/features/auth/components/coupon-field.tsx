import { useState } from 'react';
import type { FieldBinding } from '../../../lib/use-zod-form';
import type { FieldValues } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { validateCoupon } from '../api/coupon';

/**
 * The "I have a code" field of sign-up: folded away until asked for (or filled from `?coupon=`),
 * and says what the code grants, or why it does not, once the visitor leaves the field.
 */
export function CouponField<T extends FieldValues>({
  binding,
  initialCode,
}: {
  binding: FieldBinding<T>;
  initialCode: string;
}) {
  const [open, setOpen] = useState(Boolean(initialCode));
  const [check, setCheck] = useState<{ valid: boolean; text: string } | null>(null);
  if (!open)
    return (
      <button
        type="button"
        className="text-sm font-semibold text-accent-700 hover:text-accent-800"
        onClick={() => setOpen(true)}
      >
        I have a code
      </button>
    );
  return (
    <div>
      <Input
        label="Coupon code"
        autoComplete="off"
        {...binding}
        onBlur={(event) => {
          void binding.onBlur(event);
          const code = event.target.value.trim();
          if (!code) return setCheck(null);
          validateCoupon(code)
            .then((answer) => setCheck({ valid: answer.valid, text: answer.message }))
            .catch(() => setCheck(null));
        }}
      />
      {check && !binding.error && (
        <p
          className={check.valid ? 'mt-1 text-sm text-green-700' : 'mt-1 text-sm text-red-700'}
          role="status"
        >
          {check.text}
        </p>
      )}
    </div>
  );
}
