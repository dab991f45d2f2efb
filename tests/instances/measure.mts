// Requests per second of one instance and of two behind the test's round-robin proxy, on a kept page (ISR).
// Not part of `npm test`: `DATABASE_URL=postgres://… npx tsx tests/instances/measure.mts` after a build
// (INSTANCES_BUILD_DIR, default .next). The proxy runs on the same machine and costs CPU too, so "one instance behind
// the proxy" is measured as well: two instances behind it against that is what a second instance adds.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { json, startStubCms } from '../e2e/support/stub-cms';
import { freePort } from '../e2e/support/free-port';
import { startProxy } from './support/proxy';
import { copyBuild, startInstance, stopInstance, waitHealthy } from './support/instance';

const ADMIN_URL = process.env.DATABASE_URL;
if (!ADMIN_URL) throw new Error('DATABASE_URL fehlt.');
const BUILD = process.env.INSTANCES_BUILD_DIR ?? '.next';
const SECONDS = Number(process.env.MEASURE_SECONDS ?? 10);
const CONNECTIONS = 20;
const RUN = Date.now().toString(36);
const TMP = `tests/.tmp/messung-${RUN}`;
const PAGE = '/de/mehrere/seite';

async function admin(text: string) {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function rps(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const cms = await startStubCms((url, _req, res) => {
  if (url.pathname === '/api/cms/menu')
    return json(res, 200, { menuItems: [{ title: 'Rathaus', href: '/de/rathaus' }] });
  if (url.pathname === '/api/wetter')
    return json(res, 200, { icon: 'sonnig', act_temperature: 18, condition: 'Sonnig' });
  if (url.pathname === '/api/cms/seite' && url.searchParams.get('pfad') === PAGE)
    return json(res, 200, {
      pageLayout: 'default',
      title: 'Messung',
      content: [{ id: 't', template: 'text', slotName: 'main', options: { text: '<p>Stand m</p>' } }],
    });
  return json(res, 404, { message: 'Nicht gefunden' });
});
const database = `messung_${RUN}`;
await admin(`CREATE DATABASE ${database}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${database}`;
copyBuild(BUILD, `${TMP}/a`);
copyBuild(BUILD, `${TMP}/b`);
const [portA, portB] = [await freePort(), await freePort()];
const env = {
  DATABASE_URL: url.toString(),
  CMS_URL: cms.url,
  PAGE_REVALIDATE_SECONDS: '86400',
  CMS_CACHE_SECONDS: '86400',
};
const a = startInstance('A', portA, `${TMP}/a`, env);
const b = startInstance('B', portB, `${TMP}/b`, env);
try {
  await Promise.all([waitHealthy(a), waitHealthy(b)]);
  for (const instance of [a, b]) await (await fetch(instance.url + PAGE)).text();
  const direct = await rps(a.url + PAGE);
  const proxyOne = await startProxy([a.url]);
  const behindOne = await rps(proxyOne.url + PAGE);
  await proxyOne.close();
  const proxyTwo = await startProxy([a.url, b.url]);
  const behindTwo = await rps(proxyTwo.url + PAGE);
  await proxyTwo.close();
  const line = (name: string, r: { rps: number; p99: number; errors: number }) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s   p99 ${String(r.p99).padStart(4)} ms   Fehler ${r.errors}`;
  console.log(`${CONNECTIONS} Verbindungen, je ${SECONDS} s, ${PAGE} (gehalten, ISR):`);
  console.log(line('eine Instanz direkt', direct));
  console.log(line('eine Instanz hinter dem Proxy', behindOne));
  console.log(line('zwei Instanzen hinter dem Proxy', behindTwo));
  console.log(
    `Verhältnis zwei/eine hinter dem Proxy: ${(behindTwo.rps / behindOne.rps).toFixed(2)}; ` +
      `zwei hinter dem Proxy / eine direkt: ${(behindTwo.rps / direct.rps).toFixed(2)}`,
  );
} finally {
  await Promise.all([stopInstance(a), stopInstance(b)]);
  await cms.close();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(TMP, { recursive: true, force: true });
}
