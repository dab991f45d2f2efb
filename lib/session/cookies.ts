// The session cookies: httpOnly (no script ever reads a token), SameSite=Lax, Secure in production
// over https. Plain node:http types, so API routes and getServerSideProps share them. Each staff
// system names its own cookie (lib/session/staff-system.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getConfig } from '@/lib/config';

export function readCookie(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Secure only in production and only where the site is reached over https (tests run over http). */
export function wantsSecureCookie(req: Pick<IncomingMessage, 'headers' | 'socket'>): boolean {
  if (process.env.NODE_ENV !== 'production') return false;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const encrypted = Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted);
  return encrypted || forwarded === 'https' || (getConfig().siteUrl.startsWith('https://') && forwarded !== 'http');
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
}

export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (maxAgeSeconds > 0) parts.push(`Expires=${new Date(Date.now() + maxAgeSeconds * 1000).toUTCString()}`);
  else parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function appendSetCookie(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, cookie: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  res.setHeader('Set-Cookie', [...list, cookie]);
}
