// The waitlist's member routes (issue 45), under /api/auth/appointments: thin, as the others.
import { MESSAGES } from '@mystic/shared';
import { Router } from 'express';
import type { Context } from '../context.js';
import { memberId } from '../auth/middleware.js';
import { MOUNTS, endpointServer } from '../lib/endpoint-routes.js';
import { limitPerMemberAndIp } from '../lib/rate-limit.js';
import { acceptOffer } from './accept.js';
import { endOwnWait, joinWaitlist, myWaits } from './member.js';
import { savedPeopleOf } from './saved-people-repository.js';

export function waitlistRoutes(ctx: Context): Router {
  const router = Router();
  const serve = endpointServer(router, MOUNTS.member);
  const id = (req: { params: Record<string, unknown> }) => String(req.params.id);

  serve(
    'waitlistJoin',
    limitPerMemberAndIp(ctx.store, 'create', ctx.config.limits.create),
    async (req, res) => {
      const data = await joinWaitlist(ctx, memberId(req), req.body);
      res.status(201).json({ data, message: MESSAGES.waitlistJoined });
    },
  );
  serve('waitlistMine', async (req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json({ data: await myWaits(ctx, memberId(req)) });
  });
  serve('waitlistLeave', async (req, res) => {
    const data = await endOwnWait(ctx, memberId(req), id(req), 'left');
    res.json({ data, message: MESSAGES.waitlistLeft });
  });
  serve('waitlistDecline', async (req, res) => {
    res.json({ data: await endOwnWait(ctx, memberId(req), id(req), 'declined') });
  });
  serve(
    'waitlistAccept',
    limitPerMemberAndIp(ctx.store, 'create', ctx.config.limits.create),
    async (req, res) => {
      const { data, created } = await acceptOffer(ctx, memberId(req), id(req));
      res.status(created ? 201 : 200).json({ data, message: MESSAGES.appointmentCreated });
    },
  );
  serve('savedPeople', async (req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json({ data: await savedPeopleOf(ctx.db, memberId(req)) });
  });
  return router;
}
