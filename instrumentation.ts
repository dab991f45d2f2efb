// Next.js calls register() once when a server process starts (lib/instance/start-instance.ts says what happens).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startInstance } = await import('./lib/instance/start-instance');
  startInstance();
}
