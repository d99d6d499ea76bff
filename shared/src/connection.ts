/** The parts of Node's IncomingMessage and ServerResponse that `drainUnreadBody` uses. */
interface RequestLike {
  readonly complete: boolean;
  resume(): unknown;
}
interface ResponseLike {
  once(event: 'finish', listener: () => void): unknown;
}

/**
 * Reads and discards what is left of a request's body once its answer is sent (a 413, 411, 401
 * or 400 answered early). Node does this itself for a body nobody read, but not for one a parser
 * began and gave up on (raw-body pauses the request on its size limit): the rest then stays on
 * the socket unread, and the next request a keep-alive client (the gateway) sends on that
 * connection is never read and never answered. Closing instead would make the kernel reset the
 * connection over the unread bytes, and the client could lose the answer. Node's requestTimeout
 * still bounds a body that never ends. Call it first for each request.
 */
export function drainUnreadBody(req: RequestLike, res: ResponseLike): void {
  res.once('finish', () => {
    if (!req.complete) req.resume();
  });
}
