/** The estimate detail screen's wording (docs/product.md#estimates). */
export const DETAIL_MESSAGES = {
  notFound: 'Estimate not found',
  loadFailed: 'Failed to load estimate',
  discountApplied: (percent: number) => `Discount of ${percent}% applied successfully!`,
  repriced: 'Repriced with your current rates.',
  repriceFailed: 'Failed to reprice the estimate. Please try again.',
  retried: 'Measurement queued again.',
  retryFailed: 'Failed to retry the measurement. Please try again.',
} as const;
