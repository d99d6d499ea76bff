// Issue 44: storing a booking's files. A file is judged by its bytes (file-type), never by its
// name or header; a recording's length is read from the file (music-metadata). Each file counts
// against the booking's and the member's quota. Both the member's photos and the reader's
// attachments go through `storeFile`.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Response } from 'express';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import {
  CODES,
  checkDuration,
  checkMaterial,
  checkReadingFile,
  fitsQuota,
  type BookingFile,
  type BookingFileRole,
  type FileCheck,
} from '@mystic/shared';
import type { Context } from '../context.js';
import { AppError } from '../errors.js';
import type { AppointmentRecord } from '../appointments/model.js';
import type { UploadedFile } from '../payments/multipart.js';
import type { BookingFileStore } from './file-store.js';
import * as repo from './repository.js';

const EXT_OF_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
};

/** The refusal of a failed check, with the field error the form shows under the file input. */
export function refusal(check: Extract<FileCheck, { ok: false }>): AppError {
  const code = CODES[check.message];
  return new AppError(code, { file: [code] }, { status: check.status });
}

export const fileView = (row: repo.FileRow): BookingFile => ({
  id: row.id,
  kind: row.kind,
  mime: row.mime,
  name: row.name,
  size: row.size,
  duration_seconds: row.duration_seconds,
  created_at: row.created_at,
});

/** A name safe to show and to offer in Content-Disposition: no paths, no control characters. */
function cleanName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 120);
  return clean || fallback;
}

async function durationOf(filePath: string): Promise<number | null> {
  try {
    const meta = await parseFile(filePath, { duration: true, skipCovers: true });
    const seconds = meta.format.duration;
    return seconds && Number.isFinite(seconds) ? seconds : null;
  } catch {
    return null;
  }
}

/**
 * Judges and keeps one uploaded file of booking `a` (the temp file is always removed): its type
 * and size by `role`'s rule, a recording's length, then both quotas.
 */
export async function storeFile(
  ctx: Context,
  store: BookingFileStore,
  a: AppointmentRecord,
  role: BookingFileRole,
  file: UploadedFile | null,
  fileName: string | undefined,
): Promise<BookingFile> {
  if (!file) throw AppError.validation({ file: ['required'] });
  try {
    const existing = (await repo.filesOf(ctx.db, a.appointment_no, role)).length;
    const sniffed = await fileTypeFromFile(file.tmpPath);
    const check =
      role === 'material'
        ? checkMaterial(sniffed, file.size, existing)
        : checkReadingFile(sniffed, file.size, existing);
    if (!check.ok) throw refusal(check);
    let duration: number | null = null;
    if (check.kind === 'audio') {
      duration = await durationOf(file.tmpPath);
      const problem = checkDuration(duration);
      if (problem) {
        throw new AppError(CODES[problem], { file: [CODES[problem]] }, { status: 422 });
      }
    }
    const used = await repo.usage(ctx.db, a.appointment_no, a.user_id);
    if (!fitsQuota(file.size, used.booking, used.member)) {
      throw new AppError('files_quota_full', {
        file: ['files_quota_full'],
      });
    }
    const ext = EXT_OF_MIME[check.mime] ?? 'bin';
    const key = await store.keep(file.tmpPath, a.appointment_no, ext);
    const row: repo.FileRow = {
      id: randomUUID(),
      appointment_no: a.appointment_no,
      user_id: a.user_id,
      role,
      kind: check.kind,
      storage_key: key,
      mime: check.mime,
      name: cleanName(fileName, `${role}-${existing + 1}.${ext}`),
      size: file.size,
      duration_seconds: duration === null ? null : Math.round(duration),
      created_at: ctx.now().toISOString(),
    };
    try {
      await repo.insertFile(ctx.db, row);
    } catch (err) {
      await store.remove(key);
      throw err;
    }
    return fileView(row);
  } finally {
    await fs.rm(file.tmpPath, { force: true });
  }
}

/** Removes one file of booking `no` in `role` (404 when it is not one). */
export async function removeFile(
  ctx: Context,
  store: BookingFileStore,
  no: string,
  id: string,
  role: BookingFileRole,
): Promise<void> {
  const row = await repo.findFile(ctx.db, no, id);
  if (!row || row.role !== role) throw new AppError('not_found');
  await repo.deleteFile(ctx.db, row.id);
  await store.remove(row.storage_key);
}

/**
 * Sends a stored file privately: never kept by shared caches, never sniffed as another type,
 * with range requests (sendFile answers 206 for a Range), so a recording can be sought.
 */
export async function sendBookingFile(
  res: Response,
  store: BookingFileStore,
  row: repo.FileRow,
  download: boolean,
): Promise<void> {
  const disposition = download ? 'attachment' : 'inline';
  res.set({
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
  });
  await new Promise<void>((resolve, reject) => {
    res.sendFile(
      store.pathOf(row.storage_key),
      { headers: { 'Content-Type': row.mime }, acceptRanges: true, cacheControl: false },
      (err) => {
        if (!err) return resolve();
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(new AppError('not_found'));
        }
        reject(err);
      },
    );
  });
}
