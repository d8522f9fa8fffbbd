/**
 * Starts the app from the entry chunk, which stays tiny. A prerendered page is readable as it arrives:
 * its app code loads after the first paint instead of competing with the HTML and CSS for it, and until
 * React has adopted the HTML the page says that its controls do nothing yet (`aria-disabled` on #root,
 * which assistive technology and test drivers honour; start-app removes it). The empty SPA shell of
 * every other route starts at once.
 */
export function boot(container: HTMLElement): void {
  const start = () => void import('./start-app').then((app) => app.startApp(container));
  if (!container.firstElementChild) return start();
  container.setAttribute('aria-disabled', 'true');
  requestAnimationFrame(() => setTimeout(start));
}
