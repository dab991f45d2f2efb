// Mail through the municipality's SMTP relay (README, Configuration): off while SMTP_HOST is unset, so the demo and
// the tests never reach out. Read from the environment each time it is asked, like every other setting.

export interface MailConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Refuse to send without STARTTLS (a relay outside the municipality's own network). */
  requireTls: boolean;
  user?: string;
  password?: string;
  /** The sender, e.g. 'Gemeinde Tannbrunn <noreply@tannbrunn.example>'. */
  from: string;
  /** Connection, greeting and socket timeout of one delivery. */
  timeoutMs: number;
}

const flag = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

/** The relay's settings, or null when mail is off. */
export function getMailConfig(env: Record<string, string | undefined> = process.env): MailConfig | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const secure = flag(env.SMTP_SECURE);
  const port = Number.parseInt(env.SMTP_PORT ?? '', 10);
  const site = (() => {
    try {
      return new URL(env.SITE_URL || 'http://localhost:3000').hostname;
    } catch {
      return 'localhost';
    }
  })();
  const timeout = Number.parseInt(env.SMTP_TIMEOUT_MS ?? '', 10);
  return {
    host,
    port: Number.isFinite(port) && port > 0 ? port : secure ? 465 : 587,
    secure,
    requireTls: flag(env.SMTP_REQUIRE_TLS),
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.MAIL_FROM?.trim() || `Gemeinde Tannbrunn <noreply@${site}>`,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
  };
}

export const isMailOn = (): boolean => getMailConfig() !== null;
