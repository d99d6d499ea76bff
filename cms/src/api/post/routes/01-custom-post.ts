// The public post routes of docs/architecture.md section 3: method and path from the endpoint
// table (ENDPOINTS in @mystic/shared), here only which action of controllers/post.ts answers.
import { publicRoutes } from '../../../lib/http/routes';

export default publicRoutes('api::post.post', {
  posts: 'posts',
  postSearch: 'postSearch',
  todaySpecial: 'todaySpecial',
  recommended: 'recommended',
  popular: 'popular',
  postDetail: 'postDetail',
  postView: 'postView',
  votes: 'votes',
  preview: 'preview',
});
