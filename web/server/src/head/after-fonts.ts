// On a Burmese page the app's code is asked for once the Myanmar font has arrived (issue 43). On a
// slow phone's line every request shares the same 400 kbps: the shell (125 KB) asked for with the
// HTML took most of it while the page's words waited, drawn in empty boxes, for the font's two
// faces. The page is already rendered by the server and a tap before the app is live is kept
// (early-taps.ts), so the words go first and the code follows. This script, inlined in the head
// right after the fonts' preload links (allowed by its hash in the CSP), starts the app's module
// scripts, named in its `data-after-fonts` attribute, when every font preload has loaded or
// failed, and after 4 s at the latest. English pages load no web font and keep the plain tags.
import { createHash } from 'node:crypto';
import { escapeHtml } from './page-head.js';

export const AFTER_FONTS_SCRIPT =
  '(function(){var me=document.currentScript,started=false;' +
  'var links=document.querySelectorAll(\'link[rel="preload"][as="font"]\'),left=links.length;' +
  'function start(){if(started)return;started=true;' +
  'me.getAttribute("data-after-fonts").split(" ").forEach(function(src){' +
  'var s=document.createElement("script");s.type="module";s.crossOrigin="anonymous";s.src=src;' +
  'document.head.appendChild(s)})}' +
  'function one(){if(--left<=0)start()}' +
  'if(!left)return start();' +
  'for(var i=0;i<links.length;i++){links[i].addEventListener("load",one);links[i].addEventListener("error",one)}' +
  'setTimeout(start,4000)})()';

/** The CSP's source for the script (`script-src 'self' 'sha256-…'`). */
export const AFTER_FONTS_CSP = `'sha256-${createHash('sha256').update(AFTER_FONTS_SCRIPT).digest('base64')}'`;

const MODULE_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;

/**
 * `indexHtml` with its module scripts taken out and started by the script above instead, placed
 * after `fontLinks` (the preload links, which must come before it). Unchanged without fonts.
 */
export function scriptsAfterFonts(indexHtml: string, fontLinks: string): string {
  if (!fontLinks) return indexHtml;
  const sources: string[] = [];
  const without = indexHtml.replace(MODULE_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (!sources.length) return indexHtml;
  const loader = `<script data-after-fonts="${escapeHtml(sources.join(' '))}">${AFTER_FONTS_SCRIPT}</script>`;
  return without.replace(
    /<meta charset="[^"]*"\s*\/?>/i,
    (charset) => `${charset}${fontLinks}\n    ${loader}`,
  );
}
