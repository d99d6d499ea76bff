import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Strapi 5's built-in access/refresh sessions: short access tokens, rotating refresh tokens.
      jwtManagement: 'refresh',
      sessions: {
        accessTokenLifespan: env.int('ACCESS_TOKEN_LIFESPAN_SECONDS', 1800),
        maxRefreshTokenLifespan: env.int('REFRESH_TOKEN_LIFESPAN_SECONDS', 30 * 24 * 3600),
        idleRefreshTokenLifespan: env.int('REFRESH_TOKEN_IDLE_SECONDS', 30 * 24 * 3600),
        maxSessionLifespan: env.int('REFRESH_TOKEN_LIFESPAN_SECONDS', 30 * 24 * 3600),
        idleSessionLifespan: env.int('REFRESH_TOKEN_IDLE_SECONDS', 30 * 24 * 3600),
      },
    },
  },
  i18n: { enabled: true },
  // The media library takes raster images only: an SVG or HTML file served from the site's origin
  // could run script there (uploads are also served sandboxed: src/middlewares/uploads-headers.ts).
  upload: {
    config: {
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
        deniedTypes: ['image/svg+xml', 'text/html', 'application/xhtml+xml', 'text/xml'],
      },
    },
  },
  // The reader's booking desk (cms/src/plugins/bookings): the booking service in the admin.
  bookings: { enabled: true, resolve: './src/plugins/bookings' },
});
