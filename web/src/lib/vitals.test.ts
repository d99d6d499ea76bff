import { describe, expect, it } from 'vitest';
import { formatMetric } from './vitals';

describe('the development vitals line', () => {
  it('when LCP or INP is reported, then it reads in whole milliseconds with its rating and route', () => {
    expect(formatMetric({ name: 'LCP', value: 1834.6, rating: 'good' }, '/blogs')).toBe(
      '[vitals] LCP 1835 ms (good) on /blogs',
    );
    expect(formatMetric({ name: 'INP', value: 312, rating: 'needs-improvement' }, '/')).toBe(
      '[vitals] INP 312 ms (needs-improvement) on /',
    );
  });

  it('when CLS is reported, then it reads as a score, not milliseconds', () => {
    expect(formatMetric({ name: 'CLS', value: 0.04512, rating: 'good' }, '/packages')).toBe(
      '[vitals] CLS 0.045 (good) on /packages',
    );
  });
});
