// Streams a multipart payment form: fields in memory (small, capped), the one file to a private
// temp file with a hard size limit. Busboy stops writing at `maxFileBytes`; a body beyond
// `hardLimitBytes` is not parsed any further: the parser and the file are torn down and the temp
// file removed before the 413 goes out (see discardRest for what happens to the rest).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import busboy from 'busboy';
import { AppError } from '../errors.js';

export interface UploadedFile {
  tmpPath: string;
  /** Bytes received; `maxFileBytes + 1` when the file was cut off at the limit. */
  size: number;
  truncated: boolean;
  /** The name the client sent it with (issue 44 shows it; never used as a path). */
  name?: string;
}

export interface MultipartResult {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export interface MultipartOptions {
  fileField: string;
  maxFileBytes: number;
  hardLimitBytes: number;
  tmpDir: string;
  /** The refusal of a body past `hardLimitBytes`: the form's own field error (a generic 413 without). */
  tooLarge?: () => AppError;
}

export function readMultipart(req: Request, options: MultipartOptions): Promise<MultipartResult> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: {
          fileSize: options.maxFileBytes,
          files: 1,
          fields: 20,
          fieldSize: 16 * 1024,
          parts: 30,
        },
      });
    } catch {
      reject(new AppError('multipart_invalid'));
      return;
    }
    const fields: Record<string, string> = {};
    let fileDone: Promise<UploadedFile | null> = Promise.resolve(null);
    let settled = false;
    const tmpFiles: { path: string; out: fs.WriteStream }[] = [];
    /** Closes each temp file's descriptor, then removes the file (an unlink first would leave the fd open). */
    const removeTmpFiles = () =>
      Promise.all(
        tmpFiles.map(
          ({ path: tmpPath, out }) =>
            new Promise<void>((done) => {
              const rm = () => fs.rm(tmpPath, { force: true }, () => done());
              if (out.closed) return rm();
              out.once('close', rm);
              out.destroy();
            }),
        ),
      );
    let received = 0;
    const countBytes = (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.hardLimitBytes) {
        req.pause();
        fail(options.tooLarge?.() ?? new AppError('request_too_large'));
      }
    };
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', countBytes);
      req.unpipe(bb);
      // Stop parsing: the file stream inside busboy and the temp file's write stream go with it.
      bb.destroy();
      void removeTmpFiles().then(() => reject(err));
    };
    req.on('data', countBytes);

    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream, info) => {
      if (settled || name !== options.fileField || tmpFiles.length > 0) {
        stream.resume();
        return;
      }
      const tmpPath = path.join(options.tmpDir, `upload-${randomUUID()}`);
      const out = fs.createWriteStream(tmpPath, { mode: 0o600 });
      tmpFiles.push({ path: tmpPath, out });
      let size = 0;
      let truncated = false;
      stream.on('data', (c: Buffer) => (size += c.length));
      stream.on('limit', () => (truncated = true));
      // A failure destroys `out`, and pipeline then destroys busboy's file stream too.
      fileDone = pipeline(stream, out).then(() => ({
        tmpPath,
        size: truncated ? options.maxFileBytes + 1 : size,
        truncated,
        name: info.filename,
      }));
      // Observed here so a write error is not reported as unhandled before 'close'.
      fileDone.catch(() => {});
    });
    bb.on('error', () => fail(new AppError('multipart_invalid')));
    bb.on('close', () => {
      fileDone.then(
        (file) => {
          if (settled) return;
          settled = true;
          // A browser sends an empty part when no file was chosen.
          if (file && file.size === 0) {
            fs.rm(file.tmpPath, { force: true }, () => {});
            file = null;
          }
          resolve({ fields, file });
        },
        (err) => fail(err),
      );
    });
    req.pipe(bb);
  });
}

/**
 * After an early answer (413, or a broken form), reads and throws away what the client is still sending, up to `maxBytes`
 * or `maxMs`, then closes the connection. Closing at once while the client is mid-upload makes
 * its TCP stack receive a reset that can drop the answer before the client reads it; draining a
 * bounded amount lets it finish sending and see the answer. Without this, Node itself would
 * drain an unread body without any bound.
 */
export function discardRest(
  req: Request,
  res: Response,
  limits: { maxBytes: number; maxMs: number },
): void {
  res.once('finish', () => {
    if (req.complete) return;
    let discarded = 0;
    const close = () => {
      clearTimeout(timer);
      req.socket.destroy();
    };
    const timer = setTimeout(close, limits.maxMs);
    timer.unref();
    req.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > limits.maxBytes) close();
    });
    req.once('end', () => clearTimeout(timer));
    req.once('error', close);
    req.resume();
  });
}
