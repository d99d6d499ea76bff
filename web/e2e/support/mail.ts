// The stack's mail outbox: the booking service writes each mail as `<id>-<kind>.eml` in
// E2E_MAIL_DIR (no SMTP_URL), so a spec can read what a member or the reader was sent.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface OutboxMail {
  file: string;
  /** The file as written (headers are read from here). */
  source: string;
  /** The raw message with quoted-printable undone enough to read headers, text and links. */
  raw: string;
}

function decodeQuotedPrintable(s: string): string {
  const joined = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 header words (`=?UTF-8?B?…?=`), as nodemailer writes non-ASCII subjects. */
export function decodeHeader(value: string): string {
  // Adjacent words are one byte run: a character may be split between two of them.
  return value.replace(/(?:=\?UTF-8\?B\?[^?]*\?=\s*)+/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1]!, 'base64')),
    ).toString('utf8'),
  );
}

export function outboxMails(kind: string): OutboxMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(`-${kind}.eml`))
    .map((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      return { file, source, raw: decodeQuotedPrintable(source) };
    });
}

/** Waits for the `kind` mail to `to` (optionally about booking `no`) and returns it. */
export async function waitForMail(kind: string, to: string, no?: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = outboxMails(kind).find(
          (m) => m.raw.includes(`To: ${to}`) && (!no || m.raw.includes(no)),
        );
        return Boolean(found);
      },
      { timeout: 20_000, message: `a ${kind} mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The subject of a mail, decoded. */
export function subjectOf(mail: OutboxMail): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.source)?.[1] ?? '';
  return decodeHeader(folded.replace(/\r?\n[ \t]/g, ' '));
}
