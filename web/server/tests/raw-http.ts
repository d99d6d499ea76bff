import net from 'node:net';

/** One HTTP/1.1 answer as it came off the wire. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** When it was complete, in ms since the exchange began. */
  at: number;
}

/** What the adversarial tests sent and got, for the figures in the note. */
export const tally = { sent: 0, answers: 0, atLeast500: 0, unanswered: 0 };

/**
 * Parses the complete answers at the start of `buf`; returns them and the bytes left over. An
 * answer without a length (Connection: close) is complete only when `ended`.
 */
function parseAnswers(buf: Buffer, ended: boolean, started: number, bodiless: number[] = []) {
  const answers: RawAnswer[] = [];
  let rest = buf;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine, ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine!.split(' ')[1]);
    let body = rest.subarray(end + 4);
    let used: number;
    if (bodiless.includes(answers.length)) {
      // The answer to a HEAD: its headers describe a body that is not sent.
      used = 0;
      body = Buffer.alloc(0);
    } else if (headers['transfer-encoding']?.includes('chunked')) {
      const parts: Buffer[] = [];
      let at = 0;
      let done = false;
      for (;;) {
        const lineEnd = body.indexOf('\r\n', at);
        if (lineEnd < 0) break;
        const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
        if (body.length < lineEnd + 2 + size + 2) break;
        parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
        if (size === 0) {
          done = true;
          break;
        }
      }
      if (!done) break;
      used = at;
      body = Buffer.concat(parts);
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (body.length < length) break;
      used = length;
      body = body.subarray(0, length);
    } else if (status === 204 || status === 304 || status < 200) {
      used = 0;
      body = Buffer.alloc(0);
    } else {
      if (!ended) break;
      used = body.length;
    }
    answers.push({ status, headers, body: body.toString('utf8'), at: Date.now() - started });
    rest = rest.subarray(end + 4 + used);
  }
  return answers;
}

export interface Exchange {
  answers: RawAnswer[];
  /** The server closed the connection (before `within` ran out). */
  closed: boolean;
  /** How long it took, in ms. */
  took: number;
}

/**
 * Writes `parts` (strings or bytes, `pauseMs` apart) on one new connection to `port` and reads
 * until `expected` answers came, the server closed, or `within` ms passed. Counts `requests`
 * (how many requests the bytes hold) in the tally.
 */
export function exchange(
  port: number,
  parts: (string | Buffer)[],
  opts: {
    expected: number;
    requests?: number;
    within?: number;
    pauseMs?: number;
    /** Which answers (by position) are to HEAD requests, so carry no body. */
    bodiless?: number[];
  },
): Promise<Exchange> {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let received = Buffer.alloc(0);
  return new Promise<Exchange>((resolve) => {
    let finished = false;
    const finish = (closed: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      const answers = parseAnswers(received, closed, started, opts.bodiless);
      const requests = opts.requests ?? opts.expected;
      tally.sent += requests;
      tally.answers += answers.length;
      tally.atLeast500 += answers.filter((a) => a.status >= 500).length;
      tally.unanswered += Math.max(0, requests - answers.length);
      socket.destroy();
      resolve({ answers, closed, took: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), opts.within ?? 5_000);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (parseAnswers(received, false, started, opts.bodiless).length >= opts.expected)
        finish(false);
    });
    socket.on('close', () => finish(true));
    void (async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        if (opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
      }
    })();
  });
}

/** A request's head, lines joined with CRLF and ended by the empty line. */
export const head = (...lines: string[]): string => `${lines.join('\r\n')}\r\n\r\n`;

/** A body in chunked framing, in one chunk. */
export const chunked = (body: string): string =>
  `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`;
