import { factories } from '@strapi/strapi';

// Strapi's own REST read routes, kept for comparison (benchmarks); the site uses routes/01-custom-*.
// Published entries only: the middleware overrides any `status` the client asks for.
const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::package.package', {
  only: ['find', 'findOne'],
  config: { find: publishedOnly, findOne: publishedOnly },
});
