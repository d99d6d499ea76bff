// Issue 44: the rules of the client's photos, the reader's files and reviews, as reference tables.
import { describe, expect, it } from 'vitest';
import {
  MATERIAL_MAX_BYTES,
  READING_AUDIO_MAX_BYTES,
  checkDuration,
  checkMaterial,
  checkReadingFile,
  fitsQuota,
  ratingSummary,
  reviewAuthor,
  reviewRequestDue,
} from '../src/index.js';

const sniffed = (ext: string, mime = '') => ({ ext, mime });

describe('readings rules', () => {
  it.each([
    [sniffed('jpg'), 100, 0, { ok: true, mime: 'image/jpeg' }],
    [sniffed('webp'), MATERIAL_MAX_BYTES, 5, { ok: true, mime: 'image/webp' }],
    [sniffed('png'), MATERIAL_MAX_BYTES + 1, 0, { ok: false, message: 'materialTooLarge' }],
    [sniffed('pdf'), 100, 0, { ok: false, message: 'materialType' }],
    [undefined, 100, 0, { ok: false, message: 'materialType' }],
    [sniffed('jpg'), 100, 6, { ok: false, message: 'materialTooMany' }],
  ])('when a photo is %o of %i bytes with %i before, then %o', (type, size, existing, want) => {
    expect(checkMaterial(type, size, existing)).toMatchObject(want);
  });

  it.each([
    [sniffed('m4a'), 1000, { ok: true, kind: 'audio', mime: 'audio/mp4' }],
    [sniffed('mp3'), READING_AUDIO_MAX_BYTES, { ok: true, kind: 'audio', mime: 'audio/mpeg' }],
    [sniffed('webm'), 1000, { ok: true, kind: 'audio', mime: 'audio/webm' }],
    [sniffed('pdf'), 1000, { ok: true, kind: 'pdf' }],
    [sniffed('mp3'), READING_AUDIO_MAX_BYTES + 1, { ok: false, message: 'readingFileTooLarge' }],
    [sniffed('exe'), 10, { ok: false, message: 'readingFileType' }],
  ])('when a reading file is %o of %i bytes, then %o', (type, size, want) => {
    expect(checkReadingFile(type, size, 0)).toMatchObject(want);
  });

  it.each([
    [12, null],
    [3600, null],
    [3601, 'readingAudioTooLong'],
    [null, 'readingAudioUnreadable'],
    [0, 'readingAudioUnreadable'],
  ])('when a recording lasts %s s, then %s', (seconds, want) => {
    expect(checkDuration(seconds)).toBe(want);
  });

  it('when a file would pass either quota, then it does not fit', () => {
    expect(fitsQuota(10, 0, 0)).toBe(true);
    expect(fitsQuota(1, 200 * 1024 * 1024, 0)).toBe(false);
    expect(fitsQuota(1, 0, 1024 * 1024 * 1024)).toBe(false);
  });

  it.each([
    ['Aung Min', 'name', 'Aung Min'],
    ['  Aung   Min ', 'initials', 'A. M.'],
    ['မောင် မောင်', 'initials', 'မ. မ.'],
  ] as const)('when %s chooses %s, then the review says %s', (name, display, want) => {
    expect(reviewAuthor(name, display)).toBe(want);
  });

  it('when ratings are summed, then the average has one decimal', () => {
    expect(ratingSummary([])).toEqual({ average: null, count: 0 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
  });

  it('when the delay has passed since Finished, then the review request is due', () => {
    const at = '2030-01-01T00:00:00.000Z';
    expect(reviewRequestDue(at, 3, new Date('2030-01-03T23:59:59Z'))).toBe(false);
    expect(reviewRequestDue(at, 3, new Date('2030-01-04T00:00:00Z'))).toBe(true);
    expect(reviewRequestDue(at, 0, new Date(at))).toBe(true);
  });
});
