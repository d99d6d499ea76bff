import type { NextFunction, Request, Response } from 'express';
import { AFTER_FONTS_CSP } from './head/after-fonts.js';
import { EARLY_TAPS_CSP } from './head/early-taps.js';

/**
 * The SPA's Content-Security-Policy: only what the app uses. Styles allow inline because React
 * style attributes and the calendar's injected styles need it; images from any https host, since
 * the CMS sanitiser lets https <img> into post bodies (never plain http), and from PUBLIC_URL's
 * origin, where the API's absolute media URLs point: a visitor who reached the site by another
 * name (127.0.0.1 for localhost, www. for the bare domain) still sees every picture, also on a
 * plain-http PUBLIC_URL. Frames only for the video hosts the sanitiser lets in. Two inline
 * scripts, by their hashes: a server-rendered page's keeper of early taps (head/early-taps.ts)
 * and a Burmese page's starter of the app after its fonts (head/after-fonts.ts).
 */
export function spaCsp(publicUrl?: URL): string {
  const ownMedia = publicUrl && publicUrl.protocol === 'http:' ? ` ${publicUrl.origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_TAPS_CSP} ${AFTER_FONTS_CSP}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${ownMedia}`,
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    // Issue 44: the member's recordings play from blob URLs (fetched with the session).
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy without a public origin of its own (an https PUBLIC_URL adds nothing to it). */
export const SPA_CSP = spaCsp();

/** Headers on every answer. Upstreams may set their own CSP (Strapi's admin does). */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  res.removeHeader('X-Powered-By');
  next();
}

/** The SPA's own documents also forbid framing entirely and carry the CSP. */
export function spaHeaders(res: Response, csp = SPA_CSP): void {
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('X-Frame-Options', 'DENY');
}

/**
 * The admin's draft preview (`?preview=` on a page): the same page, framed by the admin on this
 * origin only (the CMS links the preview root-relative, so it opens on whatever name the admin
 * was reached by), never stored by a cache, never indexed.
 */
export function spaPreviewHeaders(res: Response, csp = SPA_CSP): void {
  res.setHeader(
    'Content-Security-Policy',
    csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  );
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
}
