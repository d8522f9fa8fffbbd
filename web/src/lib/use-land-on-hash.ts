import { useEffect } from 'react';

/**
 * Scrolls the element `id` into view when the address ends in `#id`, once `ready` (its content drawn):
 * a link such as /dashboard/settings#phase-template lands on that section even though it loads after
 * the page. Sections that load later above it keep it in place through the browser's scroll anchoring.
 * It reads the address itself, so a section also works outside a router (its unit tests).
 */
export function useLandOnHash(id: string, ready: boolean): void {
  useEffect(() => {
    if (ready && window.location.hash === `#${id}`)
      document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [ready, id]);
}
