import { describe, expect, it } from 'vitest';
import { suggestEmail } from './email-typo';

describe('e-mail typo hint', () => {
  it.each([
    ['aye@gmial.com', 'aye@gmail.com'],
    ['aye@gmail.con', 'aye@gmail.com'],
    ['aye@gmai.com', 'aye@gmail.com'],
    ['aye@gmailcom', 'aye@gmail.com'],
    ['Aye.Mya@GMAIL.CO', 'Aye.Mya@gmail.com'],
    ['ko@yaho.com', 'ko@yahoo.com'],
    ['ko@yahooo.com', 'ko@yahoo.com'],
    ['mya@hotmial.com', 'mya@hotmail.com'],
    ['mya@hotmal.cm', 'mya@hotmail.com'],
    ['thu@outlok.com', 'thu@outlook.com'],
    ['thu@outloook.com', 'thu@outlook.com'],
  ])('suggests a fix for %s', (typed, fixed) => {
    expect(suggestEmail(typed)).toBe(fixed);
  });

  it.each([
    'aye@gmail.com',
    'aye@ymail.com',
    'aye@mail.com',
    'aye@gmx.com',
    'aye@yahoo.co.uk',
    'aye@hotmail.co.th',
    'aye@outlook.de',
    'aye@example.com',
    'aye@company.com.mm',
    'not-an-address',
    '',
  ])('leaves %s alone', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });
});
