/** The longest a sign-in back-off ever makes anyone wait: 15 minutes. */
export const BACK_OFF_CAP_SECONDS = 900;

/**
 * Seconds to wait after the `failures`-th failure in a row when the first `free` cost nothing:
 * 1 s after the first one beyond them, doubling each time, never more than 15 minutes.
 */
export function backOffSeconds(failures: number, free: number): number {
  const beyond = failures - free;
  if (beyond <= 0) return 0;
  // 2^10 already passes the cap; stopping there keeps the power small.
  return Math.min(BACK_OFF_CAP_SECONDS, 2 ** Math.min(beyond - 1, 10));
}
