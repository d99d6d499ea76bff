// Date helpers without zod, so browser code that only checks a date stays light.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `s` is a real calendar date written yyyy-MM-dd. */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `instant` in `timeZone`, as yyyy-MM-dd ("today" never from the host's zone). */
export function dayIn(timeZone: string, instant: Date = new Date()): string {
  let f = dayFormats.get(timeZone);
  if (!f) {
    // en-CA writes dates as yyyy-MM-dd.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, f);
  }
  return f.format(instant);
}
