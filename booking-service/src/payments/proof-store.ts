// Payment proofs live under BOOKING_UPLOAD_DIR/proofs, a folder no static server exposes.
// Keys are generated here, so a stored key never names a path outside that folder.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const KEY = /^proofs\/[A-Z0-9-]+-[0-9a-f-]{36}\.(jpg|png|webp)$/;

export interface ProofStore {
  tmpDir: string;
  init(): Promise<void>;
  /** Moves an uploaded temp file into place and returns its key. */
  keep(tmpPath: string, appointmentNo: string, mime: string): Promise<string>;
  pathOf(key: string): string;
  remove(key: string): Promise<void>;
}

export function createProofStore(uploadDir: string): ProofStore {
  const root = path.resolve(uploadDir);
  const tmpDir = path.join(root, 'tmp');
  return {
    tmpDir,
    async init() {
      await fs.mkdir(path.join(root, 'proofs'), { recursive: true, mode: 0o700 });
      await fs.mkdir(tmpDir, { recursive: true, mode: 0o700 });
    },
    async keep(tmpPath, appointmentNo, mime) {
      const key = `proofs/${appointmentNo}-${randomUUID()}.${EXT[mime] ?? 'bin'}`;
      await fs.rename(tmpPath, path.join(root, key));
      return key;
    },
    pathOf(key) {
      if (!KEY.test(key)) throw new Error(`not a proof key: ${key}`);
      return path.join(root, key);
    },
    async remove(key) {
      if (KEY.test(key)) await fs.rm(path.join(root, key), { force: true });
    },
  };
}
