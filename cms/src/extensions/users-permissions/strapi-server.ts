// Users-permissions stays Strapi's (users, roles, the session manager behind member tokens), but
// its own content-API routes (/api/auth/local, /api/auth/local/register, /api/users/*,
// /api/auth/refresh, /api/connect/* ...) are switched off: members use the spec's routes in
// src/api/member, which carry the rate limits, the spec's messages and the allow-listed answers.
// The admin panel's users-permissions routes are untouched.
interface UsersPermissionsPlugin {
  routes: Record<string, unknown> & { 'content-api'?: { routes: unknown[] } };
}

export default (plugin: UsersPermissionsPlugin) => {
  const contentApi = plugin.routes['content-api'];
  if (contentApi) contentApi.routes = [];
  return plugin;
};
