import * as z from '@shared/kernel/zod.js';

/** The checkout's wording (docs/product.md#billing). */
export const CHECKOUT_MESSAGES = {
  selectPackage: 'Please select a package',
  requiredFields: 'Please fill in all required fields',
  failed: 'Failed to create checkout session',
} as const;

const required = z.string().check(z.trim(), z.minLength(1, CHECKOUT_MESSAGES.requiredFields));

/**
 * The presale checkout form (the API's request joins the names and adds the page's origin, so the
 * form has a schema of its own). The spec shows one problem for the whole form, so the messages are
 * the form's, not a field's.
 */
export const presaleCheckoutForm = z.object({
  packageId: z.string().check(z.minLength(1, CHECKOUT_MESSAGES.selectPackage)),
  firstName: required,
  lastName: required,
  email: required,
  coupon: z.string().check(z.trim()),
});

/** The checked values of the presale checkout form (names, email and coupon trimmed). */
export type PresaleCheckoutValues = z.output<typeof presaleCheckoutForm>;
