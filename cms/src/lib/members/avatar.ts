// Avatar files are judged by their first bytes, never by the name or the declared type.
import { open } from 'node:fs/promises';

const SIGNATURES: Array<{ type: 'image/jpeg' | 'image/png'; bytes: number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The image type the file's content shows, or 'application/octet-stream' when it is neither. */
export async function detectImageType(filepath: string): Promise<string> {
  const handle = await open(filepath, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    for (const sig of SIGNATURES) {
      if (bytesRead >= sig.bytes.length && sig.bytes.every((b, i) => head[i] === b)) {
        return sig.type;
      }
    }
    return 'application/octet-stream';
  } finally {
    await handle.close();
  }
}

/** The one uploaded file of a multipart field, whatever shape the body parser gave it. */
export interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
}

export function singleFile(value: unknown): UploadedFile | null {
  const file = Array.isArray(value) ? value[0] : value;
  if (file && typeof file === 'object' && 'filepath' in file && 'size' in file) {
    return file as UploadedFile;
  }
  return null;
}
