// getConfig reads every setting from the environment, with safe defaults.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConfig, isEmbedded } from '@/lib/config';

const VARS = [
  'CMS_URL',
  'AUTOMATION_URL',
  'FORM_SERVICE_URL',
  'UPSTREAM_TIMEOUT_MS',
  'SITE_URL',
  'PAGE_REVALIDATE_SECONDS',
  'CMS_CACHE_SECONDS',
  'PREVIEW_SECRET',
  'CONTENT_DIR',
];

beforeEach(() => {
  for (const name of VARS) vi.stubEnv(name, undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('getConfig', () => {
  it('falls back to the embedded defaults', () => {
    const config = getConfig();
    expect(config).toEqual({
      cmsUrl: undefined,
      automationUrl: undefined,
      formServiceUrl: undefined,
      upstreamTimeoutMs: 3000,
      siteUrl: 'http://localhost:3000',
      pageRevalidateSeconds: 60,
      cmsCacheSeconds: 30,
      previewSecret: undefined,
      contentDir: `${process.cwd()}/content`,
    });
    expect(isEmbedded(config)).toBe(true);
  });

  it('reads the URLs without trailing slashes', () => {
    vi.stubEnv('CMS_URL', 'https://cms.example/');
    vi.stubEnv('AUTOMATION_URL', 'https://auto.example//');
    vi.stubEnv('FORM_SERVICE_URL', 'https://forms.example/base/');
    vi.stubEnv('SITE_URL', 'https://www.tannbrunn.de/');
    const config = getConfig();
    expect(config.cmsUrl).toBe('https://cms.example');
    expect(config.automationUrl).toBe('https://auto.example');
    expect(config.formServiceUrl).toBe('https://forms.example/base');
    expect(config.siteUrl).toBe('https://www.tannbrunn.de');
    expect(isEmbedded(config)).toBe(false);
  });

  it('reads positive integers and ignores invalid ones', () => {
    vi.stubEnv('UPSTREAM_TIMEOUT_MS', '1500');
    vi.stubEnv('PAGE_REVALIDATE_SECONDS', '0');
    vi.stubEnv('CMS_CACHE_SECONDS', 'viel');
    expect(getConfig()).toMatchObject({ upstreamTimeoutMs: 1500, pageRevalidateSeconds: 60, cmsCacheSeconds: 30 });
    vi.stubEnv('UPSTREAM_TIMEOUT_MS', '-5');
    expect(getConfig().upstreamTimeoutMs).toBe(3000);
  });

  it('treats empty values as unset', () => {
    vi.stubEnv('CMS_URL', '');
    vi.stubEnv('PREVIEW_SECRET', '');
    vi.stubEnv('UPSTREAM_TIMEOUT_MS', '');
    const config = getConfig();
    expect(config.cmsUrl).toBeUndefined();
    expect(config.previewSecret).toBeUndefined();
    expect(config.upstreamTimeoutMs).toBe(3000);
    expect(isEmbedded(config)).toBe(true);
  });

  it('reads the preview secret and the content folder', () => {
    vi.stubEnv('PREVIEW_SECRET', 'geheim');
    vi.stubEnv('CONTENT_DIR', '/srv/inhalt');
    expect(getConfig()).toMatchObject({ previewSecret: 'geheim', contentDir: '/srv/inhalt' });
  });
});
