import type { Response } from 'express';
import type { AppointmentRecord } from '../appointments/model.js';
import { AppError } from '../errors.js';
import type { ProofStore } from './proof-store.js';

/** Sends a proof image privately: never cached by shared caches, never sniffed as another type. */
export async function sendProof(
  res: Response,
  proofs: ProofStore,
  a: AppointmentRecord,
): Promise<void> {
  if (!a.proof_key || !a.proof_mime) throw new AppError('not_found');
  res.set({
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': a.proof_mime,
    'Content-Disposition': 'inline',
  });
  await new Promise<void>((resolve, reject) => {
    res.sendFile(
      proofs.pathOf(a.proof_key!),
      { headers: { 'Content-Type': a.proof_mime! } },
      (err) => {
        if (!err) return resolve();
        if ((err as NodeJS.ErrnoException).code === 'ENOENT')
          return reject(new AppError('not_found'));
        reject(err);
      },
    );
  });
}
