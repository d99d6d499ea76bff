import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ICON, notificationFromPush, sameOriginUrl } from './push';

const origin = 'https://mystic.example';

describe('notificationFromPush', () => {
  it('when the booking service sends its JSON, then title, body, icon, tag and slip URL are used', () => {
    const text = JSON.stringify({
      title: 'Booking confirmed',
      body: 'Appointment A-1 is confirmed.',
      url: 'http://localhost:8080/appointment/A-1/booking/slip',
      tag: 'appointment-A-1',
    });
    const { title, options } = notificationFromPush(text, origin);
    expect(title).toBe('Booking confirmed');
    expect(options.body).toBe('Appointment A-1 is confirmed.');
    expect(options.icon).toBe(NOTIFICATION_ICON);
    expect(options.tag).toBe('appointment-A-1');
    expect(options.data).toEqual({ url: `${origin}/appointment/A-1/booking/slip` });
  });

  it('when the message is plain text, then it becomes the body under the site name', () => {
    const { title, options } = notificationFromPush('hello', origin);
    expect(title).toBe('Mystic Visions');
    expect(options.body).toBe('hello');
    expect(options.data).toEqual({ url: `${origin}/` });
  });

  it('when the message is empty, then a titled notification still shows', () => {
    expect(notificationFromPush(null, origin).title).toBe('Mystic Visions');
  });
});

describe('sameOriginUrl', () => {
  it('when the URL points elsewhere, then only its path is kept on this site', () => {
    expect(sameOriginUrl('https://evil.example/x?y=1#z', origin)).toBe(`${origin}/x?y=1#z`);
  });
  it('when the URL is not http(s) or missing, then the home page opens', () => {
    expect(sameOriginUrl('javascript:alert(1)', origin)).toBe(`${origin}/`);
    expect(sameOriginUrl(undefined, origin)).toBe(`${origin}/`);
  });
});
