// The public content API of docs/architecture.md section 3, with its exact paths. Open to everyone
// (`auth: false`), so a fresh database serves the site without setting permissions.
const route = (method: 'GET' | 'POST', path: string, handler: string) => ({
  method,
  path,
  handler: `api::content.content.${handler}`,
  config: { auth: false as const, policies: [], middlewares: [] },
});

export default {
  routes: [
    route('GET', '/get-info', 'info'),
    route('GET', '/zodiacs-list', 'zodiacs'),
    route('GET', '/packages-list', 'packages'),
    route('GET', '/packages-all', 'packagesAll'),
    route('GET', '/packages-list/:id', 'packageOne'),
    route('GET', '/posts-list', 'posts'),
    route('GET', '/today-special-post', 'todaySpecial'),
    route('GET', '/posts-list/:postId/recommended', 'recommended'),
    route('GET', '/popular-posts', 'popular'),
    route('GET', '/categories-list', 'categories'),
    route('GET', '/posts-list/:slug', 'postDetail'),
    route('POST', '/posts-list/:slug/view', 'postView'),
    route('GET', '/posts/:id/votes', 'votes'),
    route('GET', '/preview', 'preview'),
    route('GET', '/banks-list', 'banks'),
    route('GET', '/genders-list', 'genders'),
    route('GET', '/weekdays-list', 'weekdays'),
    route('GET', '/booking-settings', 'bookingSettings'),
    route('POST', '/send-feedback', 'sendFeedback'),
  ],
};
