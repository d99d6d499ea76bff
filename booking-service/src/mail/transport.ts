// How a rendered mail leaves: SMTP through nodemailer when SMTP_URL is set, otherwise a .eml file
// in the outbox folder (the embedded default, so nothing fails and a developer can open them).
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface OutgoingMail {
  /** The outbox row's id: the file name, and part of the Message-ID. */
  id: string;
  kind: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** Where mails go, for the start banner. */
  describe(): string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const headersOf = (mail: OutgoingMail) => ({
  messageId: mail.messageId,
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
});

export function smtpTransport(smtpUrl: string, timeoutMs = 15_000): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const safe = new URL(smtpUrl);
  return {
    describe: () => `SMTP ${safe.protocol}//${safe.host}`,
    send: async (mail) => {
      await transporter.sendMail(headersOf(mail));
    },
    close: () => transporter.close(),
  };
}

/** Writes `<created>-<id>.eml` atomically; writing the same mail again replaces the file. */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    describe: () => `.eml files in ${dir}`,
    send: async (mail) => {
      const info = (await composer.sendMail(headersOf(mail))) as { message: Buffer };
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}-${mail.kind}.eml`);
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, info.message);
      await fs.rename(tmp, file);
    },
    close: () => composer.close(),
  };
}

export function transportFor(config: Config): MailTransport {
  return config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl)
    : fileTransport(config.mail.outboxDir);
}
