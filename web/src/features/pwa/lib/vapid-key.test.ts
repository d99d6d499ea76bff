import { describe, expect, it } from 'vitest';
import { sameKey, vapidKeyToBytes } from './vapid-key';

describe('vapidKeyToBytes', () => {
  it('when given base64url without padding, then the raw bytes come back', () => {
    expect([...vapidKeyToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(vapidKeyToBytes('AAAA').length).toBe(3);
  });
  it('when a subscription key is compared, then only identical bytes match', () => {
    const key = vapidKeyToBytes('AQID');
    expect(sameKey(new Uint8Array([1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([1, 2, 4]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
