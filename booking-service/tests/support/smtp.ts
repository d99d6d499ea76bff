// A real SMTP server in-process (smtp-server): keeps every message it accepts, parsed, and can go
// down and come back on the same port to play an outage.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  lang: string | null;
  parsed: ParsedMail;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Addresses answered with a permanent 550. */
  refuse: Set<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let port = 0;
  let server: SMTPServer | null = null;

  const listen = async () => {
    const s = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address)) {
          const err = Object.assign(new Error('No such user'), { responseCode: 550 });
          return callback(err);
        }
        callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const html = typeof parsed.html === 'string' ? parsed.html : '';
            received.push({
              to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html,
              messageId: parsed.messageId ?? '',
              lang: /<html lang="(\w+)"/.exec(html)?.[1] ?? null,
              parsed,
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.server.address() as AddressInfo).port;
    server = s;
  };
  const stop = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    stop,
    start: listen,
    close: stop,
  };
}
