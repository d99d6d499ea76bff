import { describe, expect, it } from 'vitest';
import {
  NAVIGATION_DENYLIST,
  isApiRead,
  isFeedbackPost,
  isNeverCached,
  isPrivateRequest,
  isPublicImage,
  mayStore,
} from './route-rules';

const origin = 'https://mystic.example';
function req(path: string, init: { method?: string; auth?: boolean; destination?: string } = {}) {
  const url = new URL(path, origin);
  const headers = new Headers(init.auth ? { Authorization: 'Bearer x' } : {});
  return {
    request: {
      method: init.method ?? 'GET',
      url: url.href,
      headers,
      destination: init.destination,
    },
    url,
  };
}

describe('service worker route rules', () => {
  it('when a read carries a token or is under /api/auth, then it is private', () => {
    const a = req('/api/posts-list/x', { auth: true });
    expect(isApiRead(a.request, a.url, origin) && isPrivateRequest(a.request, a.url)).toBe(true);
    const b = req('/api/auth/user');
    expect(isPrivateRequest(b.request, b.url)).toBe(true);
    const c = req('/api/posts-list');
    expect(isPrivateRequest(c.request, c.url)).toBe(false);
  });

  it('when the request is a write or another origin, then it is not an API read', () => {
    const post = req('/api/login', { method: 'POST' });
    expect(isApiRead(post.request, post.url, origin)).toBe(false);
    const other = req('https://elsewhere.example/api/x');
    expect(isApiRead(other.request, other.url, origin)).toBe(false);
    const apis = req('/apis/x');
    expect(isApiRead(apis.request, apis.url, origin)).toBe(false);
  });

  it('when an image is asked, then public ones are cache-first and tokened ones are not', () => {
    const upload = req('/uploads/a.webp');
    expect(isPublicImage(upload.request, upload.url, origin)).toBe(true);
    const proof = req('/api/booking/proof.png', { auth: true, destination: 'image' });
    expect(isPublicImage(proof.request, proof.url, origin)).toBe(false);
  });

  it('when feedback is posted, then it is the queued route', () => {
    const f = req('/api/send-feedback', { method: 'POST' });
    expect(isFeedbackPost(f.request, f.url, origin)).toBe(true);
  });

  it('when a service path is navigated to, then the app shell does not answer it', () => {
    const denied = (p: string) => NAVIGATION_DENYLIST.some((re) => re.test(p));
    expect(denied('/admin')).toBe(true);
    expect(denied('/api/get-info')).toBe(true);
    expect(denied('/uploads/x.png')).toBe(true);
    expect(denied('/blogs/some-post')).toBe(false);
    expect(denied('/administration-tips')).toBe(false);
    expect(denied('/blogs/some-post?preview=abc.def&lang=my')).toBe(true);
  });

  it('when a draft preview or a token-bearing URL is read, then no cache route takes it', () => {
    const draft = req('/api/preview?token=abc.def&locale=my');
    expect(isNeverCached(draft.url)).toBe(true);
    expect(isApiRead(draft.request, draft.url, origin)).toBe(false);
    const tokened = req('/api/posts-list?token=x');
    expect(isApiRead(tokened.request, tokened.url, origin)).toBe(false);
    const picture = req('/uploads/a.webp?token=x');
    expect(isPublicImage(picture.request, picture.url, origin)).toBe(false);
    const list = req('/api/posts-list?page=2');
    expect(isNeverCached(list.url)).toBe(false);
    expect(isApiRead(list.request, list.url, origin)).toBe(true);
  });

  it('when an answer says no-store, then no cache keeps it; private only the member cache', () => {
    const answer = (cacheControl?: string) => ({
      headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}),
    });
    for (const cache of ['shared', 'member'] as const) {
      expect(mayStore(answer('no-store'), cache)).toBe(false);
      expect(mayStore(answer('private, no-store'), cache)).toBe(false);
      expect(mayStore(answer('public, max-age=300'), cache)).toBe(true);
      expect(mayStore(answer('no-cache'), cache)).toBe(true);
      expect(mayStore(answer(), cache)).toBe(true);
    }
    expect(mayStore(answer('Private, max-age=60'), 'shared')).toBe(false);
    expect(mayStore(answer('private="Set-Cookie"'), 'shared')).toBe(false);
    expect(mayStore(answer('private, no-cache'), 'member')).toBe(true);
  });
});
