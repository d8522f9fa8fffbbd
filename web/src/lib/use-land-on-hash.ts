import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the element `id` into view when the address ends in `#id`, once `ready` (its content drawn):
 * a link such as /dashboard/settings#phase-template lands on that section even though it loads after
 * the page. Sections that load later above it keep it in place through the browser's scroll anchoring.
 */
export function useLandOnHash(id: string, ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [ready, hash, id]);
}
