import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` milliseconds (a search box waits for the typing to pause). */
export function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
