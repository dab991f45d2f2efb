// `npm start`: install what is missing, build if needed, serve the demo site (embedded mode
// unless CMS_URL is set) on http://HOST:PORT/de.
import { ensureInstalled, run } from './ensure-installed.mjs';

ensureInstalled();
const { buildIfNeeded } = await import('./build-if-needed.mjs');
const built = buildIfNeeded();
if (built !== 0) process.exit(built);

const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
console.log(`› Website: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/de`);
process.exit(run('npx', ['next', 'start', '-H', host, '-p', port], { env: { NEXT_TELEMETRY_DISABLED: '1' } }));
