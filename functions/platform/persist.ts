// The SDK retries a failed call at most twice, and not at all once its client's retry quota is
// spent (500 tokens, 5-10 per retry, 1 back per success: a busy container under a burst of
// throttling spends it). A write whose loss would leave a record half-made gets a few more tries.

const PAUSES_MS = [100, 200, 400, 800];

/** Runs `work`, trying again after each failure with a growing pause (5 tries in all, ~1.5 s at most). */
export async function persistently<T>(work: () => Promise<T>): Promise<T> {
  for (const pause of PAUSES_MS) {
    try {
      return await work();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
  return work();
}
