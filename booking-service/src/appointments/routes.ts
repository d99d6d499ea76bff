// Member routes under /api/auth/appointments (SPEC.md section 7). Thin: validate, call, shape.
import { Router } from 'express';
import { IDEMPOTENCY_HEADER } from '@mystic/shared';
import type { Context } from '../context.js';
import { memberId } from '../auth/middleware.js';
import { limitPerMemberAndIp } from '../lib/rate-limit.js';
import {
  createAppointment,
  fullDays,
  idempotencyKeyOf,
  listBookings,
  ownedAppointment,
  view,
} from './service.js';

export function appointmentRoutes(ctx: Context): Router {
  const router = Router();

  router.get('/bookings/full-days', async (_req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json({ data: await fullDays(ctx) });
  });

  router.post(
    '/store',
    limitPerMemberAndIp(ctx.store, 'create', ctx.config.limits.create),
    async (req, res) => {
      const key = idempotencyKeyOf(req.get(IDEMPOTENCY_HEADER));
      const { data, created } = await createAppointment(ctx, memberId(req), req.body, key);
      res.status(created ? 201 : 200).json({ data, message: 'Appointment created.' });
    },
  );

  router.get('/users/:userId/bookings', async (req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json({ data: await listBookings(ctx, memberId(req), String(req.params.userId)) });
  });

  router.get('/:appointmentNo', async (req, res) => {
    const a = await ownedAppointment(ctx, memberId(req), String(req.params.appointmentNo));
    res.set('Cache-Control', 'private, no-cache');
    res.json({ data: view(ctx, a) });
  });

  return router;
}
