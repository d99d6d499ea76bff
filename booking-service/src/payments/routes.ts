// POST /api/auth/appointments/:appointmentNo/payment/store and the owner's proof image.
import { Router } from 'express';
import { MESSAGES, PAYMENT_IMAGE_MAX_BYTES } from '@mystic/shared';
import type { Context } from '../context.js';
import { memberId } from '../auth/middleware.js';
import { MOUNTS, endpointServer } from '../lib/endpoint-routes.js';
import { limitPerMemberAndIp } from '../lib/rate-limit.js';
import { ownedAppointment } from '../appointments/access.js';
import { AppError } from '../errors.js';
import { discardRest, readMultipart, type MultipartResult } from './multipart.js';
import type { ProofStore } from './proof-store.js';
import { payableAppointment, submitPayment } from './pay.js';
import { sendProof } from './send-proof.js';

export function paymentRoutes(ctx: Context, proofs: ProofStore): Router {
  const router = Router();
  const serve = endpointServer(router, MOUNTS.member);

  const paymentLimit = limitPerMemberAndIp(ctx.store, 'payment', ctx.config.limits.payment);
  serve('storePayment', paymentLimit, async (req, res) => {
    // Ownership and status first: nobody else's upload is ever read or stored.
    const appointment = await payableAppointment(
      ctx,
      memberId(req),
      String(req.params.appointmentNo),
    );
    let upload: MultipartResult;
    if (req.is('multipart/form-data')) {
      try {
        upload = await readMultipart(req, {
          fileField: 'transaction_img',
          maxFileBytes: PAYMENT_IMAGE_MAX_BYTES,
          hardLimitBytes: PAYMENT_IMAGE_MAX_BYTES * 2,
          tmpDir: proofs.tmpDir,
          // The form's own refusal, under the file's field, as a file just over the limit gets.
          tooLarge: () =>
            new AppError('payment_image_too_large', {
              transaction_img: ['payment_image_too_large'],
            }),
        });
      } catch (err) {
        // An oversized or broken body is answered at once; what is still on its way is
        // discarded, up to a bound past which the connection is closed.
        discardRest(req, res, { maxBytes: PAYMENT_IMAGE_MAX_BYTES * 2, maxMs: 5_000 });
        throw err;
      }
    } else {
      // A JSON or urlencoded form without an image (already parsed by the body parsers).
      const body = (req.body ?? {}) as Record<string, unknown>;
      const fields: Record<string, string> = {};
      for (const key of ['paymentype', 'transaction_no']) {
        if (body[key] !== undefined && body[key] !== null) fields[key] = String(body[key]);
      }
      upload = { fields, file: null };
    }
    const data = await submitPayment(ctx, proofs, appointment, upload);
    res.status(200).json({ data, message: MESSAGES.paymentSubmitted });
  });

  serve('paymentProof', async (req, res) => {
    const a = await ownedAppointment(ctx, memberId(req), String(req.params.appointmentNo));
    await sendProof(res, proofs, a);
  });

  return router;
}
