// Every setting comes from the environment; README.md documents each variable.
import { parseTrustProxy, type TrustProxy } from '@/lib/http/trust-proxy';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number.parseInt(raw, 10) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function trimSlash(url: string | undefined): string | undefined {
  return url ? url.replace(/\/+$/, '') : undefined;
}

export interface Config {
  /** Base URL of the headless CMS; unset = embedded mode (demo content from content/). */
  cmsUrl: string | undefined;
  automationUrl: string | undefined;
  formServiceUrl: string | undefined;
  /** Every upstream call is aborted after this many milliseconds. */
  upstreamTimeoutMs: number;
  /** Public origin of the site, for canonical links and the sitemap. */
  siteUrl: string;
  /** Seconds a generated page is served before it is regenerated in the background. */
  pageRevalidateSeconds: number;
  /** Seconds a CMS answer is kept in the process before it is fetched again. */
  cmsCacheSeconds: number;
  previewSecret: string | undefined;
  /** Shared secret of the CMS webhook POST /api/revalidate; unset = the webhook is off. */
  revalidateSecret?: string;
  contentDir: string;
}

export function getConfig(): Config {
  return {
    cmsUrl: trimSlash(process.env.CMS_URL),
    automationUrl: trimSlash(process.env.AUTOMATION_URL),
    formServiceUrl: trimSlash(process.env.FORM_SERVICE_URL),
    upstreamTimeoutMs: positiveInt('UPSTREAM_TIMEOUT_MS', 3000),
    siteUrl: trimSlash(process.env.SITE_URL) ?? 'http://localhost:3000',
    pageRevalidateSeconds: positiveInt('PAGE_REVALIDATE_SECONDS', 60),
    cmsCacheSeconds: positiveInt('CMS_CACHE_SECONDS', 30),
    previewSecret: process.env.PREVIEW_SECRET || undefined,
    revalidateSecret: process.env.REVALIDATE_SECRET || undefined,
    contentDir: process.env.CONTENT_DIR ?? `${process.cwd()}/content`,
  };
}

export interface SessionConfig {
  /** Lifetime in seconds of the council (Ratsinfo) session cookie and token (spec section 9: 3600). */
  ratsinfoSessionMaxAge: number;
  /** Lifetime in seconds of the intranet session cookie and token (spec section 9: 1 hour). */
  intranetSessionMaxAge: number;
  /** Trusted proxy hops or addresses (TRUST_PROXY): the client address of every per-address limit (lib/http/client-address.ts). */
  trustProxy: TrustProxy;
}

export function getSessionConfig(): SessionConfig {
  return {
    ratsinfoSessionMaxAge: positiveInt('RAT_SESSION_MAX_AGE', 3600),
    intranetSessionMaxAge: positiveInt('INTRANET_SESSION_MAX_AGE', 3600),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  };
}

/** Booking requests (and, separately, cancellations) per client address in 10 minutes (lib/buchungen/rate-limit.ts). */
export function getBookingRateLimit(): number {
  return positiveInt('BOOKING_RATE_LIMIT', 10);
}

/** How often each instance looks for due scheduled publications of the Redaktion (lib/redaktion/actions/scheduler.ts). */
export function getScheduleIntervalMs(): number {
  return positiveInt('SCHEDULE_INTERVAL_MS', 15_000);
}

/** How often each instance runs the external link check; null (unset) = off, so the demo never reaches out. */
export function getLinkCheckIntervalMs(): number | null {
  return process.env.LINK_CHECK_INTERVAL_MS ? positiveInt('LINK_CHECK_INTERVAL_MS', 3_600_000) : null;
}

/**
 * How long an alert banner published in an emergency (by one approver alone) stays up without a second approval, in
 * milliseconds (EMERGENCY_BANNER_HOURS, default 24; fractions allowed, e.g. 0.5).
 */
export function getEmergencyBannerMs(): number {
  const hours = Number(process.env.EMERGENCY_BANNER_HOURS);
  return (Number.isFinite(hours) && hours > 0 && hours <= 24 * 7 ? hours : 24) * 3_600_000;
}

/** How many bytes of files one account may keep in the media library (MEDIA_QUOTA_MB, default 1024). */
export function getMediaQuotaBytes(): number {
  return positiveInt('MEDIA_QUOTA_MB', 1024) * 1024 * 1024;
}

export function isEmbedded(config: Config = getConfig()): boolean {
  return !config.cmsUrl;
}
