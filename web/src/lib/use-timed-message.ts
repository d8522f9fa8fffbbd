import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_TIMEOUT_MS } from '@shared/kernel/constants.js';
import type { AlertVariant } from '../components/ui/alert';

/** A banner message: its colour (green success, red error, blue info) and text. */
export interface TimedMessage {
  variant: AlertVariant;
  text: string;
}

/** A banner that clears itself after 5 seconds; showing a new one restarts the clock. */
export function useTimedMessage(timeoutMs: number = MESSAGE_TIMEOUT_MS) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), timeoutMs);
    return () => clearTimeout(timer);
  }, [message, timeoutMs]);
  const show = useCallback((variant: AlertVariant, text: string) => setMessage({ variant, text }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
