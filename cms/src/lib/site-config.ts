// The site's settings (config/site.ts), typed: the CMS's code reads the environment only there.
import type site from '../../config/site';

export type SiteConfig = ReturnType<typeof site>;

/** The running Strapi's site settings (read at start; a test may `strapi.config.set` them). */
export function siteConfig(): SiteConfig {
  return strapi.config.get('site') as SiteConfig;
}
