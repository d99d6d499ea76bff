const PUBLIC_ORIGIN = new URL(process.env.PUBLIC_URL || 'http://localhost:8080').origin;

export default [
  // Strapi's request log line with the gateway's request id (replaces 'strapi::logger').
  'global::request-log',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          // The API's media URLs are absolute on PUBLIC_URL (src/lib/public-url.ts): the admin
          // shows them also when it was opened by another host name.
          'img-src': ["'self'", 'data:', 'blob:', PUBLIC_ORIGIN],
          'media-src': ["'self'", 'data:', 'blob:', PUBLIC_ORIGIN],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  // Credentials are allowed cross-origin only for the public origin (the gateway's PUBLIC_URL);
  // Strapi's default reflects any Origin.
  {
    name: 'strapi::cors',
    config: { origin: [PUBLIC_ORIGIN] },
  },
  'strapi::poweredBy',
  'strapi::query',
  // Before the body parser: every multipart body is capped (the large limit only for an
  // authenticated admin's media upload) and parsed into a folder of its own, removed after the
  // request whatever its outcome; Strapi's parser takes the other bodies.
  {
    name: 'global::multipart-guard',
    config: {
      maxBytes: Number(process.env.CMS_MULTIPART_MAX_BYTES) || 10 * 1024 * 1024,
      adminMaxBytes: Number(process.env.CMS_ADMIN_UPLOAD_MAX_BYTES) || 200 * 1024 * 1024,
    },
  },
  // A body the parser refuses answers a coded message in both languages, not the parser's text.
  'global::body-errors',
  // The content API's JSON, form and text bodies, read with the forms' limit (about 100 kB);
  // Strapi's parser keeps its own (1 MB) for the admin panel's editor.
  {
    name: 'global::api-body-limit',
    config: { maxBytes: Number(process.env.CMS_API_BODY_MAX_BYTES) || 100 * 1024 },
  },
  { name: 'strapi::body', config: { multipart: false } },
  'strapi::session',
  'strapi::favicon',
  'global::uploads-headers',
  'strapi::public',
];
