// Every member route of docs/architecture.md section 3, plus the booking service's internal member
// routes. `auth: false` on all of them: authentication is done by the member middlewares, so a
// missing or bad token answers 401 `Unauthenticated.` in the spec's error shape (Strapi's own check
// would answer 403 once public permissions exist).
const shape = 'api::member.error-shape';
const member = 'api::member.require-member';
const internal = 'api::member.internal-token';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const route = (method: Method, path: string, handler: string, middlewares: string[]) => ({
  method,
  path,
  handler: `api::member.${handler}`,
  config: { auth: false as const, middlewares: [shape, ...middlewares] },
});

export default {
  routes: [
    route('POST', '/register', 'auth.register', []),
    route('POST', '/login', 'auth.login', []),
    route('POST', '/refresh-token', 'auth.refresh', []),
    route('POST', '/auth/logout', 'auth.logout', [member]),
    route('POST', '/auth/forgot-password', 'auth.forgotPassword', []),
    route('POST', '/auth/reset-password', 'auth.resetPassword', []),
    route('GET', '/auth/google/redirect', 'auth.googleRedirect', []),

    route('GET', '/auth/user', 'account.me', [member]),
    route('PATCH', '/auth/users/info/update', 'account.updateInfo', [member]),
    route('PATCH', '/auth/users/password/update', 'account.updatePassword', [member]),
    route('POST', '/auth/users/avatar/upload', 'account.uploadAvatar', [member]),
    route('GET', '/members/default-avatar.svg', 'account.defaultAvatar', []),

    route('GET', '/auth/users/:userId/saved-posts', 'posts.list', [member]),
    route('POST', '/posts/:id/saved', 'posts.save', [member]),
    route('DELETE', '/posts/:id/unsaved', 'posts.unsave', [member]),
    route('POST', '/posts/:id/votes/store', 'posts.toggleVote', [member]),

    route('GET', '/internal/members/:id', 'internal.show', [internal]),
    route('PATCH', '/internal/members/:id/intake', 'internal.intake', [internal]),
    route('POST', '/internal/sessions/ended', 'internal.endedSessions', [internal]),
  ],
};
