// The files of bookings (issue 44) live beside the payment proofs, under
// BOOKING_UPLOAD_DIR/readings, a folder no static server exposes (and `npm run backup` copies
// with the rest of the folder). Keys are generated here, so a stored key never names a path
// outside that folder.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const KEY = /^readings\/[A-Z0-9-]+-[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export interface BookingFileStore {
  /** Where uploads wait while they are read (the proofs' temp folder). */
  tmpDir: string;
  init(): Promise<void>;
  /** Moves an uploaded temp file into place and returns its key. */
  keep(tmpPath: string, appointmentNo: string, ext: string): Promise<string>;
  pathOf(key: string): string;
  remove(key: string): Promise<void>;
}

export function createBookingFileStore(uploadDir: string, tmpDir: string): BookingFileStore {
  const root = path.resolve(uploadDir);
  return {
    tmpDir,
    async init() {
      await fs.mkdir(path.join(root, 'readings'), { recursive: true, mode: 0o700 });
    },
    async keep(tmpPath, appointmentNo, ext) {
      const key = `readings/${appointmentNo}-${randomUUID()}.${ext}`;
      if (!KEY.test(key)) throw new Error(`not a booking file key: ${key}`);
      await fs.rename(tmpPath, path.join(root, key));
      return key;
    },
    pathOf(key) {
      if (!KEY.test(key)) throw new Error(`not a booking file key: ${key}`);
      return path.join(root, key);
    },
    async remove(key) {
      if (KEY.test(key)) await fs.rm(path.join(root, key), { force: true });
    },
  };
}
