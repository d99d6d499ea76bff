import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('when a route has no parameter, then its link is its pattern', () => {
    expect(paths.profile.href()).toBe('/user/profile');
    expect(paths.home.href()).toBe('/');
  });

  it('when a route has a parameter, then the link holds the value encoded in its place', () => {
    expect(paths.appointmentSlip.href('B-1 /$&')).toBe('/appointment/B-1%20%2F%24%26/booking/slip');
    expect(paths.blogPost.href('ဗေဒင်')).toBe(`/blogs/${encodeURIComponent('ဗေဒင်')}`);
  });

  it('when the not-found page is linked, then the link is /404, not the catch-all pattern', () => {
    expect(paths.notFound.path).toBe('*');
    expect(paths.notFound.href()).toBe('/404');
  });
});
