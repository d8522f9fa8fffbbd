import type { InputHTMLAttributes, Ref } from 'react';
import { HONEYPOT_FIELD } from '@shared/public-site/schemas/public-forms.js';

/**
 * The bot trap of public forms: off-screen, out of the tab order and hidden from assistive
 * technology, so only scripts that fill every field put a value in it.
 */
export function HoneypotField(
  props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
