/** Starts the app from the entry chunk, which stays tiny, in a task of its own. */
export function boot(container: HTMLElement): void {
  // The app starts in a task of its own, after the one that evaluates its modules: two shorter tasks
  // keep the main thread responsive where one long one would block input.
  void import('./start-app').then((app) => setTimeout(() => app.startApp(container)));
}
