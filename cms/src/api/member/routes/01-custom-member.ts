// Every member route of docs/architecture.md section 3, plus the booking service's internal member
// routes. `auth: false` on all of them: authentication is done by the member middlewares, so a
// missing or bad token answers 401 `Unauthenticated.` in the spec's error shape (Strapi's own check
// would answer 403 once public permissions exist).
import { apiRoutePath, ENDPOINTS, type EndpointName } from '@mystic/shared';

const shape = 'api::member.error-shape';
const member = 'api::member.require-member';
const internal = 'api::member.internal-token';

// Each route's method and path come from the endpoint table in `@mystic/shared` (ENDPOINTS).
const route = (name: EndpointName, handler: string, middlewares: string[]) => ({
  method: ENDPOINTS[name].method,
  path: apiRoutePath(name),
  handler: `api::member.${handler}`,
  config: { auth: false as const, middlewares: [shape, ...middlewares] },
});

export default {
  routes: [
    route('register', 'auth.register', []),
    route('login', 'auth.login', []),
    route('refreshToken', 'auth.refresh', []),
    route('logout', 'auth.logout', [member]),
    route('forgotPassword', 'auth.forgotPassword', []),
    route('resetPassword', 'auth.resetPassword', []),
    route('resetTokenCheck', 'auth.resetTokenCheck', []),
    route('googleRedirect', 'auth.googleRedirect', []),

    route('me', 'account.me', [member]),
    route('updateInfo', 'account.updateInfo', [member]),
    route('updatePassword', 'account.updatePassword', [member]),
    route('uploadAvatar', 'account.uploadAvatar', [member]),
    route('defaultAvatar', 'account.defaultAvatar', []),

    route('savedPosts', 'posts.list', [member]),
    route('savePost', 'posts.save', [member]),
    route('unsavePost', 'posts.unsave', [member]),
    route('toggleVote', 'posts.toggleVote', [member]),

    route('internalMember', 'internal.show', [internal]),
    route('internalMemberIntake', 'internal.intake', [internal]),
    route('internalEndedSessions', 'internal.endedSessions', [internal]),
    // Issue 42: who an admin is and whether she may confirm payments (her Telegram buttons).
    route('internalDeskActor', 'desk-actor.show', [internal]),
  ],
};
