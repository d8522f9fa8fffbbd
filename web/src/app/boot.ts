/** Longest wait for the first paint; a browser that never reports one still gets a working page. */
const FIRST_PAINT_WAIT_MS = 3000;

/** Calls `then` once, after the browser has shown the page's first content. */
function afterFirstContentfulPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    setTimeout(then);
  };
  setTimeout(once, FIRST_PAINT_WAIT_MS);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(once);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Starts the app from the entry chunk, which stays tiny. A prerendered page is readable as it arrives:
 * its app code loads once the first content is on screen instead of competing with the HTML and CSS
 * for it, and until React has adopted the HTML the page says that its controls do nothing yet
 * (`aria-disabled` on #root, which assistive technology and test drivers honour; start-app removes
 * it). The empty SPA shell of every other route starts at once.
 */
export function boot(container: HTMLElement): void {
  // The app starts in a task of its own, after the one that evaluates its modules: two shorter tasks
  // keep the main thread responsive where one long one would block input.
  const start = () =>
    void import('./start-app').then((app) => setTimeout(() => void app.startApp(container)));
  if (!container.firstElementChild) return start();
  container.setAttribute('aria-disabled', 'true');
  afterFirstContentfulPaint(start);
}
