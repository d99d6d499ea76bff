// The CMS tells what changed (BOOKING_ADMIN_TOKEN, like the rest of the private API it calls):
// cached prices and members are dropped before its publish returns (changes.ts).
import { Router } from 'express';
import { cmsChangesSchema } from '@mystic/shared';
import type { Context } from '../context.js';
import { requireReader } from '../auth/middleware.js';
import { endpointServer } from '../lib/endpoint-routes.js';
import { validate } from '../lib/validate.js';
import { eraseGoneMembers } from '../readings/erase.js';

export function cmsChangeRoutes(ctx: Context): Router {
  const router = Router();
  endpointServer(router, '')('cmsChanged', requireReader(ctx.config.adminToken), (req, res) => {
    const told = validate(cmsChangesSchema, req.body);
    if (told.members) ctx.changes.membersChanged(told.members);
    // Issue 44: a deleted account's photos, readings and reviews go with it.
    const members = told.members;
    if (members?.length)
      ctx.background.run('erase deleted members', () => eraseGoneMembers(ctx, members));
    if (told.content_version) ctx.changes.contentChanged(told.content_version);
    res.set('Cache-Control', 'no-store').status(204).end();
  });
  return router;
}
