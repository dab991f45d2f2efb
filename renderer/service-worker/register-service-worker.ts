// Registers /sw.js (production builds only). Registration can fail or be refused (private modes,
// blocked workers, policies): the site works without a worker, so a failure is never an error.
export function registerServiceWorker(nav: Navigator = navigator): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in nav)) return;
  try {
    void Promise.resolve(nav.serviceWorker.register('/sw.js', { scope: '/' })).catch(() => {});
  } catch {
    // Some browsers throw synchronously when workers are disabled.
  }
}
