// A tap made before the app is live is kept and made again once it is (issue 43). A server-rendered
// page shows its buttons (the menu, the language switch) long before a slow phone has run the
// shell; React takes a click only on what it has hydrated, and drops one on a part still waiting
// for its code. This script, inlined in the head of a server-rendered page (allowed by its hash in
// the CSP), catches a click on a button React does not know yet, stops it, and clicks the same
// element again once React has taken it over. Links are real <a href> and are followed at once;
// on a page whose address names its language (`?lang=my`, a shared link), a plain tap on a link
// of the site keeps the language in the next address, as the app does once it is live
// (app/layout/language-in-url.tsx): without it, a post tapped before the app ran opened without
// `?lang=my`.
import { createHash } from 'node:crypto';

/**
 * React marks each element it has hydrated with an own `__reactFiber$…` property; an element
 * without it is not live yet (React 19; a rename would show in web/e2e/early-tap.spec.ts).
 * Checked every 50 ms while a tap waits; a tap waits at most 30 s, and one whose element left
 * the page (React rendered it anew) is dropped. Clicks the script makes itself pass through.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var q=[],again=false,timer=0,since=0;' +
  'function live(el){return Object.keys(el).some(function(k){return k.indexOf("__reactFiber$")===0})}' +
  'function replay(){while(q.length){var el=q[0];' +
  'if(el.isConnected&&!live(el)&&Date.now()-since<30000)return;q.shift();' +
  'if(el.isConnected&&live(el)){again=true;try{el.click()}finally{again=false}}}' +
  'clearInterval(timer);timer=0}' +
  'function keepLang(e,a){var m=/[?&]lang=([a-z]+)/.exec(location.search);' +
  'if(!m||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||a.target||a.hasAttribute("download")||a.getAttribute("href").charAt(0)==="#")return;' +
  'var u=new URL(a.href,location.href);if(u.origin!==location.origin||u.searchParams.has("lang"))return;' +
  'u.searchParams.set("lang",m[1]);e.preventDefault();location.assign(u.href)}' +
  'document.addEventListener("click",function(e){if(again)return;' +
  'var root=document.getElementById("root");if(!root||!root.hasAttribute("data-ssr"))return;' +
  'var t=e.target,a=t&&t.closest?t.closest("a[href]"):null;' +
  'if(a&&root.contains(a)&&!live(a))return keepLang(e,a);' +
  'var el=t&&t.closest?t.closest("button"):null;' +
  'if(!el||!root.contains(el)||live(el))return;' +
  'e.preventDefault();e.stopImmediatePropagation();' +
  'if(!q.length)since=Date.now();q.push(el);if(!timer)timer=setInterval(replay,50)},true)})()';

/** The CSP's source for the script (`script-src 'self' 'sha256-…'`). */
export const EARLY_TAPS_CSP = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

export const EARLY_TAPS_ELEMENT = `<script>${EARLY_TAPS_SCRIPT}</script>`;
