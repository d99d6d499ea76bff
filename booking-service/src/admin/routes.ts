// The reader's API under /api/booking/admin, authorised by BOOKING_ADMIN_TOKEN.
import { Router } from 'express';
import type { Context } from '../context.js';
import { requireReader } from '../auth/middleware.js';
import { MOUNTS, endpointServer } from '../lib/endpoint-routes.js';
import type { ProofStore } from '../payments/proof-store.js';
import { sendProof } from '../payments/send-proof.js';
import { blockDay, blockedDays, unblockDay } from './blocked-days.js';
import { board } from './board.js';
import { listAppointments } from './list.js';
import { findForReader, readAppointment } from './read.js';
import { setStatus } from './set-status.js';
import { summary } from './summary.js';
import { deskOffer, deskRemove, deskWaitlist } from '../waitlist/desk.js';
import { stats } from './stats.js';
import { emailChangedMail, passwordResetMail } from '../mail/internal.js';

export function adminRoutes(ctx: Context, proofs: ProofStore): Router {
  const router = Router();
  const serve = endpointServer(router, MOUNTS.admin);
  router.use(requireReader(ctx.config.adminToken));
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  serve('deskSummary', async (_req, res) => {
    res.json({ data: await summary(ctx) });
  });
  // Issue 42.4: revenue and bookings per month and day.
  serve('deskStats', async (req, res) => {
    res.json({ data: await stats(ctx, req.query) });
  });
  serve('deskBoard', async (req, res) => {
    res.json({ data: await board(ctx, req.query) });
  });
  serve('deskAppointments', async (req, res) => {
    res.json({ data: await listAppointments(ctx, req.query) });
  });
  serve('deskAppointment', async (req, res) => {
    res.json({ data: await readAppointment(ctx, String(req.params.no)) });
  });
  serve('deskProof', async (req, res) => {
    await sendProof(res, proofs, await findForReader(ctx, String(req.params.no)));
  });
  serve('deskSetStatus', async (req, res) => {
    res.json({ data: await setStatus(ctx, String(req.params.no), req.body, proofs) });
  });

  // The CMS's forgot-password flow queues its mail here, so it shares the durable outbox.
  serve('passwordResetMail', async (req, res) => {
    res.status(202).json({ data: await passwordResetMail(ctx, req.body) });
  });
  serve('emailChangedMail', async (req, res) => {
    res.status(202).json({ data: await emailChangedMail(ctx, req.body) });
  });

  serve('deskBlockedDays', async (req, res) => {
    res.json({ data: await blockedDays(ctx, req.query) });
  });
  serve('deskBlockDay', async (req, res) => {
    res.status(201).json({ data: await blockDay(ctx, req.body) });
  });
  serve('deskUnblockDay', async (req, res) => {
    await unblockDay(ctx, String(req.params.date));
    res.json({ data: { date: req.params.date, blocked: false } });
  });

  // Issue 45: each day's waitlist; an offer by hand, a removal.
  serve('deskWaitlist', async (req, res) => {
    res.json({ data: await deskWaitlist(ctx, req.query) });
  });
  serve('deskWaitlistOffer', async (req, res) => {
    res.json({ data: await deskOffer(ctx, String(req.params.id)) });
  });
  serve('deskWaitlistRemove', async (req, res) => {
    res.json({ data: await deskRemove(ctx, String(req.params.id)) });
  });

  return router;
}
