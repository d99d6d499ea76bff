// Guards the booking service's internal member routes with CMS_API_TOKEN.
import type { Context, Next } from 'koa';
import { unauthenticated } from '../../../lib/http/errors';
import { isInternalCaller } from '../../../lib/members/internal-auth';
import { siteConfig } from '../../../lib/site-config';

export default () => async (ctx: Context, next: Next) => {
  if (!isInternalCaller(ctx.get('authorization'), siteConfig().cmsApiToken)) {
    throw unauthenticated();
  }
  await next();
};
