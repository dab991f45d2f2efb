// What a session cookie carries: the user's id (council member id or intranet uuid) and the token
// the login returned. Nothing else: names and e-mail are loaded on the server with the token.
import { createHash, randomBytes } from 'node:crypto';

export interface SessionValue {
  subject: string;
  token: string;
  /** Ratsinfo only: the login said pw_geaendert false, so the password must be changed first. */
  mustChangePassword?: boolean;
}

const SUBJECT = /^[A-Za-z0-9-]{1,80}$/;
const TOKEN = /^[A-Za-z0-9._~+/=-]{8,2048}$/;

const MUST_CHANGE = 'pw';

export function encodeSession({ subject, token, mustChangePassword }: SessionValue): string {
  return [subject, token, ...(mustChangePassword ? [MUST_CHANGE] : [])].join(':');
}

export function decodeSession(raw: string | undefined): SessionValue | null {
  if (!raw) return null;
  const [subject, token, flag, ...rest] = raw.split(':');
  if (!subject || !token || rest.length || (flag !== undefined && flag !== MUST_CHANGE)) return null;
  if (!SUBJECT.test(subject) || !TOKEN.test(token)) return null;
  return flag ? { subject, token, mustChangePassword: true } : { subject, token };
}

/** A new token of the embedded mode: 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: a copy of the database never opens a session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
