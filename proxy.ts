// Runs before Next.js answers a request of a staff area (intranet, Ratsinfo, Redaktion, and their
// /_next/data files): every answer is private and never stored, also the ones Next.js makes itself
// (400 for OPTIONS, 405, 404). The matcher must be a literal; tests/unit/lib/session/staff-areas.test.ts
// checks that it covers every area of lib/session/staff-areas.js.
import { NextResponse } from 'next/server';
import { STAFF_RESPONSE_HEADERS } from '@/lib/session/staff-areas.js';

export function proxy() {
  const response = NextResponse.next();
  for (const [name, value] of STAFF_RESPONSE_HEADERS) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    '/de/intranet/:path*',
    '/api/intranet/:path*',
    '/de/ratsinfo/:path*',
    '/api/ratsinfo/:path*',
    '/redaktion/:path*',
    '/api/redaktion/:path*',
  ],
};
