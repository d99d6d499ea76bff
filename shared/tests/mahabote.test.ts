import { describe, expect, it } from 'vitest';
import {
  MAHABOTE_HOUSES,
  MYANMAR_CALENDAR_TEXTS,
  mahabote,
  mahaboteHouse,
  mahaboteSign,
  myanmarWeekdayName,
  type WeekdayEntry,
} from '../src/index.js';

// Houses computed with Yan Naing Aye's reference implementation (github.com/yan9a/mmcal,
// cal_mahabote: (ME year − weekday, Saturday = 0) mod 7), not with our code; the first three
// rows are issue 41's reference facts. Births around Thingyan check that the year turns on new
// year's day (1995-04-13 is ME 1356, 1995-04-17 ME 1357), not on 1 January.
//
// date of birth | ME year | weekday | house
const BIRTHS = `
  1990-01-10 | 1351 | Wed | adipati
  1995-03-01 | 1356 | Wed | atun
  2000-02-29 | 1361 | Tue | binga
  1995-04-17 | 1357 | Mon | marana
  1995-04-13 | 1356 | Thu | binga
  1962-04-16 | 1323 | Mon | thike
  1962-04-17 | 1324 | Tue | thike
  1975-12-31 | 1337 | Wed | adipati
  1976-01-01 | 1337 | Thu | yaza
  1984-06-06 | 1346 | Wed | thike
  1988-08-08 | 1350 | Mon | marana
  2001-09-11 | 1363 | Tue | yaza
  2010-04-17 | 1372 | Sat | binga
  2010-04-13 | 1371 | Tue | adipati
  1950-06-29 | 1312 | Thu | thike
  1999-04-16 | 1360 | Fri | adipati
  1999-04-17 | 1361 | Sat | adipati
  2024-04-16 | 1385 | Tue | adipati
  2024-04-17 | 1386 | Wed | adipati
  1969-07-20 | 1331 | Sun | binga
  1945-05-08 | 1307 | Tue | yaza
  2005-10-05 | 1367 | Wed | thike
  1957-03-15 | 1318 | Fri | adipati
  1992-11-19 | 1354 | Thu | thike
`;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const ROWS = BIRTHS.trim()
  .split('\n')
  .map((line) => line.split('|').map((c) => c.trim()) as [string, string, string, string]);

describe('mahabote: reference births', () => {
  it.each(ROWS)('%s: ME %s, %s, %s', (dob, year, day, house) => {
    expect(mahabote(dob)).toMatchObject({
      year: Number(year),
      weekday: DAYS.indexOf(day),
      rahu: false,
      house,
    });
  });

  it("gives issue 41's houses, where a naive year − 638 would be wrong", () => {
    expect(mahabote('1990-01-10', 'morning').house).toBe('adipati');
    expect(mahabote('1995-03-01', 'morning').house).toBe('atun');
    expect(mahaboteHouse(1995 - 638, 3)).toBe('yaza'); // the naive year
    expect(mahabote('2000-02-29').house).toBe('binga');
  });
});

describe('mahabote: sign, planet and Rahu', () => {
  it('gives the weekday sign and planet the slip shows', () => {
    expect(mahabote('2000-02-29')).toMatchObject({ weekday: 2, sign: 'lion', planet: 'mars' });
    expect(mahabote('2010-04-17')).toMatchObject({ weekday: 6, sign: 'naga', planet: 'saturn' });
  });

  it('makes a Wednesday afternoon Rahu, in the house of Wednesday', () => {
    const morning = mahabote('1990-01-10', 'morning');
    const afternoon = mahabote('1990-01-10', 'afternoon');
    expect(morning).toMatchObject({ rahu: false, sign: 'tuskedElephant', planet: 'mercury' });
    expect(afternoon).toMatchObject({ rahu: true, sign: 'tusklessElephant', planet: 'rahu' });
    expect(afternoon.house).toBe(morning.house);
    expect(afternoon.weekday).toBe(3);
  });

  it('ignores the Wednesday half on other days', () => {
    expect(mahabote('2000-02-29', 'afternoon')).toEqual(mahabote('2000-02-29', 'morning'));
  });

  it('agrees with the sign of the weekday entry the forms use', () => {
    const weekdays: WeekdayEntry[] = [
      { id: 1, name: 'Wednesday (morning)', day_index: 3 },
      { id: 2, name: 'Wednesday afternoon (Rahu)', day_index: 3 },
      { id: 3, name: 'Tuesday', day_index: 2 },
    ];
    const { sign, planet } = mahabote('1990-01-10', 'afternoon');
    expect(mahaboteSign(weekdays, 2)).toEqual({ sign, planet });
    expect(mahaboteSign(weekdays, 3)).toEqual({ sign: 'lion', planet: 'mars' });
  });

  it('refuses what is not a date', () => {
    expect(() => mahabote('1990-02-30')).toThrow(RangeError);
  });
});

describe('mahaboteHouse', () => {
  it('puts each weekday of a year in a different house, Sunday in Binga when ME mod 7 is 1', () => {
    for (const year of [1351, 1356, 1361, 1388]) {
      const houses = new Set([0, 1, 2, 3, 4, 5, 6].map((d) => mahaboteHouse(year, d)));
      expect(houses.size).toBe(7);
    }
    expect(mahaboteHouse(1352, 0)).toBe('binga'); // 1352 = 7 × 193 + 1
    expect(mahaboteHouse(1351, 6)).toBe('binga'); // remainder 0: Saturday
  });

  it('names every house and the eight days in both languages', () => {
    for (const house of MAHABOTE_HOUSES) {
      expect(MYANMAR_CALENDAR_TEXTS.en.houses[house]).toBeTruthy();
      expect(MYANMAR_CALENDAR_TEXTS.my.houses[house]).toMatch(/[\u1000-\u109f]/);
    }
    expect(myanmarWeekdayName(3, 'en')).toBe('Wednesday');
    expect(myanmarWeekdayName(3, 'en', true)).toBe('Rahu (Wednesday afternoon)');
    expect(myanmarWeekdayName(3, 'my', true)).toContain('ရာဟု');
    expect(myanmarWeekdayName(0, 'my')).toBe('တနင်္ဂနွေ');
  });
});
