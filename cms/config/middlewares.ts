export default [
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  // Before the body parser: content-API multipart bodies over the cap get a 413 before any byte
  // of them is read (the admin panel keeps Strapi's own limit for its media library).
  {
    name: 'global::api-upload-limit',
    config: { maxBytes: Number(process.env.CMS_API_MULTIPART_MAX_BYTES) || 10 * 1024 * 1024 },
  },
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
