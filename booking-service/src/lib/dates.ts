// The instant a reader's day begins (the calendar-day rules themselves live in @mystic/shared:
// todayIn, dayIn, addDays, weekdayOf).

// One formatter per zone: building one costs more than the rest of the computation.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The instant `day` begins in `timeZone` (Asia/Yangon has no DST; the loop handles zones that do). */
export function startOfDayIn(timeZone: string, day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = Date.UTC(y, m - 1, d);
  let guess = target;
  for (let i = 0; i < 3; i++) {
    const parts = formatIn(timeZone).formatToParts(new Date(guess));
    const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
    const local = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    );
    const diff = local - target;
    if (diff === 0) break;
    guess -= diff;
  }
  return new Date(guess);
}
