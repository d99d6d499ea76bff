import { describe, expect, it } from 'vitest';
import { slipFileName } from './download-slip';

describe('slip file name', () => {
  it('when the appointment number is ordinary, then the file is named after it', () => {
    expect(slipFileName('MV-260105-AB12')).toBe('MV-260105-AB12.png');
  });

  it('when the number carries path characters, then they are dropped', () => {
    expect(slipFileName('../MV/1')).toBe('MV1.png');
    expect(slipFileName('///')).toBe('booking-slip.png');
  });
});
