/** Fast navigations show no progress bar (NavigationProgress.tsx): a bar that flashes for a moment distracts. */
export const PROGRESS_DELAY_MS = 300;
