// Where the site may start third-party scripts in the browser (analytics, error reporting). Not in the Redaktion:
// its pages show unpublished content, drafts and who works on what, which no statistics server or error service is to
// receive, and its Content-Security-Policy names no analytics origin (next.config.js).
import { REDAKTION_PATH } from '@/lib/redaktion/shared/paths';

export const thirdPartiesMayRun = (pathname: string): boolean =>
  pathname !== REDAKTION_PATH && !pathname.startsWith(`${REDAKTION_PATH}/`);
