import { useEffect } from 'react';

/** Sets the document title to "<title> — Ridgeline" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — Ridgeline`;
  }, [title]);
}
