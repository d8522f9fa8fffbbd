// The wording of My Rates and its tabs (docs/product.md#estimates), in one place for the screens and tests.

/** Wording of the Rates tab (and of the page when the rates fail to load). */
export const RATES_MESSAGES = {
  saved: 'Rates saved successfully! Your estimates will now use these rates.',
  saveFailed: 'Failed to save rates. Please try again.',
  reset: 'Rates reset to defaults. Click Save to apply.',
  loadFailed: 'Failed to load your rates. Please try again.',
  readOnly: 'Only account admins and managers can change rates.',
} as const;

/** Wording of the Options & upgrades tab. */
export const OPTIONS_MESSAGES = {
  isDefault: 'These are the starting options built from your rates. Save to make them yours.',
  saved: 'Options saved. New proposals offer these lines and upgrades.',
  saveFailed: 'Failed to save your options. Please try again.',
  reset: 'Starting options restored. Click Save to apply.',
  loadFailed: 'Failed to load your options.',
} as const;

/** Wording of the Financing tab. */
export const FINANCING_MESSAGES = {
  none: 'No financing plans yet. Add one to show homeowners a monthly payment next to each option.',
  saved: 'Financing plans saved.',
  saveFailed: 'Failed to save your financing plans. Please try again.',
  loadFailed: 'Failed to load your financing plans.',
} as const;
