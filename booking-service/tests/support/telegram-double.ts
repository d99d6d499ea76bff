// A LOCAL DOUBLE of Telegram's Bot API (issue 42): Telegram's servers cannot be reached from the
// tests, so this HTTP server answers the methods the bot uses (getMe, setWebhook, deleteWebhook,
// getUpdates, sendMessage, sendPhoto, answerCallbackQuery, editMessageText, editMessageCaption)
// at /bot<token>/<method> the way the Bot API documents, and records every call. grammY is
// pointed at it with its `apiRoot` client option (TELEGRAM_API_ROOT). It is not Telegram.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';

export interface BotCall {
  method: string;
  params: Record<string, unknown>;
  /** Bytes of an uploaded file (sendPhoto's photo), by field name. */
  files: Record<string, number>;
  /** What the double answered (a sent message's `message_id`). */
  result?: unknown;
}

export const BOT_USERNAME = 'mystic_test_bot';

async function readParams(req: http.IncomingMessage) {
  const type = req.headers['content-type'] ?? '';
  const params: Record<string, unknown> = {};
  const files: Record<string, number> = {};
  if (type.startsWith('multipart/form-data')) {
    await new Promise<void>((resolve, reject) => {
      const bb = busboy({ headers: req.headers });
      bb.on('field', (name, value) => {
        try {
          params[name] = JSON.parse(value);
        } catch {
          params[name] = value;
        }
      });
      bb.on('file', (name, stream) => {
        let bytes = 0;
        stream.on('data', (c: Buffer) => (bytes += c.length));
        stream.on('end', () => (files[name] = bytes));
      });
      bb.on('close', resolve);
      bb.on('error', reject);
      req.pipe(bb);
    });
    // grammY sends a file as attach://<id>: the field named there is the photo.
    for (const [k, v] of Object.entries(params)) {
      if (typeof v === 'string' && v.startsWith('attach://') && files[v.slice(9)] !== undefined) {
        files[k] = files[v.slice(9)]!;
      }
    }
  } else {
    let raw = '';
    for await (const c of req) raw += String(c);
    Object.assign(params, raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
  }
  return { params, files };
}

export async function startTelegramDouble(token: string) {
  const calls: BotCall[] = [];
  const updates: Record<string, unknown>[] = [];
  let nextUpdate = 1;
  let nextMessage = 100;
  const waiting = new Set<() => void>();

  const message = (params: Record<string, unknown>, extra: Record<string, unknown>) => ({
    message_id: nextMessage++,
    date: Math.floor(Date.now() / 1000),
    chat: { id: Number(params.chat_id), type: 'private' },
    from: { id: 1, is_bot: true, first_name: 'Mystic', username: BOT_USERNAME },
    ...extra,
  });

  const server = http.createServer(async (req, res) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match || match[1] !== token) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ ok: false, error_code: 401, description: 'Unauthorized' }));
    }
    const method = match[2]!;
    const { params, files } = await readParams(req);
    const call: BotCall = { method, params, files };
    if (method !== 'getUpdates') calls.push(call);
    const ok = (result: unknown) => {
      call.result = result;
      send({ ok: true, result });
    };
    switch (method) {
      case 'getMe':
        return ok({
          id: 1,
          is_bot: true,
          first_name: 'Mystic',
          username: BOT_USERNAME,
          can_join_groups: false,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        });
      case 'setWebhook':
      case 'deleteWebhook':
      case 'answerCallbackQuery':
        return ok(true);
      case 'getUpdates': {
        const offset = Number(params.offset ?? 0);
        const due = () => updates.filter((u) => Number(u.update_id) >= offset);
        if (due().length === 0) {
          // Long polling: wait for an update or a short timeout.
          await new Promise<void>((resolve) => {
            const wake = () => (waiting.delete(wake), resolve());
            waiting.add(wake);
            setTimeout(wake, Math.min(Number(params.timeout ?? 0), 1) * 1000);
          });
        }
        return ok(due());
      }
      case 'sendMessage':
        return ok(message(params, { text: params.text }));
      case 'sendPhoto':
        return ok(
          message(params, {
            caption: params.caption,
            photo: [{ file_id: 'p1', file_unique_id: 'p1', width: 1, height: 1 }],
          }),
        );
      case 'editMessageText':
        return ok(message(params, { message_id: params.message_id, text: params.text }));
      case 'editMessageCaption':
        return ok(message(params, { message_id: params.message_id, caption: params.caption }));
      default:
        return send({ ok: false, error_code: 404, description: `Not Found: method ${method}` });
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    /** Calls of one method. */
    of: (method: string) => calls.filter((c) => c.method === method),
    /** Queues an update for getUpdates (long polling); returns it with its id. */
    push(update: Record<string, unknown>) {
      const full = { update_id: nextUpdate++, ...update };
      updates.push(full);
      for (const wake of [...waiting]) wake();
      return full;
    },
    close: () => {
      for (const wake of [...waiting]) wake();
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
