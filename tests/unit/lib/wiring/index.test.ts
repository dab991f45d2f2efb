// createServices chooses http or embedded by configuration alone.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '@/lib/config';
import { UpstreamError } from '@/lib/http/fetch-json';
import { getDatabase } from '@/lib/db';
import { createServices } from '@/lib/wiring';
import { startUpstream, type Upstream } from '../../support/upstream-server';

let upstream: Upstream;
let contentDir: string;
let dataDir: string;
const databaseUrl = process.env.DATABASE_URL;

function config(overrides: Partial<Config>): Config {
  return {
    cmsUrl: undefined,
    automationUrl: undefined,
    formServiceUrl: undefined,
    upstreamTimeoutMs: 3000,
    siteUrl: 'http://localhost:3000',
    pageRevalidateSeconds: 60,
    cmsCacheSeconds: 30,
    previewSecret: undefined,
    contentDir,
    ...overrides,
  };
}

beforeAll(async () => {
  upstream = await startUpstream((request) => {
    if (request.pathname === '/api/cms/seite') return { json: { title: 'Vom CMS' } };
    if (request.pathname === '/api/wetter') return { json: { icon: 'schnee', act_temperature: -3 } };
    if (request.pathname === '/api/cms/langsam') return { hang: true };
    return { status: 404, json: {} };
  });
  contentDir = await mkdtemp(path.join(os.tmpdir(), 'services-index-'));
  // The embedded mode serves pages from the process's database, seeded from contentDir: its own folder here.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'services-index-daten-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  await mkdir(path.join(contentDir, 'seiten'), { recursive: true });
  await writeFile(path.join(contentDir, 'seiten', 'index.json'), JSON.stringify({ title: 'Aus Dateien' }));
  await writeFile(path.join(contentDir, 'wetter.json'), JSON.stringify({ icon: 'sonnig', act_temperature: 20 }));
});

afterAll(async () => {
  await upstream.close();
  await (await getDatabase()).close();
  delete process.env.DATA_DIR;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  await rm(contentDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('createServices', () => {
  it('uses the embedded store, seeded from the content folder, when no CMS URL is configured', async () => {
    const services = createServices(config({}));
    await expect(services.cms.getPage('/de')).resolves.toEqual({ title: 'Aus Dateien', version: 1 });
    await expect(services.weather.getWeather()).resolves.toEqual({ icon: 'sonnig', act_temperature: 20 });
    expect(upstream.requests).toHaveLength(0);
  });

  it('uses the upstream CMS for pages and weather when a CMS URL is configured', async () => {
    const services = createServices(config({ cmsUrl: upstream.url }));
    await expect(services.cms.getPage('/de')).resolves.toEqual({ title: 'Vom CMS' });
    await expect(services.weather.getWeather()).resolves.toEqual({ icon: 'schnee', act_temperature: -3 });
    expect(upstream.requests.map((r) => `${r.method} ${r.pathname}`)).toEqual([
      'GET /api/cms/seite',
      'GET /api/wetter',
    ]);
  });

  it('passes the configured upstream timeout on', async () => {
    const services = createServices(config({ cmsUrl: upstream.url, upstreamTimeoutMs: 200 }));
    const started = Date.now();
    await expect(services.cms.call('/api/cms/langsam', {})).rejects.toBeInstanceOf(UpstreamError);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
