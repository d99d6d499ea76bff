import { factories } from '@strapi/strapi';

// Strapi's own REST read routes, kept for comparison (benchmarks); the site uses routes/01-custom-*.
export default factories.createCoreRouter('api::package.package', { only: ['find', 'findOne'] });
