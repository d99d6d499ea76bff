// Streams a multipart payment form: fields in memory (small, capped), the one file to a private
// temp file with a hard size limit. Busboy stops writing at `maxFileBytes`; a body beyond
// `hardLimitBytes` is not read any further at all.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { AppError } from '../errors.js';

export interface UploadedFile {
  tmpPath: string;
  /** Bytes received; `maxFileBytes + 1` when the file was cut off at the limit. */
  size: number;
  truncated: boolean;
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
}

export const TOO_LARGE = 'The request is too large.';

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
      reject(new AppError('bad_request', 'The request is not a valid multipart form.'));
      return;
    }
    const fields: Record<string, string> = {};
    let fileDone: Promise<UploadedFile | null> = Promise.resolve(null);
    let settled = false;
    const tmpFiles: string[] = [];
    const cleanup = () => tmpFiles.forEach((f) => fs.rm(f, { force: true }, () => {}));
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(bb);
      cleanup();
      reject(err);
    };

    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > options.hardLimitBytes) {
        req.pause();
        fail(new AppError('payload_too_large', TOO_LARGE));
      }
    });

    bb.on('field', (name, value) => {
      fields[name] = value;
    });
    bb.on('file', (name, stream) => {
      if (name !== options.fileField || tmpFiles.length > 0) {
        stream.resume();
        return;
      }
      const tmpPath = path.join(options.tmpDir, `upload-${randomUUID()}`);
      tmpFiles.push(tmpPath);
      let size = 0;
      let truncated = false;
      stream.on('data', (c: Buffer) => (size += c.length));
      stream.on('limit', () => (truncated = true));
      fileDone = pipeline(stream, fs.createWriteStream(tmpPath, { mode: 0o600 })).then(() => ({
        tmpPath,
        size: truncated ? options.maxFileBytes + 1 : size,
        truncated,
      }));
      // Observed here so a write error is not reported as unhandled before 'close'.
      fileDone.catch(() => {});
    });
    bb.on('error', () =>
      fail(new AppError('bad_request', 'The request is not a valid multipart form.')),
    );
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
