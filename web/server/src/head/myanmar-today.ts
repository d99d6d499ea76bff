// Today's Myanmar date, written into every page the gateway serves (issue 41: the home page shows
// it). Worked out here, where the calendar costs nothing to load, so a visitor's phone does not
// download the calendar's code for one line of the first screen.
import { formatMyanmarDate, myanmarDate, todayIn } from '@mystic/shared';

/** The id of the JSON block the SPA reads (`web/src/app/routes/home.tsx`). */
export const MYANMAR_TODAY_ID = 'myanmar-today';

/** `{ day, en, my }` for today in the reader's time zone, as a JSON data block for the head. */
export function myanmarTodayBlock(now: Date = new Date()): string {
  const day = todayIn(undefined, now);
  const md = myanmarDate(day);
  const json = JSON.stringify({
    day,
    en: formatMyanmarDate(md, 'en'),
    my: formatMyanmarDate(md, 'my'),
  }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${MYANMAR_TODAY_ID}">${json}</script>`;
}

/** The page with today's block at the end of its head (before the app's root without one). */
export function withMyanmarToday(html: string, now?: Date): string {
  const block = myanmarTodayBlock(now);
  return html.includes('</head>')
    ? html.replace('</head>', `${block}</head>`)
    : html.replace('<div id="root"', `${block}<div id="root"`);
}
