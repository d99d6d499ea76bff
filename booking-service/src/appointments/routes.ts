// Member routes under /api/auth/appointments (docs/architecture.md section 3). Thin: read the
// request, call the action (one module each: create, list, read, cancel, reschedule), answer.
import { Router } from 'express';
import { IDEMPOTENCY_HEADER, MESSAGES } from '@mystic/shared';
import type { Context } from '../context.js';
import { memberId } from '../auth/middleware.js';
import { MOUNTS, endpointServer } from '../lib/endpoint-routes.js';
import { limitPerMemberAndIp } from '../lib/rate-limit.js';
import { cancelByMember } from './cancel.js';
import { createAppointment, idempotencyKeyOf } from './create.js';
import { fullDays } from './full-days.js';
import { listBookings } from './list.js';
import { readBooking } from './read.js';
import { rescheduleByMember } from './reschedule.js';

export function appointmentRoutes(ctx: Context): Router {
  const router = Router();
  const serve = endpointServer(router, MOUNTS.member);

  serve('fullDays', async (_req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json(await fullDays(ctx));
  });

  serve(
    'createAppointment',
    limitPerMemberAndIp(ctx.store, 'create', ctx.config.limits.create),
    async (req, res) => {
      const key = idempotencyKeyOf(req.get(IDEMPOTENCY_HEADER));
      const { data, created } = await createAppointment(ctx, memberId(req), req.body, key);
      res.status(created ? 201 : 200).json({ data, message: MESSAGES.appointmentCreated });
    },
  );

  serve('memberBookings', async (req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    const data = await listBookings(ctx, memberId(req), String(req.params.userId));
    res.json({ data });
  });

  // Issue 18: a member cancels or moves their own booking (rules in member-rules.ts).
  serve('cancelAppointment', async (req, res) => {
    const data = await cancelByMember(ctx, memberId(req), String(req.params.appointmentNo));
    res.json({ data });
  });

  serve('rescheduleAppointment', async (req, res) => {
    const no = String(req.params.appointmentNo);
    res.json({ data: await rescheduleByMember(ctx, memberId(req), no, req.body) });
  });

  serve('appointment', async (req, res) => {
    const data = await readBooking(ctx, memberId(req), String(req.params.appointmentNo));
    res.set('Cache-Control', 'private, no-cache');
    res.json({ data });
  });

  return router;
}
