import type { NextFunction, Request, Response } from 'express';

/**
 * The SPA's Content-Security-Policy: only what the app uses. Styles allow inline because React
 * style attributes and the calendar's injected styles need it; images from any https host, since
 * the CMS sanitiser lets https <img> into post bodies (never plain http); frames only for the
 * video hosts it lets in.
 */
export const SPA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
export function spaHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', SPA_CSP);
  res.setHeader('X-Frame-Options', 'DENY');
}

/**
 * The admin's draft preview (`?preview=` on a page): the same page, framed by the admin on this
 * origin only, never stored by a cache, never indexed.
 */
export function spaPreviewHeaders(res: Response): void {
  res.setHeader(
    'Content-Security-Policy',
    SPA_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  );
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
}
