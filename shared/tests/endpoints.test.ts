import { describe, expect, it } from 'vitest';
import {
  CACHEABLE_ENDPOINTS,
  ENDPOINTS,
  apiRoutePath,
  endpointFor,
  isInternalPath,
  matcherOf,
  pathOf,
  upstreamFor,
  type EndpointName,
} from '../src/index.js';

const names = Object.keys(ENDPOINTS) as EndpointName[];
/** A concrete path of an entry: each parameter replaced by a value it accepts. */
const sample = (name: EndpointName) =>
  ENDPOINTS[name].path.replace(/:\w+/g, (p) => (p === ':slug' ? 'a-post' : '7'));

describe('the endpoint table', () => {
  it('when an endpoint is declared, then ROUTE_TABLE sends its path to the owner it declares', () => {
    for (const name of names) {
      expect([name, upstreamFor(sample(name))]).toEqual([name, ENDPOINTS[name].owner]);
    }
  });

  it('when an endpoint is internal, then the public origin refuses its path, and only then', () => {
    for (const name of names) {
      expect([name, isInternalPath(sample(name))]).toEqual([
        name,
        ENDPOINTS[name].auth === 'internal',
      ]);
    }
  });

  it('when two endpoints are declared, then they never share a method and path pattern', () => {
    const keys = names.map((n) => `${ENDPOINTS[n].method} ${ENDPOINTS[n].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('when an endpoint is cacheable, then it is a public GET', () => {
    for (const name of CACHEABLE_ENDPOINTS) {
      expect([name, ENDPOINTS[name].method, ENDPOINTS[name].auth]).toEqual([name, 'GET', 'public']);
    }
  });

  it('when a path is built, then each parameter is filled in and encoded', () => {
    expect(pathOf('posts')).toBe('/api/posts-list');
    expect(pathOf('postDetail', { slug: 'a b/c' })).toBe('/api/posts-list/a%20b%2Fc');
    expect(pathOf('recommended', { postId: 3 })).toBe('/api/posts-list/3/recommended');
    expect(pathOf('storePayment', { appointmentNo: 'AP-1' })).toBe(
      '/api/auth/appointments/AP-1/payment/store',
    );
    expect(() => pathOf('votes', {} as never)).toThrow(/:id/);
    expect(apiRoutePath('info')).toBe('/get-info');
  });

  it('when a path is matched, then parameters match one segment, digits only where declared', () => {
    const one = matcherOf(ENDPOINTS.packageOne);
    expect(one.test('/api/packages-list/12')).toBe(true);
    expect(one.test('/api/packages-list/abc')).toBe(false);
    expect(one.test('/api/packages-list/12/x')).toBe(false);
    const post = matcherOf(ENDPOINTS.postDetail);
    expect(post.test('/api/posts-list/any-slug')).toBe(true);
    expect(post.test('/api/posts-list/a/b')).toBe(false);
    expect(matcherOf({ path: '/api/a.b' }).test('/api/aXb')).toBe(false);
  });

  it('when a request is looked up, then its endpoint is found by method and path', () => {
    expect(endpointFor('GET', '/api/posts-list/5/recommended')).toBe('recommended');
    expect(endpointFor('POST', '/api/posts-list/x/view')).toBe('postView');
    expect(endpointFor('get', '/api/posts-list/x')).toBe('postDetail');
    expect(endpointFor('DELETE', '/api/posts-list/x')).toBeNull();
  });

  it('when the gateway asks what it may cache, then it is the public content reads of today', () => {
    const cacheable = (path: string) =>
      CACHEABLE_ENDPOINTS.some((n) => matcherOf(ENDPOINTS[n]).test(path));
    for (const path of [
      '/api/get-info',
      '/api/zodiacs-list',
      '/api/packages-list',
      '/api/packages-all',
      '/api/packages-list/3',
      '/api/posts-list',
      '/api/today-special-post',
      '/api/posts-list/3/recommended',
      '/api/posts-list/some-slug',
      '/api/popular-posts',
      '/api/categories-list',
      '/api/banks-list',
      '/api/genders-list',
      '/api/weekdays-list',
      '/api/booking-settings',
    ]) {
      expect([path, cacheable(path)]).toEqual([path, true]);
    }
    for (const path of [
      '/api/posts-list/x/recommended',
      '/api/posts-list/3/view',
      '/api/posts/3/votes',
      '/api/preview',
      '/api/content-version',
      '/api/auth/user',
      '/api/auth/appointments/bookings/full-days',
    ]) {
      expect([path, cacheable(path)]).toEqual([path, false]);
    }
  });
});
