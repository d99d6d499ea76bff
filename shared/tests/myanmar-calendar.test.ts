import { describe, expect, it } from 'vitest';
import {
  MYANMAR_CALENDAR_TEXTS,
  MYANMAR_HOLIDAYS,
  formatMyanmarDate,
  myanmarDate,
  myanmarDigits,
  yearInfo,
  type MyanmarDate,
} from '../src/index.js';

// Expected values computed with Yan Naing Aye's reference implementation (github.com/yan9a/mmcal,
// javascript/ceMmDateTime.js, run outside the repo), not with our code. Rows marked "issue 41"
// are the reference facts. Cross-checked with Myanmar's published public-holiday
// calendars where known: Thingyan 13–16 April and new year's day 17 April in 2016–2027
// (akyo the 12th in 2016 and 2020, two akyat days), Kason full moon 3 May 2023 and 22 May 2024,
// Waso full moon 20 July 2024, Tabaung full moon 24 March 2024.
//
// date | ME year and type | month and day | phase and fortnight day | marks | thingyan | holidays
const TABLE = `
  1899-06-21 | 1261 little-watat | first-waso 15 | full 15 | sabbath yatyaza afternoon-pyathada | - | -
  1899-07-21 | 1261 little-watat | waso 15 | full 15 | sabbath | - | start-of-buddhist-lent
  1900-01-01 | 1261 little-watat | pyatho 2 | waxing 2 | - | - | -
  1900-04-15 | 1261 little-watat | late-tagu 17 | waning 2 | - | atat | thingyan
  1900-04-16 | 1262 common | tagu 18 | waning 3 | - | new-year | myanmar-new-year
  1901-06-15 | 1263 big-watat | nayon 30 | new 15 | sabbath | - | -
  1901-06-30 | 1263 big-watat | first-waso 15 | full 15 | sabbath yatyaza | - | -
  1901-07-30 | 1263 big-watat | waso 15 | full 15 | sabbath pyathada | - | start-of-buddhist-lent
  1911-04-15 | 1272 big-watat | late-tagu 17 | waning 2 | pyathada | atat | thingyan
  1911-04-16 | 1273 common | tagu 18 | waning 3 | - | new-year | myanmar-new-year
  1926-04-15 | 1287 common | late-kason 5 | waxing 5 | yatyaza | atat | thingyan
  1926-04-16 | 1288 big-watat | kason 6 | waxing 6 | pyathada | new-year | myanmar-new-year
  1938-04-15 | 1299 big-watat | late-tagu 16 | waning 1 | yatyaza | atat | thingyan
  1938-04-16 | 1300 common | tagu 17 | waning 2 | pyathada | new-year | myanmar-new-year
  1938-05-13 | 1300 common | kason 15 | full 15 | sabbath pyathada | - | buddha-day
  1946-01-04 | 1307 big-watat | pyatho 2 | waxing 2 | pyathada | - | -
  1947-04-16 | 1308 common | late-tagu 26 | waning 11 | yatyaza | atat | thingyan
  1947-04-17 | 1309 common | tagu 27 | waning 12 | pyathada | new-year | myanmar-new-year
  1950-06-14 | 1312 big-watat | nayon 30 | new 15 | sabbath | - | -
  1950-06-29 | 1312 big-watat | first-waso 15 | full 15 | sabbath | - | -
  1950-07-29 | 1312 big-watat | waso 15 | full 15 | sabbath | - | start-of-buddhist-lent
  1953-04-15 | 1314 common | late-kason 3 | waxing 3 | pyathada | atat | thingyan
  1953-04-16 | 1315 big-watat | kason 4 | waxing 4 | yatyaza | new-year | myanmar-new-year
  1962-04-16 | 1323 big-watat | late-tagu 12 | waxing 12 | - | atat | thingyan
  1962-04-17 | 1324 common | tagu 13 | waxing 13 | - | new-year | myanmar-new-year
  1973-05-16 | 1335 common | kason 15 | full 15 | sabbath pyathada | - | buddha-day
  1977-04-16 | 1338 common | late-tagu 29 | new 14 | sabbath pyathada | atat | thingyan
  1977-04-17 | 1339 big-watat | kason 1 | waxing 1 | - | new-year | myanmar-new-year
  1982-07-05 | 1344 little-watat | first-waso 15 | full 15 | sabbath | - | -
  1982-08-04 | 1344 little-watat | waso 15 | full 15 | sabbath yatyaza afternoon-pyathada | - | start-of-buddhist-lent
  1983-04-16 | 1344 little-watat | late-tagu 4 | waxing 4 | pyathada | atat | thingyan
  1983-04-17 | 1345 common | tagu 5 | waxing 5 | - | new-year | myanmar-new-year
  1983-07-24 | 1345 common | waso 15 | full 15 | sabbath yatyaza | - | start-of-buddhist-lent // common year
  1990-01-10 | 1351 common | pyatho 15 | full 15 | sabbath pyathada | - | - // issue 41
  1995-03-01 | 1356 common | tabaung 1 | waxing 1 | yatyaza afternoon-pyathada | - | - // issue 41
  1999-04-16 | 1360 common | late-kason 2 | waxing 2 | pyathada | atat | thingyan
  1999-04-17 | 1361 little-watat | kason 3 | waxing 3 | yatyaza | new-year | myanmar-new-year
  2000-02-29 | 1361 little-watat | tabodwe 25 | waning 10 | yatyaza | - | - // issue 41
  2008-04-16 | 1369 big-watat | late-tagu 11 | waxing 11 | yatyaza | atat | thingyan
  2008-04-17 | 1370 common | tagu 12 | waxing 12 | pyathada | new-year | myanmar-new-year
  2015-06-16 | 1377 big-watat | nayon 30 | new 15 | sabbath yatyaza | - | -
  2015-07-01 | 1377 big-watat | first-waso 15 | full 15 | sabbath yatyaza afternoon-pyathada | - | -
  2015-07-31 | 1377 big-watat | waso 15 | full 15 | sabbath | - | start-of-buddhist-lent
  2016-04-16 | 1377 big-watat | late-tagu 9 | waxing 9 | pyathada | atat | thingyan
  2016-04-17 | 1378 common | tagu 10 | waxing 10 | - | new-year | myanmar-new-year
  2018-04-29 | 1380 little-watat | kason 15 | full 15 | sabbath | - | buddha-day
  2019-01-01 | 1380 little-watat | nadaw 25 | waning 10 | - | - | new-years-day
  2020-04-16 | 1381 common | late-tagu 24 | waning 9 | pyathada | atat | thingyan
  2020-04-17 | 1382 little-watat | tagu 25 | waning 10 | yatyaza | new-year | myanmar-new-year
  2020-07-04 | 1382 little-watat | first-waso 15 | full 15 | sabbath | - | -
  2020-08-03 | 1382 little-watat | waso 15 | full 15 | sabbath | - | start-of-buddhist-lent
  2022-01-01 | 1383 common | nadaw 29 | new 14 | sabbath pyathada | - | -
  2023-05-03 | 1385 big-watat | kason 15 | full 15 | sabbath pyathada | - | buddha-day
  2023-06-17 | 1385 big-watat | nayon 30 | new 15 | sabbath | - | -
  2023-07-02 | 1385 big-watat | first-waso 15 | full 15 | sabbath yatyaza | - | -
  2023-08-01 | 1385 big-watat | waso 15 | full 15 | sabbath pyathada | - | start-of-buddhist-lent
  2024-04-09 | 1385 big-watat | late-tagu 1 | waxing 1 | - | - | -
  2024-04-16 | 1385 big-watat | late-tagu 8 | waxing 8 | sabbath | atat | thingyan
  2024-04-17 | 1386 common | tagu 9 | waxing 9 | yatyaza | new-year | myanmar-new-year
  2024-05-08 | 1386 common | kason 1 | waxing 1 | pyathada | - | -
  2024-05-22 | 1386 common | kason 15 | full 15 | sabbath pyathada | - | buddha-day
  2024-07-20 | 1386 common | waso 15 | full 15 | sabbath | - | start-of-buddhist-lent
  2024-10-17 | 1386 common | thadingyut 15 | full 15 | sabbath yatyaza | - | end-of-buddhist-lent
  2024-11-15 | 1386 common | tazaungmon 15 | full 15 | sabbath | - | tazaungdaing
  2024-11-25 | 1386 common | tazaungmon 25 | waning 10 | - | - | national-day
  2024-12-30 | 1386 common | pyatho 1 | waxing 1 | - | - | karen-new-year
  2025-01-04 | 1386 common | pyatho 6 | waxing 6 | yatyaza | - | independence-day
  2025-02-12 | 1386 common | tabodwe 15 | full 15 | sabbath | - | union-day
  2025-03-02 | 1386 common | tabaung 4 | waxing 4 | yatyaza | - | peasants-day
  2025-03-13 | 1386 common | tabaung 15 | full 15 | sabbath | - | tabaung
  2025-03-27 | 1386 common | tabaung 29 | waning 14 | sabbath-eve | - | resistance-day
  2025-04-16 | 1386 common | late-tagu 19 | waning 4 | yatyaza | atat | thingyan
  2025-04-17 | 1387 common | tagu 20 | waning 5 | pyathada | new-year | myanmar-new-year
  2025-04-26 | 1387 common | tagu 29 | new 14 | sabbath pyathada | - | -
  2025-05-01 | 1387 common | kason 5 | waxing 5 | yatyaza | - | labour-day
  2025-05-11 | 1387 common | kason 15 | full 15 | sabbath | - | buddha-day
  2025-07-19 | 1387 common | waso 25 | waning 10 | - | - | martyrs-day
  2025-12-25 | 1387 common | pyatho 7 | waxing 7 | sabbath-eve yatyaza | - | christmas
  2026-04-13 | 1387 common | late-tagu 27 | waning 12 | - | akyo | thingyan // issue 41
  2026-04-17 | 1388 big-watat | kason 2 | waxing 2 | pyathada | new-year | myanmar-new-year // issue 41
  2026-05-15 | 1388 big-watat | kason 30 | new 15 | sabbath pyathada | - | -
  2026-06-14 | 1388 big-watat | nayon 30 | new 15 | sabbath pyathada | - | -
  2026-06-29 | 1388 big-watat | first-waso 15 | full 15 | sabbath | - | -
  2026-07-29 | 1388 big-watat | waso 15 | full 15 | sabbath yatyaza afternoon-pyathada | - | start-of-buddhist-lent // issue 41
  2026-10-26 | 1388 big-watat | thadingyut 15 | full 15 | sabbath pyathada | - | end-of-buddhist-lent // issue 41
  2026-11-24 | 1388 big-watat | tazaungmon 15 | full 15 | sabbath pyathada | - | tazaungdaing // issue 41
  2027-04-16 | 1388 big-watat | late-tagu 10 | waxing 10 | yatyaza | atat | thingyan
  2027-04-17 | 1389 common | tagu 11 | waxing 11 | pyathada | new-year | myanmar-new-year
  2039-07-05 | 1401 little-watat | first-waso 15 | full 15 | sabbath pyathada | - | -
  2039-08-04 | 1401 little-watat | waso 15 | full 15 | sabbath | - | start-of-buddhist-lent
  2040-04-16 | 1401 little-watat | late-tagu 5 | waxing 5 | - | atat | thingyan
  2040-04-17 | 1402 common | tagu 6 | waxing 6 | - | new-year | myanmar-new-year
  2042-06-17 | 1404 big-watat | nayon 30 | new 15 | sabbath yatyaza | - | -
  2042-07-02 | 1404 big-watat | first-waso 15 | full 15 | sabbath yatyaza afternoon-pyathada | - | -
  2042-08-01 | 1404 big-watat | waso 15 | full 15 | sabbath | - | start-of-buddhist-lent
  2063-04-17 | 1424 common | late-tagu 20 | waning 5 | - | atat | thingyan
  2063-04-18 | 1425 common | tagu 21 | waning 6 | yatyaza | new-year | myanmar-new-year
  2081-04-16 | 1442 big-watat | late-tagu 8 | waxing 8 | sabbath yatyaza | atat | thingyan
  2081-04-17 | 1443 common | tagu 9 | waxing 9 | pyathada | new-year | myanmar-new-year
  2099-06-17 | 1461 big-watat | nayon 30 | new 15 | sabbath | - | -
  2099-07-02 | 1461 big-watat | first-waso 15 | full 15 | sabbath | - | -
  2099-08-01 | 1461 big-watat | waso 15 | full 15 | sabbath | - | start-of-buddhist-lent
  2100-04-17 | 1461 big-watat | late-tagu 8 | waxing 8 | sabbath pyathada | atat | thingyan
  2100-04-18 | 1462 common | tagu 9 | waxing 9 | - | new-year | myanmar-new-year
  2100-12-31 | 1462 common | pyatho 1 | waxing 1 | pyathada | - | karen-new-year
`;

interface Row {
  date: string;
  expected: MyanmarDate;
}

const none = (cell: string) => (cell === '-' ? [] : cell.split(' '));

function parseRow(line: string): Row {
  const [date, yearCell, monthCell, phaseCell, marksCell, thingyan, holidaysCell] = line
    .replace(/\s*\/\/.*$/, '')
    .split('|')
    .map((c) => c.trim()) as [string, string, string, string, string, string, string];
  const [year, yearType] = yearCell.split(' ');
  const [month, day] = monthCell.split(' ');
  const [moonPhase, fortnightDay] = phaseCell.split(' ');
  const marks = none(marksCell);
  const pyathada = marks.find((m) => m.endsWith('pyathada')) ?? null;
  return {
    date,
    expected: {
      year: Number(year),
      yearType: yearType as MyanmarDate['yearType'],
      month: month as MyanmarDate['month'],
      day: Number(day),
      moonPhase: moonPhase as MyanmarDate['moonPhase'],
      fortnightDay: Number(fortnightDay),
      sabbath: marks.includes('sabbath'),
      sabbathEve: marks.includes('sabbath-eve'),
      yatyaza: marks.includes('yatyaza'),
      pyathada: pyathada as MyanmarDate['pyathada'],
      thingyan: thingyan === '-' ? null : (thingyan as MyanmarDate['thingyan']),
      holidays: none(holidaysCell) as MyanmarDate['holidays'],
    },
  };
}

const ROWS = TABLE.trim()
  .split('\n')
  .map((line) => parseRow(line.trim()));

const sorted = (d: MyanmarDate) => ({ ...d, holidays: [...d.holidays].sort() });

describe('myanmarDate: reference table', () => {
  it('has at least 60 rows across 1900–2100', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(60);
    expect(ROWS.some((r) => r.date < '1901-01-01')).toBe(true);
    expect(ROWS.some((r) => r.date > '2099-12-31')).toBe(true);
  });

  it.each(ROWS.map((r) => [r.date, r.expected] as const))('%s', (date, expected) => {
    expect(sorted(myanmarDate(date))).toEqual(sorted(expected));
  });
});

describe("myanmarDate: issue 41's reference facts", () => {
  it('2026-04-13 is ME 1387 Late Tagu waning 12, Thingyan akyo', () => {
    expect(myanmarDate('2026-04-13')).toMatchObject({
      year: 1387,
      month: 'late-tagu',
      moonPhase: 'waning',
      fortnightDay: 12,
      thingyan: 'akyo',
    });
  });

  it("2026-04-17 is ME 1388 Kason waxing 2, Myanmar new year's day", () => {
    const d = myanmarDate('2026-04-17');
    expect(d).toMatchObject({ year: 1388, month: 'kason', moonPhase: 'waxing', fortnightDay: 2 });
    expect(d.thingyan).toBe('new-year');
    expect(d.holidays).toContain('myanmar-new-year');
    // The day before is still ME 1387 (Atat day: the year turns during it).
    expect(myanmarDate('2026-04-16')).toMatchObject({ year: 1387, thingyan: 'atat' });
  });

  it('2026-07-29 is the Waso full moon of the big watat year ME 1388: sabbath, start of Lent', () => {
    const d = myanmarDate('2026-07-29');
    expect(d).toMatchObject({ year: 1388, yearType: 'big-watat', month: 'waso', day: 15 });
    expect(d).toMatchObject({ moonPhase: 'full', sabbath: true });
    expect(d.holidays).toContain('start-of-buddhist-lent');
    // A watat year's first Waso comes a month before.
    expect(myanmarDate('2026-06-29')).toMatchObject({ month: 'first-waso', moonPhase: 'full' });
    expect(myanmarDate('2026-06-29').holidays).toEqual([]);
  });

  it('2026-10-26 is the Thadingyut full moon and 2026-11-24 Tazaungdaing', () => {
    expect(myanmarDate('2026-10-26')).toMatchObject({
      month: 'thadingyut',
      moonPhase: 'full',
      sabbath: true,
    });
    const tazaungdaing = myanmarDate('2026-11-24');
    expect(tazaungdaing).toMatchObject({ month: 'tazaungmon', moonPhase: 'full', sabbath: true });
    expect(tazaungdaing.holidays).toContain('tazaungdaing');
  });

  it('births: 1990-01-10 Pyatho full moon, 1995-03-01 Tabaung waxing 1, 2000-02-29 Tabodwe waning 10', () => {
    expect(myanmarDate('1990-01-10')).toMatchObject({
      year: 1351,
      month: 'pyatho',
      moonPhase: 'full',
    });
    expect(myanmarDate('1995-03-01')).toMatchObject({
      year: 1356,
      month: 'tabaung',
      moonPhase: 'waxing',
      fortnightDay: 1,
    });
    expect(myanmarDate('2000-02-29')).toMatchObject({
      year: 1361,
      month: 'tabodwe',
      moonPhase: 'waning',
      fortnightDay: 10,
    });
  });
});

// Rules every day must keep, checked over 1900–2100 without a reference.
describe('myanmarDate: every day from 1900 to 2100', () => {
  const days: { date: string; md: MyanmarDate }[] = [];
  for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2100, 11, 31); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    days.push({ date, md: myanmarDate(date) });
  }

  // Each check gathers the days that break it (one expect, not one per day: 73,000 days).
  it('counts days 1, 2, 3 … within a month and starts each month at 1 with 29 or 30 days', () => {
    const broken: string[] = [];
    for (let i = 1; i < days.length; i++) {
      const prev = days[i - 1]!.md;
      const cur = days[i]!.md;
      // At the new year a late Tagu or Kason carries on as the new year's Tagu or Kason.
      const month = cur.year === prev.year ? prev.month : prev.month.slice(5);
      const ok =
        cur.day === 1
          ? (prev.day === 29 || prev.day === 30) && prev.moonPhase === 'new'
          : cur.day === prev.day + 1 && cur.month === month;
      if (!ok) broken.push(days[i]!.date);
    }
    expect(broken).toEqual([]);
  });

  it('has one new year a year, in April, the day after atat, and the year turns there only', () => {
    expect(days.filter((d) => d.md.thingyan === 'new-year')).toHaveLength(201);
    const broken: string[] = [];
    for (let i = 1; i < days.length; i++) {
      const { date, md } = days[i]!;
      const prev = days[i - 1]!.md;
      const turned = md.year !== prev.year;
      const ok = turned
        ? md.thingyan === 'new-year' &&
          md.year === prev.year + 1 &&
          date.slice(5, 7) === '04' &&
          prev.thingyan === 'atat'
        : md.thingyan !== 'new-year';
      if (!ok) broken.push(date);
    }
    expect(broken).toEqual([]);
  });

  it('puts Thingyan in order: akyo, akya, one or two akyat days, atat, new year', () => {
    const sequence = days
      .map((d) => d.md.thingyan)
      .filter((t) => t)
      .join(' ');
    const years = sequence.split(' new-year').filter((s) => s.trim());
    expect(years).toHaveLength(201);
    expect(years.filter((y) => !/^akyo akya (akyat ){1,2}atat$/.test(y.trim()))).toEqual([]);
  });

  it('keeps month lengths and year types consistent (354, 384 or 385 days)', () => {
    const lengths = { common: 354, 'little-watat': 384, 'big-watat': 385 };
    for (let year = 1262; year <= 1462; year++) {
      const info = yearInfo(year);
      expect(yearInfo(year + 1).tagu1 - info.tagu1).toBe(info.length);
      expect(info.length).toBe(lengths[info.type]);
    }
  });

  it('has first Waso only in watat years and Nayon 30 only in big watat years', () => {
    const broken = days.filter(
      ({ md }) =>
        (md.month === 'first-waso' && md.yearType === 'common') ||
        (md.month === 'nayon' && md.day === 30 && md.yearType !== 'big-watat'),
    );
    expect(broken).toEqual([]);
  });

  it('marks four sabbaths a month, on full and new moons and the 8th days', () => {
    const broken = days.filter(
      ({ md }) =>
        md.sabbath !== (md.moonPhase === 'full' || md.moonPhase === 'new' || md.fortnightDay === 8),
    );
    expect(broken).toEqual([]);
  });

  it('uses only known holiday keys, each with English and Burmese text', () => {
    const keys = new Set(days.flatMap((d) => d.md.holidays));
    expect([...keys].filter((k) => !MYANMAR_HOLIDAYS.includes(k))).toEqual([]);
    for (const key of MYANMAR_HOLIDAYS) {
      expect(MYANMAR_CALENDAR_TEXTS.en.holidays[key]).toBeTruthy();
      expect(MYANMAR_CALENDAR_TEXTS.my.holidays[key]).toMatch(/[\u1000-\u109f]/);
    }
  });
});

describe('myanmarDate: input and speed', () => {
  it('refuses what is not a real yyyy-MM-dd day', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-4-1', '', 'today', '2026-04-00']) {
      expect(() => myanmarDate(bad)).toThrow(RangeError);
    }
    expect(myanmarDate('2024-02-29').year).toBe(1385);
  });

  it('takes well under 0.05 ms a call (a month view asks 42 days)', () => {
    const dates: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2036, 0, 1); t += 86_400_000) {
      dates.push(new Date(t).toISOString().slice(0, 10));
    }
    const start = performance.now();
    for (const date of dates) myanmarDate(date);
    const perCall = (performance.now() - start) / dates.length;
    expect(perCall).toBeLessThan(0.05);
  });
});

describe('formatMyanmarDate', () => {
  it('writes the date in English and in Burmese with Myanmar digits', () => {
    expect(formatMyanmarDate(myanmarDate('2026-04-17'), 'en')).toBe('ME 1388 Kason waxing 2');
    expect(formatMyanmarDate(myanmarDate('2026-04-17'), 'my')).toBe(
      'မြန်မာသက္ကရာဇ် ၁၃၈၈ ကဆုန်လဆန်း ၂ ရက်',
    );
    expect(formatMyanmarDate(myanmarDate('2026-04-13'), 'en')).toBe('ME 1387 Late Tagu waning 12');
    expect(formatMyanmarDate(myanmarDate('2026-04-13'), 'my')).toBe(
      'မြန်မာသက္ကရာဇ် ၁၃၈၇ နှောင်းတန်ခူးလဆုတ် ၁၂ ရက်',
    );
  });

  it('names the full and new moons as days, and the second Waso of a watat year', () => {
    expect(formatMyanmarDate(myanmarDate('2026-07-29'), 'en')).toBe(
      'ME 1388 Second Waso full moon',
    );
    expect(formatMyanmarDate(myanmarDate('2026-07-29'), 'my')).toBe(
      'မြန်မာသက္ကရာဇ် ၁၃၈၈ ဒုတိယဝါဆိုလပြည့်နေ့',
    );
    expect(formatMyanmarDate(myanmarDate('2026-06-29'), 'en')).toBe('ME 1388 First Waso full moon');
    expect(formatMyanmarDate(myanmarDate('2024-07-20'), 'en')).toBe('ME 1386 Waso full moon');
    expect(formatMyanmarDate(myanmarDate('2026-05-15'), 'my')).toBe('မြန်မာသက္ကရာဇ် ၁၃၈၈ ကဆုန်လကွယ်နေ့');
  });

  it('writes Myanmar digits', () => {
    expect(myanmarDigits(1388)).toBe('၁၃၈၈');
    expect(myanmarDigits('2026-04-17')).toBe('၂၀၂၆-၀၄-၁၇');
  });
});
