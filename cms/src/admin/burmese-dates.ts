// Dates in the Burmese admin, day before month as in the English one. Strapi and its design system
// format every date through Intl with the admin's language, and Chromium ships no Burmese date
// data: asked for `my`, Intl answers American English ("11/30/2026", "Monday, November 30").
// While the admin runs, Intl.DateTimeFormat and Intl.RelativeTimeFormat asked for Burmese format
// as British English does (30/11/2026, 24-hour clock) with Burmese month and weekday names, and
// relative times ("8 seconds ago") in Burmese words. Other languages are left to Intl.
import { BURMESE_MONTHS, BURMESE_WEEKDAYS, BURMESE_WEEKDAYS_SHORT } from '@mystic/shared';

type Locales = string | readonly string[] | undefined;

/** True when the first language asked for is Burmese (`my`, `my-MM`). */
export function isBurmese(locales: Locales): boolean {
  const first = typeof locales === 'string' ? locales : locales?.[0];
  return typeof first === 'string' && /^my(-|$)/i.test(first);
}

const ENGLISH_MONTHS = (style: 'long' | 'short' | 'narrow') =>
  Array.from({ length: 12 }, (_, m) =>
    new Intl.DateTimeFormat('en-GB', { month: style, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, m, 15)),
    ),
  );
const ENGLISH_WEEKDAYS = (style: 'long' | 'short' | 'narrow') =>
  // 4 January 2026 was a Sunday.
  Array.from({ length: 7 }, (_, d) =>
    new Intl.DateTimeFormat('en-GB', { weekday: style, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 4 + d)),
    ),
  );

let wordsCache: Map<string, string> | null = null;
/** British English month and weekday names → their Burmese ones (long and short; not narrow). */
function burmeseWords(): Map<string, string> {
  if (wordsCache) return wordsCache;
  const words = new Map<string, string>();
  for (const style of ['long', 'short'] as const) {
    ENGLISH_MONTHS(style).forEach((name, m) => words.set(name, BURMESE_MONTHS[m]));
    ENGLISH_WEEKDAYS(style).forEach((name, d) =>
      words.set(name, (style === 'long' ? BURMESE_WEEKDAYS : BURMESE_WEEKDAYS_SHORT)[d]),
    );
  }
  wordsCache = words;
  return words;
}

/**
 * British English parts in Burmese: month and weekday names translated, English words between
 * them (", … at …") made a comma, AM/PM as Burmese morning/evening.
 */
export function burmeseParts(parts: Intl.DateTimeFormatPart[]): Intl.DateTimeFormatPart[] {
  const words = burmeseWords();
  return parts.map((part) => {
    if (part.type === 'month' || part.type === 'weekday') {
      return { ...part, value: words.get(part.value) ?? part.value };
    }
    if (part.type === 'dayPeriod') {
      return { ...part, value: /^p/i.test(part.value) ? 'ညနေ' : 'နံနက်' };
    }
    if (part.type === 'literal' && /[A-Za-z]/.test(part.value)) {
      return { ...part, value: ', ' };
    }
    return part;
  });
}

/** Burmese names of Intl's relative-time units. */
const UNITS_MY: Record<string, string> = {
  second: 'စက္ကန့်',
  minute: 'မိနစ်',
  hour: 'နာရီ',
  day: 'ရက်',
  week: 'ပတ်',
  month: 'လ',
  quarter: 'သုံးလ',
  year: 'နှစ်',
};

/** "8 စက္ကန့် အကြာက" / "3 ရက် အတွင်း"; with numeric 'auto', today, yesterday and tomorrow by name. */
export function burmeseRelative(value: number, unit: string, numeric: 'always' | 'auto'): string {
  const name = UNITS_MY[unit.replace(/s$/, '')] ?? unit;
  if (numeric === 'auto') {
    if (unit.startsWith('day') && value === 0) return 'ယနေ့';
    if (unit.startsWith('day') && value === -1) return 'မနေ့က';
    if (unit.startsWith('day') && value === 1) return 'မနက်ဖြန်';
    if (value === 0) return 'ယခု';
  }
  const amount = Math.abs(value);
  return value < 0 || Object.is(value, -0) ? `${amount} ${name} အကြာက` : `${amount} ${name} အတွင်း`;
}

const INSTALLED = Symbol.for('mystic.burmeseDates');

type LocaleMethod = 'toLocaleString' | 'toLocaleDateString' | 'toLocaleTimeString';
/** What each Date method shows when asked for no field of its own (as the language defines). */
const DATE_METHOD_FIELDS: Record<LocaleMethod, Intl.DateTimeFormatOptions> = {
  toLocaleString: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
  toLocaleDateString: { year: 'numeric', month: 'numeric', day: 'numeric' },
  toLocaleTimeString: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
};
const FIELDS = [
  'weekday',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'dateStyle',
  'timeStyle',
];

/**
 * Replaces Intl's two date formatters with ones that handle Burmese as above, and Date's
 * toLocale…String methods asked for Burmese with them (those use Intl's data directly, not the
 * replaced constructor), once.
 */
export function installBurmeseDates(
  intl: typeof Intl = Intl,
  dates: { prototype: Date } = Date,
): void {
  const holder = intl as typeof Intl & { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;

  const NativeDateTimeFormat = intl.DateTimeFormat;
  class BurmeseAwareDateTimeFormat extends NativeDateTimeFormat {
    readonly #burmese: boolean;
    constructor(locales?: Locales, options?: Intl.DateTimeFormatOptions) {
      super(isBurmese(locales) ? 'en-GB' : (locales as string | string[] | undefined), options);
      this.#burmese = isBurmese(locales);
    }
    formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
      const parts = super.formatToParts(date);
      return this.#burmese ? burmeseParts(parts) : parts;
    }
  }
  // Intl's `format` is a getter returning a bound function (callers may detach it), so here too.
  Object.defineProperty(BurmeseAwareDateTimeFormat.prototype, 'format', {
    configurable: true,
    get(this: BurmeseAwareDateTimeFormat) {
      return (date?: Date | number) =>
        this.formatToParts(date)
          .map((part) => part.value)
          .join('');
    },
  });
  // Callable without `new` as Intl's own is (`Intl.DateTimeFormat().resolvedOptions()`).
  const callable = function DateTimeFormat(
    locales?: Locales,
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new BurmeseAwareDateTimeFormat(locales, options);
  };
  callable.prototype = BurmeseAwareDateTimeFormat.prototype;
  callable.supportedLocalesOf = NativeDateTimeFormat.supportedLocalesOf.bind(NativeDateTimeFormat);
  (intl as { DateTimeFormat: unknown }).DateTimeFormat = callable;

  const NativeRelativeTimeFormat = intl.RelativeTimeFormat;
  class RelativeTimeFormat extends NativeRelativeTimeFormat {
    readonly #burmese: boolean;
    readonly #numeric: 'always' | 'auto';
    constructor(locales?: Locales, options?: Intl.RelativeTimeFormatOptions) {
      super(isBurmese(locales) ? 'en-GB' : (locales as string | string[] | undefined), options);
      this.#burmese = isBurmese(locales);
      this.#numeric = options?.numeric ?? 'always';
    }
    format(value: number, unit: Intl.RelativeTimeFormatUnit): string {
      return this.#burmese
        ? burmeseRelative(value, unit, this.#numeric)
        : super.format(value, unit);
    }
    formatToParts(value: number, unit: Intl.RelativeTimeFormatUnit): Intl.RelativeTimeFormatPart[] {
      return this.#burmese
        ? [{ type: 'literal', value: burmeseRelative(value, unit, this.#numeric) }]
        : super.formatToParts(value, unit);
    }
  }
  (intl as { RelativeTimeFormat: unknown }).RelativeTimeFormat = RelativeTimeFormat;

  const proto = dates.prototype;
  for (const method of Object.keys(DATE_METHOD_FIELDS) as LocaleMethod[]) {
    const native = proto[method];
    Object.defineProperty(proto, method, {
      configurable: true,
      writable: true,
      value(this: Date, locales?: Locales, options?: Intl.DateTimeFormatOptions): string {
        if (!isBurmese(locales)) {
          return native.call(this, locales as string | string[] | undefined, options);
        }
        const asked = options && FIELDS.some((field) => field in options);
        const fields = asked ? options : { ...DATE_METHOD_FIELDS[method], ...options };
        return new intl.DateTimeFormat(locales, fields).format(this);
      },
    });
  }
}
