import { describe, expect, it } from 'vitest';
import { finalPrice } from '../src/index.js';

describe('final price', () => {
  it('when a package is discounted, then the final price is rounded to whole units', () => {
    expect(finalPrice(45000, 15)).toBe(38250);
    expect(finalPrice(455, 15)).toBe(387);
    expect(finalPrice(999, 0)).toBe(999);
    expect(finalPrice(1000, null)).toBe(1000);
    expect(finalPrice(1000, undefined)).toBe(1000);
  });

  it('when the discount is out of range, then it is clamped to 0–100 %', () => {
    expect(finalPrice(1000, 150)).toBe(0);
    expect(finalPrice(1000, 100)).toBe(0);
    expect(finalPrice(1000, -5)).toBe(1000);
  });
});
