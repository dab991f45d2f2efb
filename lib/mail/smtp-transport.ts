// Sends one mail through the configured relay with nodemailer (a maintained library: SMTP, STARTTLS, AUTH, encoding
// of German text and headers). One transporter per configuration, kept for the process.
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from './mail-config';

export interface OutgoingMail {
  an: string;
  betreff: string;
  text: string;
  antwortAn?: string | null;
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

let kept: { key: string; transporter: Transporter } | undefined;

function transporterFor(config: MailConfig): Transporter {
  const key = JSON.stringify(config);
  if (kept?.key !== key) {
    kept?.transporter.close();
    kept = {
      key,
      transporter: nodemailer.createTransport({
        host: config.host,
        port: config.port,
        secure: config.secure,
        requireTLS: config.requireTls,
        auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
        connectionTimeout: config.timeoutMs,
        greetingTimeout: config.timeoutMs,
        socketTimeout: config.timeoutMs,
      }),
    };
  }
  return kept.transporter;
}

export function smtpSender(config: MailConfig): SendMail {
  return async (mail) => {
    await transporterFor(config).sendMail({
      from: config.from,
      to: mail.an,
      replyTo: mail.antwortAn ?? undefined,
      subject: mail.betreff,
      text: mail.text,
    });
  };
}
